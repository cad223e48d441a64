import { Skeleton, VisuallyHidden } from '@simple-recipes/shared-ui';
import styles from './recipe-skeleton.module.css';

/** The page's shape while the recipe loads, in the same boxes, so nothing jumps when it arrives. */
export function RecipeSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <VisuallyHidden>Loading recipe…</VisuallyHidden>
      <div className={styles.header}>
        <div className={styles.image}>
          <Skeleton width="100%" height="100%" />
        </div>
        <div className={styles.details}>
          <Skeleton width="80%" height="2.5rem" />
          <Skeleton width="40%" height="1.5rem" />
          <Skeleton width="60%" height="3rem" />
          <Skeleton width="25%" height="1.5rem" />
          <Skeleton width="12rem" height="3.25rem" />
        </div>
      </div>
      <div className={styles.body}>
        <div className={styles.column}>
          {[90, 70, 80, 60, 75].map((width, index) => (
            <Skeleton key={index} width={`${width}%`} height="1.25rem" />
          ))}
        </div>
        <div className={styles.column}>
          {[100, 95, 85, 100, 70].map((width, index) => (
            <Skeleton key={index} width={`${width}%`} height="2.5rem" />
          ))}
        </div>
      </div>
    </div>
  );
}
