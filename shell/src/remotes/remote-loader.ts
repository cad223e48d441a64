import type { RemoteKey } from '@simple-recipes/shared-api/contracts';
import { withLoadTimeout } from './load-timeout';
import { RemoteLoadError } from './remote-load-error';
import { pageComponentOf, remoteModuleId, type RemotePage } from './remote-pages';

/** Loads the remotes' pages; the shell's routes get it from context, tests inject their own. */
export interface RemoteLoader {
  /** The page component of a remote, loaded once; rejects with a RemoteLoadError. */
  load<K extends RemoteKey>(key: K): Promise<RemotePage<K>>;
  /** Starts loading in the background (current route at start, a link's target on hover/focus). */
  preload(key: RemoteKey | null): void;
  /** Forgets the last attempt, so the next load really fetches again (Retry). */
  reset(key: RemoteKey): void;
  /** The release version a loaded remote runs (shown on its area for bug reports), when the site names one. */
  loadedVersion?(key: RemoteKey): string | undefined;
}

export const DEFAULT_REMOTE_TIMEOUT_MS = 15_000;

/**
 * @param loadModule fetches and starts a federated module by id (`mf_catalog/CatalogPage`): the MF runtime's
 *   loadRemote in the browser, a fake in tests.
 */
export function createRemoteLoader({
  loadModule,
  timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS,
}: {
  loadModule: (id: string) => Promise<unknown>;
  timeoutMs?: number;
}): RemoteLoader {
  const attempts = new Map<RemoteKey, Promise<RemotePage<RemoteKey>>>();

  function load<K extends RemoteKey>(key: K): Promise<RemotePage<K>> {
    const existing = attempts.get(key);
    if (existing) return existing as Promise<RemotePage<K>>;
    const attempt = withLoadTimeout(key, remoteModuleId(key), loadModule(remoteModuleId(key)), timeoutMs)
      .then((module) => pageComponentOf(key, module))
      .catch((error: unknown) => {
        throw error instanceof RemoteLoadError
          ? error
          : new RemoteLoadError(key, `${remoteModuleId(key)} could not be loaded.`, { cause: error });
      });
    attempts.set(key, attempt);
    // A failed attempt is not kept: the next render or Retry starts a new one.
    attempt.catch(() => {
      if (attempts.get(key) === attempt) attempts.delete(key);
    });
    return attempt;
  }

  return {
    load,
    preload(key) {
      if (key) load(key).catch(() => undefined); // the route's error boundary shows the failure when it renders
    },
    reset(key) {
      attempts.delete(key);
    },
  };
}
