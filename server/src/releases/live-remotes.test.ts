import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteActivation, StoredRelease } from '../db/releases';
import { LiveRemotes } from './live-remotes';

const VERSION = 'a1b2c3d4e5f6';
const HOSTED_ENTRY = `/remotes/mf-catalog/${VERSION}/remoteEntry.js`;
const BUILT_IN_ENTRY = '/remotes/mf-catalog/remoteEntry.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'live-remotes-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const entryFile = () => path.join(root, 'mf-catalog', VERSION, 'remoteEntry.js');
function putFiles() {
  mkdirSync(path.dirname(entryFile()), { recursive: true });
  writeFileSync(entryFile(), 'remote entry');
}

/** One active hosted release of the catalog, and a clock the test moves. */
function liveRemotes() {
  const activation: RemoteActivation = { remote: 'mf-catalog', active: VERSION, previous: null, canary: null };
  const release: StoredRelease = {
    remote: 'mf-catalog',
    version: VERSION,
    entryUrl: HOSTED_ENTRY,
    publishedAt: 0,
    tokenId: null,
    failures: 0,
    lastFailure: null,
  };
  const releases = {
    generation: jest.fn(async () => 1),
    activations: jest.fn(async () => [activation]),
    list: jest.fn(async () => [release]),
  };
  const clock = { now: 1_000_000 };
  const warnings: string[] = [];
  const live = new LiveRemotes({
    releases,
    baseConfig: () => ({ mf_catalog: BUILT_IN_ENTRY }),
    builtInVersions: {},
    root,
    log: {
      warn: (details: object | string, message?: string) =>
        void warnings.push(typeof details === 'string' ? details : (message ?? '')),
    },
    recheckMs: 30_000,
    now: () => clock.now,
  });
  const served = () => live.choose(0).config.mf_catalog;
  return { live, releases, clock, warnings, served };
}

it('notices files removed while it runs within the recheck, serves the built-in remote, and takes them back', async () => {
  putFiles();
  const { live, releases, clock, warnings, served } = liveRemotes();
  await live.refresh();
  expect(served()).toBe(HOSTED_ENTRY);

  rmSync(path.join(root, 'mf-catalog'), { recursive: true });
  clock.now += 10_000;
  await live.refresh();
  // Between looks a page costs one counter read, not the rows.
  expect(releases.list).toHaveBeenCalledTimes(1);
  clock.now += 20_000;
  await live.refresh();
  expect(served()).toBe(BUILT_IN_ENTRY);
  expect(warnings).toEqual([expect.stringMatching(/^mf-catalog: the active release a1b2c3d4e5f6 has no files/)]);

  putFiles();
  clock.now += 30_000;
  await live.refresh();
  expect(served()).toBe(HOSTED_ENTRY);
  expect(releases.generation).toHaveBeenCalledTimes(4);
  expect(releases.list).toHaveBeenCalledTimes(3);
});
