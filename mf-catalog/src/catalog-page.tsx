import { useEffect, useRef } from 'react';
import { PAGE_SIZE, useRecipeList } from '@simple-recipes/shared-api';
import type { CatalogPageProps } from '@simple-recipes/shared-api/contracts';
import { ErrorNotice } from '@simple-recipes/shared-ui';
import { ActiveFilters } from './components/active-filters';
import { EmptyState } from './components/empty-state';
import { FilterPanel } from './components/filter-panel';
import { ListStatus, listStatusText } from './components/list-status';
import { LoadMore } from './components/load-more';
import { RecipeGrid, SkeletonGrid } from './components/recipe-grid';
import { narrowingOf } from './catalog-query';
import { useCatalogFilters } from './hooks/use-catalog-filters';
import { useFocusCardLeft } from './hooks/use-focus-card-left';
import { useFocusFirstNew } from './hooks/use-focus-first-new';
import { useSearchBox } from './hooks/use-search-box';
import styles from './catalog-page.module.css';

/** The home screen: filters (shown by the shell's toggle), recipe cards, Load More. Filters and pages live in the URL. */
export function CatalogPage({ canEdit, showFilters }: CatalogPageProps) {
  const { filters, updateFilters, pages, recordPages } = useCatalogFilters();
  const search = useSearchBox(filters.search, (term) => updateFilters({ search: term }));
  const list = useRecipeList(filters, pages);
  const narrowing = narrowingOf(filters);
  const filtered = narrowing.any;

  useEffect(() => {
    if (list.error) console.error('The recipes could not be loaded.', list.error);
  }, [list.error]);

  const gridRef = useRef<HTMLUListElement>(null);
  const loadMoreRef = useRef<HTMLDivElement>(null);
  const focusFirstNewAfterLoad = useFocusFirstNew(list.recipes.length, gridRef, loadMoreRef);
  useFocusCardLeft(gridRef, list.recipes.length);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const clearFilters = () => {
    search.setText('');
    updateFilters({ tags: [], search: '' });
    // The button pressed goes with the filters: the focus goes on from the list's heading.
    headingRef.current?.focus();
  };

  const firstPageLoading = list.isLoading && list.recipes.length === 0;
  const firstPageFailed = !!list.error && list.recipes.length === 0;
  // The client's messages are plain sentences ("The server could not be reached. Check your connection…").
  const loadError = list.error && `The recipes could not be loaded. ${list.error.message}`;
  const statusText = listStatusText({
    loading: firstPageLoading,
    shown: list.recipes.length,
    count: list.count,
    filtered,
  });

  return (
    <div className={styles.page}>
      {showFilters && <FilterPanel filters={filters} onChange={updateFilters} search={search} />}
      <div className={styles.heading}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          Recipes
        </h1>
        <ListStatus text={statusText} visible={list.recipes.length > 0} />
      </div>
      {filtered && !showFilters && (
        <ActiveFilters filters={filters} onClear={list.count === 0 ? undefined : clearFilters} />
      )}
      {firstPageFailed ? (
        <ErrorNotice onRetry={list.retry}>{loadError}</ErrorNotice>
      ) : firstPageLoading ? (
        <SkeletonGrid count={PAGE_SIZE} />
      ) : list.count === 0 ? (
        <EmptyState narrowedBy={narrowing} onClearFilters={clearFilters} canEdit={canEdit} />
      ) : (
        <RecipeGrid ref={gridRef} recipes={list.recipes} />
      )}
      {list.error && !firstPageFailed && (
        <div className={styles.moreError}>
          <ErrorNotice onRetry={list.retry}>{loadError}</ErrorNotice>
        </div>
      )}
      {list.hasMore && !list.error && (
        <div ref={loadMoreRef}>
          <LoadMore
            loading={list.isLoadingMore}
            onLoadMore={() => {
              focusFirstNewAfterLoad(list.recipes.length);
              list.loadMore();
              recordPages(list.pages + 1);
            }}
          />
        </div>
      )}
    </div>
  );
}

export default CatalogPage;
