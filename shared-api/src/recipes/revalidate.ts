import type { Cache, ScopedMutator } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { RECIPE_LIST_KEY_PREFIX, isRecipeListKey } from './get-recipes';
import { recipeKey } from './get-recipe';

/** The SWR cache and its mutate, as `useSWRConfig()` gives them. */
export interface SwrScope {
  cache: Cache;
  mutate: ScopedMutator;
}

// Key of a whole paged list is this prefix + its first page's key. SWR's filter-`mutate` skips these keys on purpose.
const PAGED_LIST_PREFIX = unstable_serialize(() => RECIPE_LIST_KEY_PREFIX);

/**
 * Reload every cached recipe list, every page of it, whatever its filters. A paged list refetches exactly the pages
 * whose own cache entry is empty, so: empty all page entries, then revalidate each list that is on screen. Lists
 * not on screen reload their pages when they mount again, showing the old pages meanwhile.
 */
export async function revalidateRecipeLists({ cache, mutate }: SwrScope): Promise<void> {
  await mutate(isRecipeListKey, undefined, { revalidate: false });
  const lists = [...cache.keys()].filter((key) => key.startsWith(PAGED_LIST_PREFIX));
  await Promise.all(lists.map((key) => mutate(key)));
}

/** Drop a recipe from the cache and refetch it where it is shown (after a save: no stale page on the way back). */
export async function reloadRecipe({ mutate }: SwrScope, stub: string): Promise<void> {
  await mutate(recipeKey(stub), undefined, { revalidate: true });
}

/** Drop a removed recipe from the cache, without asking for it again. */
export async function forgetRecipe({ mutate }: SwrScope, stub: string): Promise<void> {
  await mutate(recipeKey(stub), undefined, { revalidate: false });
}
