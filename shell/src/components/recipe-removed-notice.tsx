import { useLocation } from 'react-router-dom';
import { removedRecipeOf } from '@simple-recipes/shared-api';
import styles from './page-notice.module.css';

/** Says on `/` which recipe the recipe page just removed, so the list that no longer shows it is no surprise. */
export function RecipeRemovedNotice() {
  const { pathname, state } = useLocation();
  const removed = removedRecipeOf(state);
  if (pathname !== '/' || !removed) return null;
  return (
    <p role="status" className={styles.notice}>
      “{removed}” was removed.
    </p>
  );
}
