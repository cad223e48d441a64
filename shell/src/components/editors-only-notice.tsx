import { Link, useLocation } from 'react-router-dom';
import { usePermission } from '@simple-recipes/shared-api';
import { returnToOf } from './return-to';
import styles from './page-notice.module.css';

/** Says why a visitor who opened an editors' page is on `/`, with the way on: logging in leads back to that page. */
export function EditorsOnlyNotice() {
  const { pathname, state } = useLocation();
  const { canEdit, name, settled } = usePermission();
  const returnTo = returnToOf(state);
  if (pathname !== '/' || !returnTo || !settled || canEdit || name) return null;
  return (
    <p role="status" className={styles.notice}>
      That page is for editors.{' '}
      <Link to="/login" state={{ returnTo }}>
        Log in
      </Link>{' '}
      to go on to it.
    </p>
  );
}
