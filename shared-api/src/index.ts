export * from './types';
export * from './contracts';
export * from './client';
// Not re-exported: './schema' (Yup) is imported as '@simple-recipes/shared-api/schema' by the editor and the server only. This
// root is the Module Federation singleton every page loads first; Yup here would add 12 KB gzip to every page.
export * from './format';
export * from './users/get-permission';
export * from './session/login';
export * from './session/logout';
export * from './tags/get-tags';
export * from './recipes/get-recipes';
export {
  DEFAULT_LIST_FILTERS,
  firstListPageKey,
  listFiltersFromSearch,
  listPagesFromSearch,
  normalizeSearch,
  searchWithListFilters,
  searchWithListPages,
} from './urls';
export * from './recipes/get-recipe';
export * from './recipes/delete-recipe';
export * from './recipes/revalidate';
