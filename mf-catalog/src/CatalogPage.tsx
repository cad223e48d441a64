import { useEffect, useRef } from 'react';
import { PAGE_SIZE, useRecipeList } from '@simple-recipes/shared-api';
import type { CatalogPageProps } from '@simple-recipes/shared-api/contracts';
import { ErrorNotice } from '@simple-recipes/shared-ui';
import { EmptyState } from './components/EmptyState';
import { FilterPanel } from './components/FilterPanel';
import { ListStatus, listStatusText } from './components/ListStatus';
import { LoadMore } from './components/LoadMore';
import { RecipeGrid, SkeletonGrid } from './components/RecipeGrid';
import { hasActiveFilters } from './catalogQuery';
import { useCatalogFilters } from './hooks/useCatalogFilters';
import { useFocusFirstNew } from './hooks/useFocusFirstNew';
import { useSearchBox } from './hooks/useSearchBox';
import styles from './CatalogPage.module.css';

/** The home screen: filters (shown by the shell's toggle), recipe cards, Load More. Filters live in the URL. */
export function CatalogPage({ canEdit, showFilters }: CatalogPageProps) {
  const { filters, updateFilters } = useCatalogFilters();
  const search = useSearchBox(filters.search, (term) => updateFilters({ search: term }));
  const list = useRecipeList(filters);
  const filtered = hasActiveFilters(filters);

  useEffect(() => {
    if (list.error) console.error('The recipes could not be loaded.', list.error);
  }, [list.error]);

  const gridRef = useRef<HTMLUListElement>(null);
  const loadMoreRef = useRef<HTMLDivElement>(null);
  const focusFirstNewAfterLoad = useFocusFirstNew(list.recipes.length, gridRef, loadMoreRef);

  const clearFilters = () => {
    search.setText('');
    updateFilters({ tags: [], search: '' });
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
        <h1 className={styles.title}>Recipes</h1>
        <ListStatus text={statusText} visible={list.recipes.length > 0} />
      </div>
      {firstPageFailed ? (
        <ErrorNotice onRetry={list.retry}>{loadError}</ErrorNotice>
      ) : firstPageLoading ? (
        <SkeletonGrid count={PAGE_SIZE} />
      ) : list.count === 0 ? (
        <EmptyState filtered={filtered} onClearFilters={clearFilters} canEdit={canEdit} />
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
            }}
          />
        </div>
      )}
    </div>
  );
}

export default CatalogPage;
