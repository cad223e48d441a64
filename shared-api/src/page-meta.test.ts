import { DESCRIPTION_MAX_LENGTH, pageTitle, recipeDescription, SITE_DESCRIPTION } from './page-meta';
import { makeRecipe } from './testing';

const ingredients = (...names: string[]) => [
  {
    id: 1,
    name: 'All',
    type: 'ingredients' as const,
    ingredients: names.map((ingredient, id) => ({ id, ingredient, amount: '1', notes: '' })),
  },
];

describe('pageTitle', () => {
  it('puts the page first and the site after it, on one line', () => {
    expect(pageTitle('Lemon  Tart\n')).toBe('Lemon Tart – Simple Recipes For Everyone');
  });
});

describe('recipeDescription', () => {
  it('says how many it serves, how long it takes and what goes in', () => {
    expect(recipeDescription(makeRecipe())).toBe(
      'Serves 8, ready in 1 h 5 min. Ingredients: Self-raising flour, Butter, Caster sugar.',
    );
  });

  it('leaves out what the recipe does not say, naming each ingredient once', () => {
    const recipe = {
      serving_count: 0,
      prep_time: 0,
      cooking_time: 60,
      ingredients_sections: ingredients('Salt', 'Salt', ' '),
    };
    expect(recipeDescription(recipe)).toBe('Ready in 1 h. Ingredients: Salt.');
    expect(recipeDescription({ ...recipe, cooking_time: 0, ingredients_sections: [] })).toBe(SITE_DESCRIPTION);
  });

  it('is cut at a word boundary to what search results show', () => {
    const long = Array.from({ length: 40 }, (_, index) => `Ingredient number ${index}`);
    const text = recipeDescription({
      serving_count: 4,
      prep_time: 5,
      cooking_time: 5,
      ingredients_sections: ingredients(...long),
    });
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
    expect(text).toMatch(/^Serves 4, ready in 10 min\. Ingredients: Ingredient number 0, .*…$/);
    const kept = text.slice(0, -1);
    const full = `Serves 4, ready in 10 min. Ingredients: ${long.join(', ')}.`;
    expect(full.startsWith(kept)).toBe(true);
    expect([' ', ',']).toContain(full.charAt(kept.length));
  });
});
