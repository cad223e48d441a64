import styles from './spinner.module.css';

export interface SpinnerProps {
  /** What is happening, in words ("Loading recipes"); shown beside the wheel and announced politely. */
  label: string;
  className?: string;
}

/** A spinning wheel with its label, announced as a status. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role="status" className={[styles.spinner, className].filter(Boolean).join(' ')}>
      <span className={styles.wheel} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </span>
  );
}
