import { screen, within } from '@testing-library/react';

/** The names on the recipe cards, in page order. */
export function cardNames(): string[] {
  const grid = screen.queryByRole('list', { name: 'Recipes' });
  if (!grid) return [];
  return within(grid)
    .getAllByRole('heading')
    .map((heading) => heading.textContent ?? '');
}

/** The list's live region (the tag picker has a status region of its own, inside the filter form). */
export function listStatus(): HTMLElement {
  const region = screen.getAllByRole('status').find((status) => !status.closest('form'));
  if (!region) throw new Error('The list status region is missing.');
  return region;
}
