import { splitNumberedSteps, withoutStepLabel } from './numbered-steps';

const steps = (...items: string[]) => splitNumberedSteps([{ name: '', items }])[0]?.items;

describe('splitNumberedSteps', () => {
  it('splits a step numbered 1, 2, 3 in its text into its steps', () => {
    expect(
      steps('1. Place all ingredients into a bowl. 2. Mix on low speed until lump free. 3. Apply to donuts.'),
    ).toEqual(['Place all ingredients into a bowl.', 'Mix on low speed until lump free.', 'Apply to donuts.']);
  });

  it('splits numbers set without a space after a sentence, and in scripts written without spaces', () => {
    expect(steps('1. Preheat the oven. Grease a dish with butter.2. Whisk the eggs.3. Bake.')).toEqual([
      'Preheat the oven. Grease a dish with butter.',
      'Whisk the eggs.',
      'Bake.',
    ]);
    expect(steps('1. Pon el agua y calienta 2 min/37º/vel 1. 2. Añade la levadura.')).toEqual([
      'Pon el agua y calienta 2 min/37º/vel 1.',
      'Añade la levadura.',
    ]);
    expect(steps('1.番茄切丁，洋葱切丝备用 2.土豆切丁 3.鸡肉切块')).toEqual([
      '番茄切丁，洋葱切丝备用',
      '土豆切丁',
      '鸡肉切块',
    ]);
  });

  it('leaves out numbers left empty after the last step, when they go on with the count', () => {
    expect(steps('1.蓝莓酱 2.装饰几颗蓝莓🫐 3. 4.')).toEqual(['蓝莓酱', '装饰几颗蓝莓🫐']);
    expect(steps('1. Mix. 2. Bake at gas mark 6.')).toEqual(['Mix.', 'Bake at gas mark 6.']);
  });

  it('takes off the list mark every step is written after', () => {
    expect(steps('– Zwiebel würfeln', '– In Öl anbraten')).toEqual(['Zwiebel würfeln', 'In Öl anbraten']);
    expect(steps('– Zwiebel würfeln', '* In Öl anbraten')).toEqual(['– Zwiebel würfeln', '* In Öl anbraten']);
    expect(steps('Mix.', '* Best the next day.')).toEqual(['Mix.', '* Best the next day.']);
  });

  it('splits a step written as a list with a mark before each part, three parts or more', () => {
    expect(steps('– Zwiebel würfeln – In Öl anbraten – Tomatenmark hinzufügen')).toEqual([
      'Zwiebel würfeln',
      'In Öl anbraten',
      'Tomatenmark hinzufügen',
    ]);
    for (const line of ['– Mix the flour – then the water.', 'Mix – stir – fold – bake.', '- 2 - 3 minutes']) {
      expect(steps(line)).toEqual([line]);
    }
  });

  it('splits and unnumbers steps that go on with the count of the run before them', () => {
    expect(steps('1. Mix the flour. 2. Add the water.', '3. Knead the dough.', '4. Shape it. 5. Bake it.')).toEqual([
      'Mix the flour.',
      'Add the water.',
      'Knead the dough.',
      'Shape it.',
      'Bake it.',
    ]);
    // A count that does not go on leaves the step as it is, and a new run may start at 1 after it.
    expect(steps('1. Mix. 2. Add the water.', '5. Bake for 2. Then serve.', '1. Wash. 2. Dry.')).toEqual([
      'Mix.',
      'Add the water.',
      '5. Bake for 2. Then serve.',
      'Wash.',
      'Dry.',
    ]);
    expect(steps('1. Grade the flour.', '2. Sift it.')).toEqual(['1. Grade the flour.', '2. Sift it.']);
  });

  it('leaves numbers that are no numbering alone', () => {
    for (const line of [
      'Bake for 2. Then cool.',
      'Mix well. 2. Bake.',
      '1. Mix everything and bake.',
      'Use 1. grade flour. 3. Bake.',
      '1.5 cups of flour. 2. Mix.',
      '1. Add 0.5 cups milk (about 0.2) 2) whisk.',
    ]) {
      expect(steps(line)).toEqual([line]);
    }
  });

  it('leaves out the lines that only number the step after them', () => {
    expect(steps('Etape 1', 'Préchauffez le four.', 'Etape 2', 'Enfournez 10 min.')).toEqual([
      'Préchauffez le four.',
      'Enfournez 10 min.',
    ]);
    expect(steps('1.', 'Mix.', '2.', 'Bake.')).toEqual(['Mix.', 'Bake.']);
    expect(steps('Mix the flour and the eggs.', '3.')).toEqual(['Mix the flour and the eggs.', '3.']);
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
