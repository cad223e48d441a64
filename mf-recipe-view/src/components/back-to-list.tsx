import { Link, useLocation } from 'react-router-dom';
import { listQueryOf } from '@simple-recipes/shared-api';
import styles from './back-to-list.module.css';

/**
 * The way back to the recipes: to the list this page was opened from, with its tags, search and sort, else to the
 * whole list (a shared link, a bookmark).
 */
export function BackToList() {
  const query = listQueryOf(useLocation().state);
  return (
    <Link to={`/${query ?? ''}`} className={styles.back}>
      <span aria-hidden="true">←</span>
      {query ? 'Back to the list' : 'All recipes'}
    </Link>
  );
}
