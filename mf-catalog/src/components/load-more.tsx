import { Button } from '@simple-recipes/shared-ui';
import styles from './load-more.module.css';

export interface LoadMoreProps {
  loading: boolean;
  onLoadMore(): void;
}

/**
 * While a page loads the button says so and ignores clicks; it stays focusable (aria-disabled, not disabled)
 * so keyboard focus is not dropped to the top of the page.
 */
export function LoadMore({ loading, onLoadMore }: LoadMoreProps) {
  return (
    <div className={styles.row}>
      <Button
        variant="secondary"
        aria-disabled={loading}
        onClick={() => {
          if (!loading) onLoadMore();
        }}
      >
        {loading ? 'Loading more recipes…' : 'Load More'}
      </Button>
    </div>
  );
}
