import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

type Length = number | string;

export interface SkeletonProps {
  /** CSS length (numbers are pixels). Default 100%. */
  width?: Length;
  /** CSS length (numbers are pixels). Default 1em. */
  height?: Length;
  /** Corner radius, CSS length (numbers are pixels). Default var(--radius-sm). */
  radius?: Length;
  className?: string;
}

/**
 * A shimmering placeholder of fixed size, standing where content will appear so nothing shifts when it does.
 * Hidden from assistive technology: announce loading with a status message instead.
 */
export function Skeleton({ width = '100%', height = '1em', radius, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  if (radius !== undefined) style.borderRadius = radius;
  return <span aria-hidden="true" className={[styles.skeleton, className].filter(Boolean).join(' ')} style={style} />;
}
