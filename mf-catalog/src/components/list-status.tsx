import { VisuallyHidden } from '@simple-recipes/shared-ui';
import styles from './list-status.module.css';

export interface ListStatusProps {
  /** What a screen reader announces, e.g. "Showing 15 of 27 recipes". */
  text: string;
  /** Also shown on screen (otherwise the skeletons or the empty state say it visually). */
  visible: boolean;
}

/**
 * A polite live region, always in the page so that screen readers announce each change of its text.
 * Its line is reserved even when the text is only for screen readers, so the grid below never moves.
 */
export function ListStatus({ text, visible }: ListStatusProps) {
  return (
    <p role="status" className={styles.status}>
      {visible ? text : <VisuallyHidden>{text}</VisuallyHidden>}
    </p>
  );
}

export interface ListProgress {
  loading: boolean;
  shown: number;
  count: number | undefined;
  filtered: boolean;
}

/** The list's state in words, for the live region. A failure is not repeated here: its alert announces it. */
export function listStatusText({ loading, shown, count, filtered }: ListProgress): string {
  if (loading) return 'Loading recipes…';
  if (count === undefined) return '';
  if (count === 0) return filtered ? 'No recipes match' : 'No recipes yet';
  return `Showing ${shown} of ${count} ${count === 1 ? 'recipe' : 'recipes'}`;
}
