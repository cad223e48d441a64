import { REMOTES, type RemoteKey } from '@simple-recipes/shared-api/contracts';
import { failureKindOf, type FailureKind } from './failure-report';
import { withLoadTimeout } from './load-timeout';
import { RemoteLoadError } from './remote-load-error';
import type { RemotesSetup } from './remotes-config';

/** The two calls of the Module Federation runtime this needs (a fake in tests). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}

export interface FallbackLoadingOptions {
  runtime: FederationRuntime;
  readSetup: () => Promise<RemotesSetup>;
  report: (key: RemoteKey, version: string | undefined, kind: FailureKind) => void;
  /** One attempt's time limit (the chosen version, then the fallback, each get it). */
  attemptTimeoutMs: number;
}

function keyOf(id: string): RemoteKey | undefined {
  return (Object.keys(REMOTES) as RemoteKey[]).find((key) => id.startsWith(`${REMOTES[key].name}/`));
}

/**
 * Loads federated modules with the runtime safety net of issue 13: the remotes are registered from remotes.json;
 * when the version chosen for this visitor fails (missing file, script error, time out), the failure is reported
 * and the remote is registered again at its last good entry (`force`), which is tried once before the error
 * reaches the page (and its Retry button).
 */
export function createFallbackLoading({ runtime, readSetup, report, attemptTimeoutMs }: FallbackLoadingOptions) {
  let registered: Promise<RemotesSetup> | null = null;
  /** The version each remote is registered at now (the chosen one, or the fallback after a failure). */
  const currentVersions = new Map<string, string | undefined>();
  const fellBack = new Set<string>();
  const loadedVersions = new Map<RemoteKey, string>();

  const register = (): Promise<RemotesSetup> => {
    registered ??= readSetup().then((setup) => {
      const remotes = Object.values(REMOTES).flatMap(({ name }) => {
        const entry = setup.config[name];
        currentVersions.set(name, setup.releases.versions[name]);
        return entry ? [{ name, entry }] : [];
      });
      runtime.registerRemotes(remotes);
      return setup;
    });
    registered.catch(() => {
      registered = null;
    });
    return registered;
  };

  const attempt = async (key: RemoteKey, id: string) => {
    const { name } = REMOTES[key];
    try {
      const module = await withLoadTimeout(key, id, runtime.loadRemote(id), attemptTimeoutMs);
      const version = currentVersions.get(name);
      if (version) loadedVersions.set(key, version);
      return module;
    } catch (error) {
      report(key, currentVersions.get(name), failureKindOf(error));
      throw error;
    }
  };

  async function loadModule(id: string): Promise<unknown> {
    const key = keyOf(id);
    let setup: RemotesSetup;
    try {
      setup = await register();
    } catch (error) {
      if (key)
        throw new RemoteLoadError(key, 'The list of remotes (remotes.json) could not be read.', { cause: error });
      throw error;
    }
    if (!key) return runtime.loadRemote(id);
    const { name } = REMOTES[key];
    if (!setup.config[name]) throw new RemoteLoadError(key, `remotes.json has no location for ${name}.`);
    try {
      return await attempt(key, id);
    } catch (error) {
      const fallback = setup.releases.fallbacks[name];
      if (!fallback || fellBack.has(name)) throw error;
      fellBack.add(name);
      console.error(`${id} failed to load; loading the last good version of ${name} instead.`, error);
      runtime.registerRemotes([{ name, entry: fallback }], { force: true });
      currentVersions.set(name, setup.releases.fallbackVersions[name]);
      return attempt(key, id);
    }
  }

  return {
    loadModule,
    /** The version of a remote whose page has loaded (undefined before, or when the site names none). */
    loadedVersion: (key: RemoteKey) => loadedVersions.get(key),
  };
}
