// API paths (which are also the SWR keys) and the list's page URLs, with no React or SWR: the server uses them to
// start a page's first requests from index.html (<link rel=preload as=fetch>), which the page's own requests reuse.
// - the home page's query string <-> the list filters, so a filtered list can be shared, reloaded and restored by
//   Back/Forward. The parameters reuse the API's names (docs/design.md §3): /?sortField=created_at&sortDir=desc&tags=VEG,QCK&search=chicken+soup
//   Defaults (A - Z, no tags, no search) are left out, so the plain home page is just `/`.
// - `pages`: how many pages Load More has shown (`/?pages=4`: pages 1 to 4, the API's `page` being one page), so a
//   reload or Back shows them again; left out for 1, and dropped when the filters change (the list starts again).
import {
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SORT_OPTIONS,
  type RecipeListFilters,
  type RecipeListQuery,
  type SortDir,
  type SortField,
} from './types';

/** SWR key (and API path) of the session's permission. */
export const permissionKey = '/users';

/** SWR key (and API path) of one recipe. */
export function recipeKey(stub: string): string {
  return `/recipes/${encodeURIComponent(stub)}`;
}

/** Every list page key starts with this, whatever its filters: how mutations find all cached lists. */
export const RECIPE_LIST_KEY_PREFIX = '/recipes?';

/** The search term as sent: trimmed, and '' while it is shorter than SEARCH_MIN_LENGTH (the server ignores those). */
export function searchTerm(search: string): string {
  const trimmed = search.trim();
  return trimmed.length < SEARCH_MIN_LENGTH ? '' : trimmed;
}

/** SWR key (and API path) of one list page: `/recipes?sortField=name&sortDir=asc&tags=VEG,QCK&search=soup&page=1`. */
export function recipesKey(query: RecipeListQuery): string {
  const params = new URLSearchParams({ sortField: query.sortField, sortDir: query.sortDir });
  const tags = query.tags.filter(Boolean);
  if (tags.length > 0) params.set('tags', tags.join(','));
  const search = searchTerm(query.search);
  if (search) params.set('search', search);
  params.set('page', String(query.page));
  return RECIPE_LIST_KEY_PREFIX + params.toString();
}

const DEFAULT_SORT = SORT_OPTIONS[0]!;
const SORT_FIELDS = new Set<string>(SORT_OPTIONS.map((o) => o.sortField));
const SORT_DIRS = new Set<string>(SORT_OPTIONS.map((o) => o.sortDir));
const OWN_PARAMS = ['sortField', 'sortDir', 'tags', 'search'];

export const DEFAULT_LIST_FILTERS: RecipeListFilters = {
  sortField: DEFAULT_SORT.sortField,
  sortDir: DEFAULT_SORT.sortDir,
  tags: [],
  search: '',
};

/** Reads the filters from a query string; anything unknown or malformed falls back to the default (a link never breaks). */
export function listFiltersFromSearch(search: string): RecipeListFilters {
  const params = new URLSearchParams(search);
  const sortField = params.get('sortField') ?? '';
  const sortDir = (params.get('sortDir') ?? '').toLowerCase();
  const tags = params
    .getAll('tags')
    .flatMap((value) => value.split(','))
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return {
    sortField: SORT_FIELDS.has(sortField) ? (sortField as SortField) : DEFAULT_LIST_FILTERS.sortField,
    sortDir: SORT_DIRS.has(sortDir) ? (sortDir as SortDir) : DEFAULT_LIST_FILTERS.sortDir,
    tags: [...new Set(tags)],
    search: normalizeSearch(params.get('search') ?? ''),
  };
}

const PAGES_PARAM = 'pages';

/**
 * The most list pages a link or a reload shows at once (`/?pages=`): 150 recipes, ten page requests side by side.
 * Past that, Load More goes on from there.
 */
export const MAX_RESTORED_PAGES = 10;

/**
 * How many pages the home page at `?search` shows: its `pages`, a whole number, at most MAX_RESTORED_PAGES (a link
 * or a reload never asks for more at once); 1 when absent or malformed.
 */
export function listPagesFromSearch(search: string): number {
  const text = new URLSearchParams(search).get(PAGES_PARAM) ?? '';
  return /^\d{1,6}$/.test(text) ? Math.min(MAX_RESTORED_PAGES, Math.max(1, Number(text))) : 1;
}

/** The query string with `pages` set to how many pages are shown (left out for 1), everything else kept. */
export function searchWithListPages(currentSearch: string, pages: number): string {
  const params = new URLSearchParams(currentSearch);
  const pairs = [...params].filter(([key]) => key !== PAGES_PARAM);
  if (pages > 1) pairs.push([PAGES_PARAM, String(pages)]);
  const query = pairs.map(([key, value]) => `${encodeQueryPart(key)}=${encodeQueryPart(value)}`).join('&');
  return query === '' ? '' : `?${query}`;
}

/**
 * The query string for `filters`, keeping any parameter that is not the list's, and `pages` only while the filters
 * stay the same (docs/spec.md §4: a change of sort, tags or search starts again at page 1). Starts with '?' unless
 * empty.
 */
export function searchWithListFilters(currentSearch: string, filters: RecipeListFilters): string {
  const pairs: Array<[string, string]> = [];
  if (filters.sortField !== DEFAULT_LIST_FILTERS.sortField) pairs.push(['sortField', filters.sortField]);
  if (filters.sortDir !== DEFAULT_LIST_FILTERS.sortDir) pairs.push(['sortDir', filters.sortDir]);
  if (filters.tags.length > 0) pairs.push(['tags', filters.tags.join(',')]);
  const search = normalizeSearch(filters.search);
  if (search !== '') pairs.push(['search', search]);
  const sameList = sameFilters(listFiltersFromSearch(currentSearch), filters);
  for (const [key, value] of new URLSearchParams(currentSearch)) {
    if (!OWN_PARAMS.includes(key) && (key !== PAGES_PARAM || sameList)) pairs.push([key, value]);
  }
  const query = pairs.map(([key, value]) => `${encodeQueryPart(key)}=${encodeQueryPart(value)}`).join('&');
  return query === '' ? '' : `?${query}`;
}

function sameFilters(a: RecipeListFilters, b: RecipeListFilters): boolean {
  return (
    a.sortField === b.sortField &&
    a.sortDir === b.sortDir &&
    normalizeSearch(a.search) === normalizeSearch(b.search) &&
    a.tags.join(',') === b.tags.join(',')
  );
}

/** The API path (and SWR key) of the first list page the home page at `?search` shows. */
export function firstListPageKey(search: string): string {
  return recipesKey({ ...listFiltersFromSearch(search), page: 1 });
}

/** The API paths (and SWR keys) of every list page the home page at `?search` shows at first: 1 to its `pages`. */
export function listPageKeys(search: string): string[] {
  const filters = listFiltersFromSearch(search);
  return Array.from({ length: listPagesFromSearch(search) }, (_, index) => recipesKey({ ...filters, page: index + 1 }));
}

export function normalizeSearch(text: string): string {
  // Cut to what the API takes: a longer term in a link searches by its start rather than failing.
  return text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH).trim();
}

/** Like encodeURIComponent, but keeps the tag list's commas and writes spaces as '+', for readable shared links. */
function encodeQueryPart(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%20/g, '+');
}
