import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@simple-recipes/shared-ui';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** Tags or a search narrow the list (otherwise there are no recipes at all). */
  filtered: boolean;
  onClearFilters(): void;
  canEdit: boolean;
}

export function EmptyState({ filtered, onClearFilters, canEdit }: EmptyStateProps) {
  if (filtered) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.title}>No recipes match</h2>
        <p>Try fewer tags or another search.</p>
        <Button variant="secondary" onClick={onClearFilters}>
          Clear filters
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <h2 className={styles.title}>No recipes yet</h2>
      {canEdit && (
        <Link to="/create" className={buttonClassName('primary')}>
          Add Recipe
        </Link>
      )}
    </div>
  );
}
