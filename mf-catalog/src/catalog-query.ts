// The catalog's filters live in the page's URL query string, so a filtered list can be shared, reloaded and restored
// by Back/Forward. The URL format is shared-api's list-url (the server reads it too, to start the first list request
// from index.html); what is here are the catalog's own rules on top.
import { normalizeSearch, SEARCH_MIN_LENGTH, type RecipeListFilters } from '@simple-recipes/shared-api';

export type CatalogFilters = RecipeListFilters;

export {
  DEFAULT_LIST_FILTERS as DEFAULT_FILTERS,
  listFiltersFromSearch as filtersFromSearch,
  searchWithListFilters as searchWithFilters,
} from '@simple-recipes/shared-api';

/** What narrows the list: chosen tags, a search, both or neither (the sort orders it and narrows nothing). */
export interface Narrowing {
  tags: boolean;
  search: boolean;
  /** Either of them: the list is filtered. */
  any: boolean;
}

export function narrowingOf(filters: CatalogFilters): Narrowing {
  const tags = filters.tags.length > 0;
  const search = filters.search !== '';
  return { tags, search, any: tags || search };
}

/**
 * The search term a typed text asks for: '' for a blank box, the trimmed text when it has at least
 * SEARCH_MIN_LENGTH characters, and null for 1–2 characters — such a term changes nothing (docs/spec.md §5).
 */
export function searchTermToApply(text: string): string | null {
  const term = normalizeSearch(text);
  if (term === '' || term.length >= SEARCH_MIN_LENGTH) return term;
  return null;
}
