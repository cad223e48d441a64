import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorNotice } from '@simple-recipes/shared-ui';
import styles from './site-error.module.css';

/**
 * Last resort when the shell itself throws while rendering (a remote's failure stays in its area). A plain message
 * with a reload, instead of the router's developer screen.
 */
export function SiteError() {
  const error = useRouteError();
  useEffect(() => console.error('The site failed to render.', error), [error]);
  return (
    <main className={styles.page}>
      <h1>Simple Recipes For Everyone</h1>
      <ErrorNotice onRetry={() => window.location.reload()}>
        Something went wrong while showing this page. Reload to try again.
      </ErrorNotice>
    </main>
  );
}
