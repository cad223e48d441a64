import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { listPagesFromSearch, searchWithListPages } from '@simple-recipes/shared-api';
import { filtersFromSearch, searchWithFilters, type CatalogFilters } from '../catalog-query';

export interface CatalogFiltersState {
  /** The filters in the URL; a stable object while they are unchanged. */
  filters: CatalogFilters;
  /** How many pages the URL says Load More had shown (`pages`), for a reload or Back to show them again. */
  pages: number;
  /** Changes some filters: a new history entry, so Back returns to the previous list. The list starts at page 1. */
  updateFilters(patch: Partial<CatalogFilters>): void;
  /** Records how many pages are shown, in the same history entry (Back still goes to the previous list). */
  recordPages(pages: number): void;
}

/** The catalog's filters live in the URL query string (see catalog-query.ts); the URL is the only state. */
export function useCatalogFilters(): CatalogFiltersState {
  const { search } = useLocation();
  const navigate = useNavigate();
  // Recording the pages changes the query but not the filters: the same filters object, so nothing refetches.
  const filtersSearch = searchWithListPages(search, 1);
  const filters = useMemo(() => filtersFromSearch(filtersSearch), [filtersSearch]);
  const pages = listPagesFromSearch(search);

  // Read at call time: two updates in one tick (or one from a debounced effect) must build on the latest URL.
  const latestSearch = useRef(search);
  latestSearch.current = search;

  const go = useCallback(
    (next: string, replace: boolean) => {
      const current = latestSearch.current;
      if (next === current || (next === '' && current === '?')) return;
      latestSearch.current = next;
      // Without a pathname, the target keeps the current path (the shell's `/`, or the standalone page).
      navigate({ search: next }, { replace });
    },
    [navigate],
  );

  const updateFilters = useCallback(
    (patch: Partial<CatalogFilters>) => {
      const current = latestSearch.current;
      go(searchWithFilters(current, { ...filtersFromSearch(current), ...patch }), false);
    },
    [go],
  );

  const recordPages = useCallback((shown: number) => go(searchWithListPages(latestSearch.current, shown), true), [go]);

  return { filters, pages, updateFilters, recordPages };
}
