import { ApiError, apiFetch, type SameNameAnswer, type SameNameRecipe } from '@simple-recipes/shared-api';

/** The path of the recipes saved under `name`: `/recipe-names?name=…`. */
export function recipesOfNamePath(name: string): string {
  return `/recipe-names?${new URLSearchParams({ name }).toString()}`;
}

/**
 * `GET /api/recipe-names?name=` (editors): the recipes already saved under `name`, case, accents and surrounding spaces
 * aside, the oldest first (at most 3). Rejects with an ApiError (401 a visitor, 400 a name past the longest a recipe
 * may have); an AbortError when `signal` aborts.
 */
export async function getRecipesOfName(name: string, signal?: AbortSignal): Promise<SameNameRecipe[]> {
  const answer = await apiFetch<SameNameAnswer | undefined>(recipesOfNamePath(name), signal ? { signal } : {});
  if (!answer || !Array.isArray(answer.recipes)) {
    throw new ApiError(200, 'The server sent an answer that could not be read.');
  }
  return answer.recipes;
}
