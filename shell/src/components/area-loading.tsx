import { Spinner } from '@simple-recipes/shared-ui';
import styles from './area-loading.module.css';

/** What a route shows while its remote loads: quiet, and only after a short delay (no flash on fast loads). */
export function AreaLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Loading" />
    </div>
  );
}
