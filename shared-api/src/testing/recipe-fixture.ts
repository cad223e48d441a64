// A complete recipe for tests of the API's shape (shared-api's own and the recipe page's).
import type { Recipe } from '../types';

/** A complete recipe as `GET /api/recipes/:stub` answers it; override any field. */
export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 7,
    name: 'Lemon Drizzle Cake',
    stub: 'lemon-drizzle-cake',
    serving_count: 8,
    prep_time: 20,
    cooking_time: 45,
    imageUrl: '/api/images/lemon-page.webp',
    thumbnailUrl: '/api/images/lemon-thumb.webp',
    emptyImageUrl: 'data:image/webp;base64,UklGRhIAAABXRUJQVlA4TAYAAAAvQWxvAGs=',
    tags: [
      { id: 1, tag: 'Baking', shorthand: 'BAK' },
      { id: 2, tag: 'Vegetarian', shorthand: 'VEG' },
    ],
    created_at: '2024-03-01T10:00:00.000Z',
    updated_at: '2024-03-02T11:30:00.123Z',
    source: 'https://example.com/lemon-cake',
    ingredients_sections: [
      {
        id: 11,
        name: 'Cake',
        type: 'ingredients',
        ingredients: [
          { id: 111, ingredient: 'Self-raising flour', amount: '225 g', notes: '' },
          { id: 112, ingredient: 'Butter', amount: '225 g', notes: 'softened' },
        ],
      },
      {
        id: 12,
        name: 'Drizzle',
        type: 'ingredients',
        ingredients: [{ id: 121, ingredient: 'Caster sugar', amount: '85 g', notes: '' }],
      },
    ],
    recipe_sections: [
      {
        id: 21,
        name: 'Bake',
        type: 'recipes',
        steps: [
          { id: 211, step: 'Heat the oven to 180 °C.', notes: '' },
          { id: 212, step: 'Beat everything together.', notes: 'Until pale and fluffy.' },
          { id: 213, step: 'Bake for 45 minutes.', notes: '' },
        ],
      },
      {
        id: 22,
        name: 'Drizzle',
        type: 'recipes',
        steps: [
          { id: 221, step: 'Mix the sugar with the lemon juice.', notes: '' },
          { id: 222, step: 'Pour over the warm cake.', notes: '' },
        ],
      },
    ],
    ...overrides,
  };
}
