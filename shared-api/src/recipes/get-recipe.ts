import useSWR, { type SWRResponse } from 'swr';
import { apiFetch, type ApiError } from '../client';
import { useRetryPolicy } from '../swr-options';
import type { Recipe } from '../types';
import { recipeKey } from '../urls';

export { recipeKey };

/** `GET /api/recipes/:stub`; a missing recipe rejects with an ApiError of status 404. */
export function getRecipe(stub: string): Promise<Recipe> {
  return apiFetch<Recipe>(recipeKey(stub));
}

/** One recipe by stub (nothing is fetched while the stub is empty). */
export function useRecipe(stub: string | null | undefined): SWRResponse<Recipe, ApiError> {
  const shouldRetryOnError = useRetryPolicy();
  return useSWR<Recipe, ApiError>(stub ? recipeKey(stub) : null, (path: string) => apiFetch<Recipe>(path), {
    shouldRetryOnError,
  });
}
