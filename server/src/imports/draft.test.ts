import { LIMITS } from '@simple-recipes/shared-api/types';
import { DEFAULT_STEP_SECTION, draftOf } from './draft';
import type { FoundRecipe } from './found-recipe';

const found = (stepSections: FoundRecipe['stepSections']): FoundRecipe => ({
  name: 'Okonomiyaki',
  ingredientGroups: [{ name: '', items: ['1 cabbage'] }],
  stepSections,
  keywords: [],
});

const sections = (recipe: FoundRecipe): Array<[string, string[]]> =>
  draftOf(recipe, []).recipe_sections.map((section) => [section.name, section.steps.map((step) => step.step)]);

describe('draftOf: sections', () => {
  it('joins sections without a name that follow one another into one', () => {
    const recipe = found([
      { name: '', items: ['Mix.', 'Fry.'] },
      { name: '', items: ['Stir the sauce.'] },
      { name: 'To serve', items: ['Top.'] },
      { name: '', items: ['Eat.'] },
    ]);
    expect(sections(recipe)).toEqual([
      [DEFAULT_STEP_SECTION, ['Mix.', 'Fry.', 'Stir the sauce.']],
      ['To serve', ['Top.']],
      [DEFAULT_STEP_SECTION, ['Eat.']],
    ]);
  });

  it('names a section without the colon of its label', () => {
    expect(sections(found([{ name: 'For the sauce:', items: ['Stir.'] }]))).toEqual([['For the sauce', ['Stir.']]]);
  });

  it('keeps them apart when one section could not hold them all', () => {
    const many = Array.from({ length: LIMITS.itemsMax }, (_, index) => `Step ${index + 1}.`);
    const recipe = found([
      { name: '', items: many },
      { name: '', items: ['Serve.'] },
    ]);
    expect(sections(recipe).map(([, steps]) => steps.length)).toEqual([LIMITS.itemsMax, 1]);
  });
});

describe('draftOf: source', () => {
  const sourceOf = (url: string) => draftOf({ ...found([{ name: '', items: ['Mix.'] }]), url }, []).source;

  it("is the page's address, whatever letters its domain ends in or is written in", () => {
    for (const url of [
      'https://goodstuff.recipes/small-batch-lemon-marmalade/',
      'https://www.chefkoch.de/rezepte/1/suppe.html',
      'https://münchen.de/rezept',
    ])
      expect(sourceOf(url)).toBe(url);
  });

  it('is left empty for an address the Source field does not take (a bare IP address)', () => {
    expect(sourceOf('http://127.0.0.1:8098/soup')).toBeNull();
  });
});
