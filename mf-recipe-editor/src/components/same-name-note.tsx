import type { SameNameRecipe } from '@simple-recipes/shared-api';
import { VisuallyHidden } from '@simple-recipes/shared-ui';
import styles from './not-found-note.module.css';

/**
 * Under the Name field: a recipe of that name is already here. Saving is still allowed (two recipes may share a
 * name); its page opens in a new tab, so what was typed here stays.
 */
export function SameNameNote({ id, recipe }: { id: string; recipe: SameNameRecipe }) {
  return (
    <p id={id} className={styles.note}>
      A recipe named “{recipe.name}” is already here —{' '}
      <a href={`/${encodeURIComponent(recipe.stub)}`} target="_blank" rel="noopener noreferrer">
        open it<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </p>
  );
}
