import styles from './save-status.module.css';

interface SaveStatusProps {
  isSaving: boolean;
  /** Upload progress, 0..1. */
  progress: number;
}

/** "Saving… 42%" with a progress bar while the request (and its image) uploads. */
export function SaveStatus({ isSaving, progress }: SaveStatusProps) {
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div role="status" className={styles.status}>
      {isSaving && (
        <>
          <span>{percent < 100 ? `Saving… ${percent}%` : 'Saving… finishing up'}</span>
          <progress className={styles.bar} max={100} value={percent} aria-label="Upload progress" />
        </>
      )}
    </div>
  );
}
