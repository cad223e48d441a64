import type { ReactNode } from 'react';
import { REMOTES, type RemoteKey } from '@simple-recipes/shared-api/contracts';
import { useRemoteLoader } from '../remotes/remote-loader-context';
import styles from './area-root.module.css';

/**
 * The root element of one remote's area. It says which remote and which release version runs there (the version
 * the loader ended up with, after any fallback), so a bug report or a test can tell.
 */
export function AreaRoot({ remote, children }: { remote: RemoteKey; children: ReactNode }) {
  const version = useRemoteLoader().loadedVersion?.(remote);
  return (
    <div className={styles.area} data-remote={REMOTES[remote].folder} data-remote-version={version}>
      {children}
    </div>
  );
}
