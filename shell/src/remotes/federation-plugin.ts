import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteKey } from '@simple-recipes/shared-api';
import { RemoteLoadError } from './remote-load-error';

function remoteKeyOf(id: string): RemoteKey | undefined {
  const name = id.split('/')[0];
  return (Object.keys(REMOTES) as RemoteKey[]).find((key) => REMOTES[key].name === name);
}

/**
 * MF runtime plugin: a remote that cannot load (down, 404, bad script) ends as a RemoteLoadError the route's
 * boundary shows, and a remote entry that never answers gives up after `timeoutMs` instead of hanging.
 */
export function remoteErrorPlugin({ timeoutMs }: { timeoutMs: number }): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-errors',
    createScript() {
      return { timeout: timeoutMs };
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Module Federation could not load "${id}" (${lifecycle}).`, error);
      const key = remoteKeyOf(id);
      if (key) throw new RemoteLoadError(key, `"${id}" could not be loaded.`, { cause: error });
      throw error;
    },
  };
}
