import { getInstance } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteKey } from '@simple-recipes/shared-api';
import { remoteErrorPlugin } from './federation-plugin';
import { RemoteLoadError } from './remote-load-error';
import { createRemoteLoader, DEFAULT_REMOTE_TIMEOUT_MS, type RemoteLoader } from './remote-loader';
import { loadRemotesConfig, type PartialRemotesConfig } from './remotes-config';

/**
 * The browser's RemoteLoader: reads the remote locations (remotes.json), registers them with the MF runtime the
 * shell's build created, and loads pages through it. A failed remotes.json read is retried on the next load.
 */
export function createFederationLoader({
  readConfig = () => loadRemotesConfig(),
  timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS,
}: { readConfig?: () => Promise<PartialRemotesConfig>; timeoutMs?: number } = {}): RemoteLoader {
  const federation = getInstance();
  if (!federation) throw new Error('The Module Federation runtime is not initialised (shell built without the plugin?).');
  federation.registerPlugins([remoteErrorPlugin({ timeoutMs })]);

  let registered: Promise<PartialRemotesConfig> | null = null;
  const register = (): Promise<PartialRemotesConfig> => {
    registered ??= readConfig().then((config) => {
      const remotes = Object.values(REMOTES).flatMap(({ name }) => {
        const entry = config[name];
        return entry ? [{ name, entry }] : [];
      });
      federation.registerRemotes(remotes);
      return config;
    });
    registered.catch(() => {
      registered = null;
    });
    return registered;
  };

  return createRemoteLoader({
    timeoutMs,
    async loadModule(id) {
      const key = (Object.keys(REMOTES) as RemoteKey[]).find((k) => id.startsWith(`${REMOTES[k].name}/`));
      let config: PartialRemotesConfig;
      try {
        config = await register();
      } catch (error) {
        if (key) throw new RemoteLoadError(key, 'The list of remotes (remotes.json) could not be read.', { cause: error });
        throw error;
      }
      if (key && !config[REMOTES[key].name]) {
        throw new RemoteLoadError(key, `remotes.json has no location for ${REMOTES[key].name}.`);
      }
      return federation.loadRemote(id);
    },
  });
}
