import { LIMITS } from '@simple-recipes/shared-api/types';
import { readRecipePage } from '../read-page';
import { sectionsAtStepTitles } from './step-titles';
import { recipePage } from '../testing/recipe-page';

const pageWithSteps = (recipeInstructions: unknown) =>
  recipePage(
    {
      '@type': 'Recipe',
      name: 'Broccoli Soup',
      recipeIngredient: ['1 head broccoli', '1 l stock'],
      recipeInstructions,
    },
    `<h1>Broccoli Soup</h1>`,
  );
const step = (name: string, text: string) => ({ '@type': 'HowToStep', name, text });

describe('steps with titles of their own', () => {
  it('reads each title as the name of a section over its step, in the order of the page', () => {
    const found = readRecipePage(
      pageWithSteps([
        step('Build your roux', 'Melt the butter, then stir in the flour.'),
        step('Finish', 'Simmer for 10 minutes.'),
      ]),
    );
    expect(found?.stepSections).toEqual([
      { name: 'Build your roux', items: ['Melt the butter, then stir in the flour.'] },
      { name: 'Finish', items: ['Simmer for 10 minutes.'] },
    ]);
  });

  it('leaves untitled steps before the first title in a section without a name', () => {
    const found = readRecipePage(
      pageWithSteps([{ '@type': 'HowToStep', text: 'Chop the broccoli.' }, step('Cook', 'Boil it in the stock.')]),
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Chop the broccoli.'] },
      { name: 'Cook', items: ['Boil it in the stock.'] },
    ]);
  });

  it('keeps a title inside a named HowToSection a line before its step: a section holds no sections', () => {
    const found = readRecipePage(
      pageWithSteps([
        { '@type': 'HowToSection', name: 'For the soup', itemListElement: [step('Cook', 'Boil the broccoli.')] },
        { '@type': 'HowToSection', name: 'To serve', itemListElement: [step('Finish', 'Blend until smooth.')] },
      ]),
    );
    expect(found?.stepSections).toEqual([
      { name: 'For the soup', items: ['Cook', 'Boil the broccoli.'] },
      { name: 'To serve', items: ['Finish', 'Blend until smooth.'] },
    ]);
  });
});

describe('sectionsAtStepTitles', () => {
  it('keeps a title with no step after it (the last line, or another title next) as a line', () => {
    expect(
      sectionsAtStepTitles([{ name: '', items: ['Prep', 'Cook', 'Boil.', 'Serve'] }], ['Prep', 'Cook', 'Serve']),
    ).toEqual([
      { name: '', items: ['Prep'] },
      { name: 'Cook', items: ['Boil.', 'Serve'] },
    ]);
  });

  it('keeps the titles lines when they would make more sections than a recipe holds', () => {
    const titles = Array.from({ length: LIMITS.sectionsMax + 1 }, (_, index) => `Part ${index + 1}`);
    const items = titles.flatMap((title) => [title, `Do part ${title}.`]);
    expect(sectionsAtStepTitles([{ name: '', items }], titles)).toEqual([{ name: '', items }]);
    const fewer = titles.slice(1);
    expect(sectionsAtStepTitles([{ name: '', items: items.slice(2) }], fewer)).toHaveLength(LIMITS.sectionsMax);
  });

  it('changes nothing without titles', () => {
    const sections = [{ name: '', items: ['Boil.'] }];
    expect(sectionsAtStepTitles(sections, undefined)).toBe(sections);
  });
});
