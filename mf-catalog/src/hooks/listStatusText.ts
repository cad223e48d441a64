export interface ListProgress {
  loading: boolean;
  failed: boolean;
  shown: number;
  count: number | undefined;
  filtered: boolean;
}

/** The list's state in words, for the live region. */
export function listStatusText({ loading, failed, shown, count, filtered }: ListProgress): string {
  if (loading) return 'Loading recipes…';
  if (count === undefined) return failed ? 'The recipes could not be loaded.' : '';
  if (count === 0) return filtered ? 'No recipes match' : 'No recipes yet';
  return `Showing ${shown} of ${count} ${count === 1 ? 'recipe' : 'recipes'}`;
}
