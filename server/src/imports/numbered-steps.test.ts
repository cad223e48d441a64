import { splitNumberedSteps } from './numbered-steps';

const steps = (...items: string[]) => splitNumberedSteps([{ name: '', items }])[0]?.items;

describe('splitNumberedSteps', () => {
  it('splits a step numbered 1, 2, 3 in its text into its steps', () => {
    expect(steps('1. Place all ingredients into a bowl. 2. Mix on low speed until lump free. 3. Apply to donuts.')).toEqual([
      'Place all ingredients into a bowl.',
      'Mix on low speed until lump free.',
      'Apply to donuts.',
    ]);
  });

  it('leaves numbers that are no numbering alone', () => {
    for (const line of ['Bake for 2. Then cool.', 'Mix well. 2. Bake.', '1. Mix everything and bake.', 'Use 1. grade flour. 3. Bake.']) {
      expect(steps(line)).toEqual([line]);
    }
  });
});
