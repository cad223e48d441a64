import { listShownOnce } from './repeated-list';

const steps = ['1 Cook the farro.', '2 Make the vinaigrette.', '3 Char the corn.', '4 Serve.'];

describe('listShownOnce', () => {
  it('keeps one copy of a list the page holds twice, for two layouts', () => {
    expect(listShownOnce([{ name: 'Steps', items: [...steps, ...steps] }])).toEqual([{ name: 'Steps', items: steps }]);
  });

  it('keeps one copy of named sections given twice over', () => {
    const sections = [
      { name: 'For the dough', items: ['500 g flour', '300 ml water'] },
      { name: 'For the topping', items: ['200 g tomatoes', '1 ball mozzarella'] },
    ];
    expect(listShownOnce([...sections, ...sections])).toEqual(sections);
  });

  it('leaves a list whose lines come back for another part of the recipe', () => {
    const sections = [
      { name: 'Cake', items: ['2 eggs', '100 g sugar'] },
      { name: 'Frosting', items: ['2 eggs', '100 g sugar'] },
    ];
    expect(listShownOnce(sections)).toEqual(sections);
    const folds = ['Fold the dough.', 'Rest 30 minutes.', 'Fold the dough.', 'Rest 30 minutes.'];
    expect(listShownOnce([{ name: 'Steps', items: [...folds, ...folds] }])).toEqual([
      { name: 'Steps', items: [...folds, ...folds] },
    ]);
  });
});
