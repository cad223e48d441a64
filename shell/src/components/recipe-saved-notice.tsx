import { useLocation } from 'react-router-dom';
import { savedRecipeOf } from '@simple-recipes/shared-api';
import styles from './page-notice.module.css';

/** Says on a recipe's page that the form just saved it: the page alone looks as it did before the save. */
export function RecipeSavedNotice() {
  const { pathname, state } = useLocation();
  const saved = savedRecipeOf(state);
  if (pathname === '/' || !saved) return null;
  return (
    <p role="status" className={styles.notice}>
      {saved.added ? `“${saved.savedRecipe}” was added.` : `Changes to “${saved.savedRecipe}” were saved.`}
    </p>
  );
}
