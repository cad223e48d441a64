import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { filtersFromSearch, searchWithFilters, type CatalogFilters } from '../catalog-query';

export interface CatalogFiltersState {
  /** The filters in the URL; a stable object while the URL's query string is unchanged. */
  filters: CatalogFilters;
  /** Changes some filters: a new history entry, so Back returns to the previous list. */
  updateFilters(patch: Partial<CatalogFilters>): void;
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

  return { filters, updateFilters };
}
