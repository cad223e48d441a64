import { Link } from 'react-router-dom';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Back to all recipes</Link>
      </p>
    </div>
  );
}
