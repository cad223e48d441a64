import { useCallback, useMemo } from 'react';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { apiFetch, type ApiError } from '../client';
import { useRetryPolicy } from '../swr-options';
import { RECIPE_LIST_KEY_PREFIX, recipesKey } from '../urls';
import { type RecipeListFilters, type RecipeListPage, type RecipeListQuery, type RecipeSummary } from '../types';

// The list's keys and URLs live in ../urls (no React there: the server uses them); re-exported for callers here.
export { RECIPE_LIST_KEY_PREFIX, recipesKey, searchTerm } from '../urls';

export function isRecipeListKey(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith(RECIPE_LIST_KEY_PREFIX);
}

/** `GET /api/recipes`: one page of summaries and the total count. */
export function getRecipes(query: RecipeListQuery): Promise<RecipeListPage> {
  return apiFetch<RecipeListPage>(recipesKey(query));
}

function pageKeyGetter(filters: RecipeListFilters) {
  return (index: number, previous: RecipeListPage | null): string | null => {
    if (previous && previous.recipes.length === 0) return null;
    return recipesKey({ ...filters, page: index + 1 });
  };
}

/** The SWR cache key of a whole paged list (for `mutate` from outside). */
export function recipeListKey(filters: RecipeListFilters): string {
  return unstable_serialize(pageKeyGetter(filters));
}

export interface RecipeList {
  /** Every loaded page in order, each recipe once. */
  recipes: RecipeSummary[];
  /** Total matching recipes, once the first page has answered. */
  count: number | undefined;
  /** The first page is loading. */
  isLoading: boolean;
  /** A further page is loading. */
  isLoadingMore: boolean;
  error: ApiError | undefined;
  /** Fewer recipes are loaded than the count. */
  hasMore: boolean;
  /** How many pages are shown or loading (what the URL's `pages` records). */
  pages: number;
  loadMore(): void;
  retry(): void;
}

function uniqueById(pages: RecipeListPage[]): RecipeSummary[] {
  const seen = new Set<number>();
  const recipes: RecipeSummary[] = [];
  for (const page of pages) {
    for (const recipe of page.recipes) {
      if (seen.has(recipe.id)) continue;
      seen.add(recipe.id);
      recipes.push(recipe);
    }
  }
  return recipes;
}

/**
 * The paged recipe list for some filters (docs/spec.md §4): page 1 first, Load More appends the next page, a change of
 * filters is another key and so starts at page 1. The caller debounces the search term. `initialPages` (a reload's
 * `?pages=`) shows that many pages at first, asked for side by side; a list already in the cache keeps its own.
 */
export function useRecipeList(filters: RecipeListFilters, initialPages = 1): RecipeList {
  const shouldRetryOnError = useRetryPolicy();
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<RecipeListPage, ApiError>(
    pageKeyGetter(filters),
    (path: string) => apiFetch<RecipeListPage>(path),
    // Load More asks for the next page only; mutations empty the page caches to reload every page (see revalidate.ts).
    { revalidateFirstPage: false, shouldRetryOnError, initialSize: initialPages, parallel: true },
  );

  const pages = useMemo(() => data ?? [], [data]);
  const recipes = useMemo(() => uniqueById(pages), [pages]);
  const lastPage = pages.at(-1);
  const count = lastPage?.count;
  const loaded = pages.reduce((sum, page) => sum + page.recipes.length, 0);
  const hasMore = count !== undefined && loaded < count && (lastPage?.recipes.length ?? 0) > 0;
  const isLoadingMore = pages.length > 0 && size > pages.length && !error;

  const loadMore = useCallback(() => {
    if (!hasMore || isLoadingMore) return;
    void setSize(pages.length + 1);
  }, [hasMore, isLoadingMore, setSize, pages.length]);

  const retry = useCallback(() => {
    void mutate();
  }, [mutate]);

  return { recipes, count, isLoading, isLoadingMore, error, hasMore, pages: size, loadMore, retry };
}
