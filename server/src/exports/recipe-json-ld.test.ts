import type { StoredRecipe } from '../db/store';
import { recipeJsonLd } from './recipe-json-ld';

function stored(overrides: Partial<StoredRecipe> = {}): StoredRecipe {
  return {
    id: 1,
    name: 'Apple Crumble',
    stub: 'apple-crumble',
    serving_count: 6,
    prep_time: 20,
    cooking_time: 70,
    image: null,
    tags: [{ id: 1, tag: 'Dessert', shorthand: 'DES' }],
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    source: null,
    ingredients_sections: [
      {
        id: 1,
        name: 'Fruit',
        type: 'ingredients',
        ingredients: [
          { id: 1, amount: '1 kg', ingredient: 'Bramley apples', notes: 'peeled and sliced' },
          { id: 2, amount: '—', ingredient: 'Salt', notes: '' },
        ],
      },
    ],
    recipe_sections: [
      {
        id: 2,
        name: 'Bake',
        type: 'recipes',
        steps: [{ id: 3, step: 'Bake for 40 minutes.', notes: 'Cover if it browns.' }],
      },
    ],
    ...overrides,
  };
}

describe("an exported recipe's JSON-LD", () => {
  it('gives servings and times as other recipe managers read them', () => {
    expect(recipeJsonLd(stored(), null)).toMatchObject({
      recipeYield: '6 servings',
      prepTime: 'PT20M',
      cookTime: 'PT1H10M',
      totalTime: 'PT1H30M',
    });
  });

  it('leaves out a serving count of 0 and two times of 0, which the recipe does not give', () => {
    const data = recipeJsonLd(stored({ serving_count: 0, prep_time: 0, cooking_time: 0 }), null);
    expect(data).not.toHaveProperty('recipeYield');
    expect(data).not.toHaveProperty('prepTime');
    expect(data).not.toHaveProperty('cookTime');
    expect(data).not.toHaveProperty('totalTime');
  });

  it("keeps items' and steps' notes in their lines, and writes no amount for a dash", () => {
    const data = recipeJsonLd(stored(), null);
    expect(data.recipeIngredient).toEqual(['1 kg Bramley apples, peeled and sliced', 'Salt']);
    expect(data.recipeInstructions).toEqual([
      {
        '@type': 'HowToSection',
        name: 'Bake',
        itemListElement: [{ '@type': 'HowToStep', text: 'Bake for 40 minutes. (Cover if it browns.)' }],
      },
    ]);
  });
});
