import type { Recipe, Tag } from '@simple-recipes/shared-api';

export const TAGS: Tag[] = [
  { id: 1, tag: 'Breakfast', shorthand: 'BRK' },
  { id: 2, tag: 'Vegetarian', shorthand: 'VEG' },
  { id: 3, tag: 'Quick', shorthand: 'QCK' },
];

export function pancakes(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 7,
    name: 'Fluffy Pancakes',
    stub: 'fluffy-pancakes',
    serving_count: 4,
    prep_time: 10,
    cooking_time: 20,
    source: 'www.example.com/pancakes',
    imageUrl: '/api/images/abc123-page.webp',
    thumbnailUrl: '/api/images/abc123-card.webp',
    emptyImageUrl: 'data:image/webp;base64,AAAA',
    tags: [TAGS[0]!, TAGS[1]!],
    created_at: '2024-05-01T10:00:00.000Z',
    updated_at: '2024-05-02T11:22:33.444Z',
    ingredients_sections: [
      {
        id: 11,
        name: 'Batter',
        type: 'ingredients',
        ingredients: [
          { id: 101, ingredient: 'Flour', amount: '200 g', notes: 'sifted' },
          { id: 102, ingredient: 'Milk', amount: '300 ml', notes: '' },
        ],
      },
    ],
    recipe_sections: [
      {
        id: 21,
        name: 'Cook',
        type: 'recipes',
        steps: [{ id: 201, step: 'Whisk everything together.', notes: 'No lumps.' }],
      },
    ],
    ...overrides,
  };
}
