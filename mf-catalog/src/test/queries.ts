import { screen, within } from '@testing-library/react';

/** The names on the recipe cards, in page order. */
export function cardNames(): string[] {
  const grid = screen.queryByRole('list', { name: 'Recipes' });
  if (!grid) return [];
  return within(grid)
    .getAllByRole('heading')
    .map((heading) => heading.textContent ?? '');
}
