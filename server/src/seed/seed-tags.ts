// The tags a fresh site starts with.

export interface SeedTag {
  tag: string;
  shorthand: string;
}

export const SEED_TAGS: SeedTag[] = [
  { tag: 'Breakfast', shorthand: 'BRK' },
  { tag: 'Main Course', shorthand: 'MAIN' },
  { tag: 'Soup', shorthand: 'SOUP' },
  { tag: 'Dessert', shorthand: 'DES' },
  { tag: 'Baking', shorthand: 'BAKE' },
  { tag: 'Vegetarian', shorthand: 'VEG' },
  { tag: 'Vegan', shorthand: 'VGN' },
  { tag: 'Gluten-Free', shorthand: 'GF' },
  { tag: 'Quick', shorthand: 'QCK' },
  { tag: 'Spicy', shorthand: 'HOT' },
];
