// The catalog's filters <-> the page's URL query string, so a filtered list can be shared, reloaded and
// restored by Back/Forward. The parameters reuse the API's names (DESIGN §3):
//   /?sortField=created_at&sortDir=desc&tags=VEG,QCK&search=chicken+soup
// Defaults (A - Z, no tags, no search) are left out, so the plain home page is just `/`.
import { SEARCH_MIN_LENGTH, SORT_OPTIONS, type RecipeListFilters, type SortDir, type SortField } from 'shared-api';

export type CatalogFilters = RecipeListFilters;

const DEFAULT_SORT = SORT_OPTIONS[0]!;
const SORT_FIELDS = new Set<string>(SORT_OPTIONS.map((o) => o.sortField));
const SORT_DIRS = new Set<string>(SORT_OPTIONS.map((o) => o.sortDir));
const OWN_PARAMS = ['sortField', 'sortDir', 'tags', 'search'];

export const DEFAULT_FILTERS: CatalogFilters = {
  sortField: DEFAULT_SORT.sortField,
  sortDir: DEFAULT_SORT.sortDir,
  tags: [],
  search: '',
};

/** Reads the filters from a query string; anything unknown or malformed falls back to the default (a link never breaks). */
export function filtersFromSearch(search: string): CatalogFilters {
  const params = new URLSearchParams(search);
  const sortField = params.get('sortField') ?? '';
  const sortDir = (params.get('sortDir') ?? '').toLowerCase();
  const tags = params
    .getAll('tags')
    .flatMap((value) => value.split(','))
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return {
    sortField: SORT_FIELDS.has(sortField) ? (sortField as SortField) : DEFAULT_FILTERS.sortField,
    sortDir: SORT_DIRS.has(sortDir) ? (sortDir as SortDir) : DEFAULT_FILTERS.sortDir,
    tags: [...new Set(tags)],
    search: normalizeSearch(params.get('search') ?? ''),
  };
}

/** The query string for `filters`, keeping any parameter that is not the catalog's. Starts with '?' unless empty. */
export function searchWithFilters(currentSearch: string, filters: CatalogFilters): string {
  const pairs: Array<[string, string]> = [];
  if (filters.sortField !== DEFAULT_FILTERS.sortField) pairs.push(['sortField', filters.sortField]);
  if (filters.sortDir !== DEFAULT_FILTERS.sortDir) pairs.push(['sortDir', filters.sortDir]);
  if (filters.tags.length > 0) pairs.push(['tags', filters.tags.join(',')]);
  const search = normalizeSearch(filters.search);
  if (search !== '') pairs.push(['search', search]);
  for (const [key, value] of new URLSearchParams(currentSearch)) {
    if (!OWN_PARAMS.includes(key)) pairs.push([key, value]);
  }
  const query = pairs.map(([key, value]) => `${encodeQueryPart(key)}=${encodeQueryPart(value)}`).join('&');
  return query === '' ? '' : `?${query}`;
}

export function hasActiveFilters(filters: CatalogFilters): boolean {
  return filters.tags.length > 0 || filters.search !== '';
}

/**
 * The search term a typed text asks for: '' for a blank box, the trimmed text when it has at least
 * SEARCH_MIN_LENGTH characters, and null for 1–2 characters — such a term changes nothing (spec §5).
 */
export function searchTermToApply(text: string): string | null {
  const term = normalizeSearch(text);
  if (term === '' || term.length >= SEARCH_MIN_LENGTH) return term;
  return null;
}

function normalizeSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Like encodeURIComponent, but keeps the tag list's commas and writes spaces as '+', for readable shared links. */
function encodeQueryPart(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%20/g, '+');
}
