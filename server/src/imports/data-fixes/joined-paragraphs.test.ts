import { splitJoinedParagraphs } from './joined-paragraphs';

const steps = (...items: string[]) => splitJoinedParagraphs([{ name: '', items }]).flatMap((section) => section.items);

describe('splitJoinedParagraphs', () => {
  it('splits the one step of a recipe where a sentence’s end runs into the next paragraph', () => {
    expect(
      steps(
        'Die Möhren schälen und in Scheiben schneiden.Öl in einer Pfanne erhitzen. Möhren darin andünsten.Servieren!',
      ),
    ).toEqual([
      'Die Möhren schälen und in Scheiben schneiden.',
      'Öl in einer Pfanne erhitzen. Möhren darin andünsten.',
      'Servieren!',
    ]);
  });

  it('leaves abbreviations, decimals and spaced sentences alone', () => {
    const line = 'Heat to 180 C. Use e.g.Our flour from St.Louis, 1.5 cups. Then bake.';
    expect(steps(line)).toEqual([line]);
  });

  it('keeps the steps of a recipe of several steps, giving their run-together sentences a space', () => {
    expect(steps('Chop the onion.Fry it.', 'Pour into the pan.Bake at 170°C.')).toEqual([
      'Chop the onion. Fry it.',
      'Pour into the pan. Bake at 170°C.',
    ]);
  });

  it('leaves abbreviations and decimals alone in a recipe of several steps', () => {
    const line = 'Use e.g.Our flour from St.Louis, 1.5 cups.';
    expect(steps(line, 'Bake.')).toEqual([line, 'Bake.']);
  });
});
