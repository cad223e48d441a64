import type { RecipeSummary, Tag } from '@simple-recipes/shared-api';

export const TAGS: Tag[] = [
  { id: 1, tag: 'Dessert', shorthand: 'DST' },
  { id: 2, tag: 'Quick', shorthand: 'QCK' },
  { id: 3, tag: 'Vegetarian', shorthand: 'VEG' },
];

const DISHES = [
  'Apple Crumble',
  'Banana Bread',
  'Beef Stew',
  'Carrot Soup',
  'Chicken Curry',
  'Chocolate Mousse',
  'Couscous Salad',
  'Egg Fried Rice',
  'Fish Tacos',
  'French Toast',
  'Garlic Prawns',
  'Greek Salad',
  'Lemon Tart',
  'Lentil Dahl',
  'Mushroom Risotto',
  'Pancakes',
  'Pea Soup',
  'Pesto Pasta',
  'Pumpkin Pie',
  'Ratatouille',
  'Roast Chicken',
  'Shakshuka',
  'Spinach Omelette',
  'Tomato Soup',
  'Tuna Bake',
  'Vegetable Lasagne',
  'Yoghurt Parfait',
];

/** A list-shaped recipe; `index` varies every field so cards can be told apart. */
export function makeRecipe(index: number, overrides: Partial<RecipeSummary> = {}): RecipeSummary {
  const name = DISHES[index % DISHES.length]! + (index >= DISHES.length ? ` ${index}` : '');
  const stub = name.toLowerCase().replace(/\s+/g, '-');
  return {
    id: index + 1,
    name,
    stub,
    serving_count: (index % 6) + 1,
    prep_time: 5 + index,
    cooking_time: 60 + index * 3,
    imageUrl: `/api/images/${stub}.webp`,
    thumbnailUrl: `/api/images/${stub}-thumb.webp`,
    emptyImageUrl: `data:image/webp;base64,PLACEHOLDER${index}`,
    tags: TAGS.filter((_, t) => (index + t) % 3 === 0),
    created_at: new Date(Date.UTC(2024, 0, 1 + ((index * 7) % 27))).toISOString(),
    ...overrides,
  };
}

/** `n` recipes, the whole seeded catalogue of a test. */
export function makeRecipes(n: number): RecipeSummary[] {
  return Array.from({ length: n }, (_, i) => makeRecipe(i));
}
