import { isFactLabel, withoutFactLabels } from './label-lines';

describe('isFactLabel', () => {
  it.each([
    'SERVINGS: 8',
    'PREP TIME: 20 Mins',
    'Total Cook Time 3 mins',
    'Total 31 mins',
    'Cook Time',
    'Serves 4',
    'Makes 12',
    'Zubereitungszeit: 20 Min.',
    'Elkészítési idő: kb. 30 perc',
    'Préparation : 20min',
    'Cuisson 40 mn',
    'Temps total 1 h 40 mn',
    'Cottura: 15 min',
    'Cocción 25 minutos',
  ])('%p labels a time or the yield', (line) => {
    expect(isFactLabel(line)).toBe(true);
  });

  it.each([
    'Bake 30 minutes',
    'Preheat 18 mins',
    'Cook for 10 minutes.',
    'Serve with rice.',
    'Serve',
    'Prep',
    'Time to eat!',
    'Rest the dough for 1 hour',
    'Let cool for at least 30 minutes before serving',
    'Cuisson des carottes',
    'Préparation de la rhubarbe',
    'Cuisson : laisser cuire 20 minutes à feu doux.',
  ])('%p is a step', (line) => {
    expect(isFactLabel(line)).toBe(false);
  });
});

describe('withoutFactLabels', () => {
  it('drops the label lines, and a section left without steps', () => {
    expect(
      withoutFactLabels([
        { name: '', items: ['PREP TIME: 20 Mins', 'COOK TIME: 40 Mins'] },
        { name: 'Method', items: ['Serves 4', 'Mix.', 'Bake 30 minutes'] },
      ]),
    ).toEqual([{ name: 'Method', items: ['Mix.', 'Bake 30 minutes'] }]);
  });

  it('drops a bare time but keeps a step that starts with one', () => {
    expect(
      withoutFactLabels([
        {
          name: '',
          items: ['35 m', '1 Std. 20 Min.', 'Reis aufkochen.', '5 Minuten ruhen lassen.', '10 minutes rest'],
        },
      ]),
    ).toEqual([{ name: '', items: ['Reis aufkochen.', '5 Minuten ruhen lassen.', '10 minutes rest'] }]);
  });
});
