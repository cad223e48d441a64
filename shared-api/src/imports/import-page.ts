import { apiFetch, type RecipeImportDraft } from '@simple-recipes/shared-api';

/**
 * What to import from: a page's address, or what was pasted in its place, its HTML, its JSON-LD or the recipe's text
 * (with the address it came from, if known); `recipeName` takes that one of the page's recipes (one of a draft's
 * `otherRecipes`) instead of its main one.
 */
export type PageImportRequest = ({ url: string } | { html: string; url?: string }) & { recipeName?: string };

/**
 * `POST /api/imports` with JSON: the recipe found on the page as a draft for the form (nothing is saved).
 * Rejects with an ApiError: 422 no recipe on the page (or none of that `recipeName`) or an address that may not be
 * fetched, 415 not a page.
 */
export function importRecipePage(request: PageImportRequest, signal?: AbortSignal): Promise<RecipeImportDraft> {
  return apiFetch<RecipeImportDraft>('/imports', { method: 'POST', json: request, ...(signal ? { signal } : {}) });
}
