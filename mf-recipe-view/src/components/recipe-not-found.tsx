import { Link } from 'react-router-dom';
import { buttonClassName } from '@simple-recipes/shared-ui';
import { pageTitle } from '@simple-recipes/shared-api/page-meta';
import { useDocumentTitle } from '@simple-recipes/shared-ui/document-title';
import styles from './recipe-not-found.module.css';

/** A real page for an address with no recipe behind it (never a blank area). */
export function RecipeNotFound() {
  useDocumentTitle(pageTitle('Recipe not found'));
  return (
    <section className={styles.notFound} aria-labelledby="recipe-not-found">
      <h1 id="recipe-not-found" className={styles.title}>
        Recipe not found
      </h1>
      <p className={styles.text}>
        There is no recipe at this address. It may have been removed, or the link may be mistyped.
      </p>
      <Link className={buttonClassName('primary')} to="/">
        See all recipes
      </Link>
    </section>
  );
}
