import { getInstance } from '@module-federation/enhanced/runtime';
import { createFallbackLoading } from './fallback-loading';
import { reportRemoteFailure } from './failure-report';
import { remoteErrorPlugin } from './federation-plugin';
import { createRemoteLoader, DEFAULT_REMOTE_TIMEOUT_MS, type RemoteLoader } from './remote-loader';
import { loadRemotesSetup, type RemotesSetup } from './remotes-config';

/**
 * The browser's RemoteLoader: reads the remote locations (remotes.json), registers them with the MF runtime the
 * shell's build created, and loads pages through it — falling back to a remote's last good version when the
 * chosen one fails (fallback-loading.ts). A failed remotes.json read is retried on the next load.
 */
export function createFederationLoader({
  readSetup = () => loadRemotesSetup(),
  timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS,
}: { readSetup?: () => Promise<RemotesSetup>; timeoutMs?: number } = {}): RemoteLoader {
  const federation = getInstance();
  if (!federation)
    throw new Error('The Module Federation runtime is not initialised (shell built without the plugin?).');
  federation.registerPlugins([remoteErrorPlugin({ timeoutMs })]);

  const loading = createFallbackLoading({
    runtime: federation,
    readSetup,
    report: reportRemoteFailure,
    attemptTimeoutMs: timeoutMs,
  });
  // Two attempts (the chosen version, then the last good one) each get the time limit.
  const loader = createRemoteLoader({ timeoutMs: 2 * timeoutMs, loadModule: loading.loadModule });
  return { ...loader, loadedVersion: loading.loadedVersion };
}
