import { useState, type MouseEvent } from 'react';
import { getPermission, revalidatePermission } from '@simple-recipes/shared-api';
import { exportUrl } from '@simple-recipes/shared-api/imports';
import { ErrorNotice, buttonClassName } from '@simple-recipes/shared-ui';
import { startDownload } from '../start-download';
import styles from './tool-panel.module.css';

type Refusal = 'logged-out' | { failure: string };

/**
 * "Export all recipes" and what it gives: a link to the zip, which the browser downloads. A session that has ended would download the
 * server's refusal as a file (or a failed download and nothing on the page), so the session is asked first: once
 * it has ended, the page says so and shows that the editor is logged out.
 */
export function ExportLink() {
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const start = async () => {
    setRefusal(null);
    try {
      const permission = await getPermission();
      if (permission.status) {
        startDownload(exportUrl());
        return;
      }
      setRefusal('logged-out');
      await revalidatePermission(permission);
    } catch (failure) {
      console.error('Starting the export failed:', failure);
      setRefusal({ failure: failure instanceof Error ? failure.message : String(failure) });
    }
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void start();
  };

  return (
    <>
      <div className={styles.row}>
        <a className={buttonClassName('secondary')} href={exportUrl()} download onClick={onClick}>
          Export all recipes
        </a>
        <p className={styles.hint}>A zip of every recipe (schema.org JSON-LD) with its picture.</p>
      </div>
      {refusal === 'logged-out' && (
        <ErrorNotice>You are logged out, so the recipes cannot be exported. Log in again, then export.</ErrorNotice>
      )}
      {refusal !== null && refusal !== 'logged-out' && (
        <ErrorNotice onRetry={() => void start()}>The export could not start: {refusal.failure}</ErrorNotice>
      )}
    </>
  );
}
