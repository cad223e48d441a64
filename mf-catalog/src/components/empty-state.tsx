import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@simple-recipes/shared-ui';
import type { Narrowing } from '../catalog-query';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** What narrows the list; with neither, there are no recipes at all. */
  narrowedBy: Narrowing;
  onClearFilters(): void;
  canEdit: boolean;
}

/** The way out the hint names is the one the visitor took in. */
function hintFor({ tags, search }: Narrowing): string {
  if (tags && search) return 'Try fewer tags or another search.';
  return tags ? 'Try fewer tags.' : 'Try another search.';
}

export function EmptyState({ narrowedBy, onClearFilters, canEdit }: EmptyStateProps) {
  if (narrowedBy.any) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.title}>No recipes match</h2>
        <p>{hintFor(narrowedBy)}</p>
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
