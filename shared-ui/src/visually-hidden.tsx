import type { ComponentPropsWithRef } from 'react';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for assistive technology only: read aloud, not shown. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span className={[styles.hidden, className].filter(Boolean).join(' ')} {...props} />;
}
