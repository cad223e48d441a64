import { createFallbackLoading, type FederationRuntime } from './fallback-loading';
import type { RemotesSetup } from './remotes-config';

const setup: RemotesSetup = {
  config: { mf_catalog: '/remotes/mf-catalog/bbbbbbbbbbbb/remoteEntry.js' },
  releases: {
    versions: { mf_catalog: 'bbbbbbbbbbbb' },
    fallbacks: { mf_catalog: '/remotes/mf-catalog/aaaaaaaaaaaa/remoteEntry.js' },
    fallbackVersions: { mf_catalog: 'aaaaaaaaaaaa' },
  },
};

/** A runtime whose entries load or fail as the test says, like the MF runtime's loadRemote. */
function runtime(failing: Set<string>) {
  const entries = new Map<string, string>();
  const registrations: Array<{ entry: string; force: boolean }> = [];
  const fake: FederationRuntime = {
    registerRemotes(remotes, options) {
      for (const { name, entry } of remotes) {
        entries.set(name, entry);
        registrations.push({ entry, force: options?.force ?? false });
      }
    },
    async loadRemote(id) {
      const entry = entries.get(id.split('/')[0]!)!;
      if (failing.has(entry)) throw new Error(`ScriptExecutionError: ${entry} threw`);
      return { default: () => entry };
    },
  };
  return { fake, registrations };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('loads the chosen version and records it', async () => {
  const { fake } = runtime(new Set());
  const report = jest.fn();
  const loading = createFallbackLoading({
    runtime: fake,
    readSetup: async () => setup,
    report,
    attemptTimeoutMs: 1000,
  });
  await loading.loadModule('mf_catalog/CatalogPage');
  expect(loading.loadedVersion('catalog')).toBe('bbbbbbbbbbbb');
  expect(report).not.toHaveBeenCalled();
});

it('falls back to the last good version when the chosen one fails, and reports the failure', async () => {
  const { fake, registrations } = runtime(new Set([setup.config.mf_catalog!]));
  const report = jest.fn();
  const loading = createFallbackLoading({
    runtime: fake,
    readSetup: async () => setup,
    report,
    attemptTimeoutMs: 1000,
  });
  const module = (await loading.loadModule('mf_catalog/CatalogPage')) as { default: () => string };
  expect(module.default()).toBe(setup.releases.fallbacks.mf_catalog);
  expect(registrations.at(-1)).toEqual({ entry: setup.releases.fallbacks.mf_catalog, force: true });
  expect(report).toHaveBeenCalledWith('catalog', 'bbbbbbbbbbbb', 'script-error');
  expect(loading.loadedVersion('catalog')).toBe('aaaaaaaaaaaa');
});

it('gives up (for the page to show its error and Retry) when the fallback fails too, reporting both', async () => {
  const { fake } = runtime(new Set([setup.config.mf_catalog!, setup.releases.fallbacks.mf_catalog!]));
  const report = jest.fn();
  const loading = createFallbackLoading({
    runtime: fake,
    readSetup: async () => setup,
    report,
    attemptTimeoutMs: 1000,
  });
  await expect(loading.loadModule('mf_catalog/CatalogPage')).rejects.toThrow(/threw/);
  expect(report.mock.calls).toEqual([
    ['catalog', 'bbbbbbbbbbbb', 'script-error'],
    ['catalog', 'aaaaaaaaaaaa', 'script-error'],
  ]);
});

it('times out an attempt that never settles, and reports it as a time out', async () => {
  const report = jest.fn();
  const hanging: FederationRuntime = {
    registerRemotes: () => undefined,
    loadRemote: () => new Promise(() => undefined),
  };
  const noFallback: RemotesSetup = { ...setup, releases: { ...setup.releases, fallbacks: {} } };
  const loading = createFallbackLoading({
    runtime: hanging,
    readSetup: async () => noFallback,
    report,
    attemptTimeoutMs: 20,
  });
  await expect(loading.loadModule('mf_catalog/CatalogPage')).rejects.toThrow(/did not load within/);
  expect(report).toHaveBeenCalledWith('catalog', 'bbbbbbbbbbbb', 'timeout');
});
