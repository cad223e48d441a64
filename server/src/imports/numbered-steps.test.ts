import { splitNumberedSteps, withoutStepLabel } from './numbered-steps';

const steps = (...items: string[]) => splitNumberedSteps([{ name: '', items }])[0]?.items;

describe('splitNumberedSteps', () => {
  it('splits a step numbered 1, 2, 3 in its text into its steps', () => {
    expect(
      steps('1. Place all ingredients into a bowl. 2. Mix on low speed until lump free. 3. Apply to donuts.'),
    ).toEqual(['Place all ingredients into a bowl.', 'Mix on low speed until lump free.', 'Apply to donuts.']);
  });

  it('leaves numbers that are no numbering alone', () => {
    for (const line of [
      'Bake for 2. Then cool.',
      'Mix well. 2. Bake.',
      '1. Mix everything and bake.',
      'Use 1. grade flour. 3. Bake.',
    ]) {
      expect(steps(line)).toEqual([line]);
    }
  });

  it('drops a label that only numbers the step, but keeps a "Step" that is part of the text', () => {
    expect(
      ['STEP 1 | Preheat oven to 170°C.', 'Step 2: Mix.', 'Schritt 3 – Backen.', 'Étape 4. Servir.'].map(
        withoutStepLabel,
      ),
    ).toEqual(['Preheat oven to 170°C.', 'Mix.', 'Backen.', 'Servir.']);
    for (const line of [
      'Step back and let it rest.',
      'Step 2 of the dough recipe above.',
      'Steps 1-3 can be done ahead.',
    ]) {
      expect(withoutStepLabel(line)).toBe(line);
    }
  });
});
