import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './error-notice.module.css';

export interface ErrorNoticeProps {
  /** What went wrong, in plain words. */
  children: ReactNode;
  /** When given, a "Retry" button calls it. */
  onRetry?: () => void;
  className?: string;
}

/** A failure the user should know about, announced at once, with a way to try again. */
export function ErrorNotice({ children, onRetry, className }: ErrorNoticeProps) {
  return (
    <div role="alert" className={[styles.notice, className].filter(Boolean).join(' ')}>
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <div className={styles.message}>{children}</div>
      {onRetry && (
        <Button variant="secondary" className={styles.retry} onClick={() => onRetry()}>
          Retry
        </Button>
      )}
    </div>
  );
}
