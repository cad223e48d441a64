import { unmarkedGroupNames } from './unmarked-groups';

it('finds the names over two or more groups of measured lines', () => {
  const lines = ['Dough', '1 cup milk', '3 cups flour', 'Salt to taste', 'Glaze', '1 cup sugar', '2 tbsp milk'];
  expect([...unmarkedGroupNames(lines)]).toEqual([0, 4]);
});

it('takes one name alone only when it is written as a title', () => {
  expect([...unmarkedGroupNames(['Egg Wash', '1 egg', '1 tbsp milk'])]).toEqual([0]);
  expect([...unmarkedGroupNames(['Olive oil', '1 egg', '1 tbsp milk'])]).toEqual([]);
  expect([...unmarkedGroupNames(['3 cups flour', 'Salt', '1 cup water', '1 tsp yeast'])]).toEqual([]);
});

it('takes no line with figures, a list of things, or lowercase first for a name', () => {
  const lines = ['Juice Of 1 Lemon', '1 cup water', '2 eggs', 'Salt, Pepper', '1 cup water', '2 eggs'];
  expect([...unmarkedGroupNames([...lines, 'fresh herbs', '1 cup water', '2 eggs'])]).toEqual([]);
});

it('wants two measured lines under a name', () => {
  expect([...unmarkedGroupNames(['Dough', '1 cup milk', 'Filling', '1 cup jam', 'Glaze', '1 cup sugar'])]).toEqual([]);
});
