import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { listPagesFromSearch, searchWithListPages } from '@simple-recipes/shared-api';
import { filtersFromSearch, searchWithFilters, type CatalogFilters } from '../catalog-query';

export interface CatalogFiltersState {
  /** The filters in the URL; a stable object while the URL's query string is unchanged. */
  filters: CatalogFilters;
  /** Changes some filters: a new history entry, so Back returns to the previous list. */
  updateFilters(patch: Partial<CatalogFilters>): void;
  /** How many list pages the URL says are shown (`?pages=`): Load More's pages, shown again on a reload. */
  pages: number;
  /** Records that `pages` pages are shown, in place of the current history entry: Back still leaves the list. */
  recordPages(pages: number): void;
}

/** The catalog's filters live in the URL query string (see catalog-query.ts); the URL is the only state. */
export function useCatalogFilters(): CatalogFiltersState {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromSearch(search), [search]);

  // Read at call time: two updates in one tick (or one from a debounced effect) must build on the latest URL.
  const latestSearch = useRef(search);
  latestSearch.current = search;

  const updateFilters = useCallback(
    (patch: Partial<CatalogFilters>) => {
      const current = latestSearch.current;
      const next = searchWithFilters(current, { ...filtersFromSearch(current), ...patch });
      if (next === current || (next === '' && current === '?')) return;
      latestSearch.current = next;
      // Without a pathname, the target keeps the current path (the shell's `/`, or the standalone page).
      navigate({ search: next });
    },
    [navigate],
  );

  const recordPages = useCallback(
    (pages: number) => {
      const next = searchWithListPages(latestSearch.current, pages);
      latestSearch.current = next;
      navigate({ search: next }, { replace: true });
    },
    [navigate],
  );

  return { filters, updateFilters, pages: listPagesFromSearch(search), recordPages };
}
