import { NOT_FOUND_HINT } from '../not-found-fields';
import styles from './not-found-note.module.css';

/** The short note under a field an import from a web page did not find; the field is described by it (`id`). */
export function NotFoundNote({ id, children = NOT_FOUND_HINT }: { id: string; children?: string }) {
  return (
    <p id={id} className={styles.note}>
      {children}
    </p>
  );
}
