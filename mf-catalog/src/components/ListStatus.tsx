import { VisuallyHidden } from 'shared-ui';
import styles from './ListStatus.module.css';

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
