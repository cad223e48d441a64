import styles from './field.module.css';
import { errorId } from './field-a11y';

/** The red message under a field; absent when there is no error, so nothing is announced for nothing. */
export function FieldError({ fieldId, error }: { fieldId: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(fieldId)} className={styles.error}>
      {error}
    </p>
  );
}
