import { LiveRemotes } from '../releases/live-remotes';
import { describeEachDatabase } from './testing/store-fixture';

const entry = (version: string) => `/remotes/mf-catalog/${version}/remoteEntry.js`;
const V1 = 'aaaaaaaaaaa1';
const V2 = 'aaaaaaaaaaa2';
const V3 = 'aaaaaaaaaaa3';

describeEachDatabase('releases storage', (fixture) => {
  const publish = async (...versions: string[]) => {
    for (const version of versions) {
      await fixture.store.releases.insert({ remote: 'mf-catalog', version, entryUrl: entry(version), tokenId: null });
    }
  };
  const activation = async () =>
    (await fixture.store.releases.activations()).find((row) => row.remote === 'mf-catalog');

  it('records a version once: the same files published again are the same release', async () => {
    expect(
      await fixture.store.releases.insert({ remote: 'mf-catalog', version: V1, entryUrl: entry(V1), tokenId: null }),
    ).toBe(true);
    expect(
      await fixture.store.releases.insert({ remote: 'mf-catalog', version: V1, entryUrl: entry(V1), tokenId: null }),
    ).toBe(false);
    expect((await fixture.store.releases.list('mf-catalog')).map((release) => release.version)).toEqual([V1]);
  });

  it('activates, keeps the replaced version as previous, and rolls back step by step to the built-in remote', async () => {
    await publish(V1, V2, V3);
    expect((await fixture.store.releases.activate('mf-catalog', 'ffffffffffff', 100)).kind).toBe('unknown-version');
    for (const version of [V1, V2, V3]) await fixture.store.releases.activate('mf-catalog', version, 100);
    expect(await activation()).toMatchObject({ active: V3, previous: V2, canary: null });

    await fixture.store.releases.rollback('mf-catalog');
    expect(await activation()).toMatchObject({ active: V2, previous: V1 });
    await fixture.store.releases.rollback('mf-catalog');
    expect(await activation()).toMatchObject({ active: V1, previous: null });
    await fixture.store.releases.rollback('mf-catalog');
    expect(await activation()).toMatchObject({ active: null, previous: null });
    expect((await fixture.store.releases.rollback('mf-catalog')).kind).toBe('nothing-to-roll-back');
  });

  it('runs a canary beside the active version; 100 % promotes it, a rollback ends it', async () => {
    await publish(V1, V2);
    await fixture.store.releases.activate('mf-catalog', V1, 100);
    await fixture.store.releases.activate('mf-catalog', V2, 10);
    expect(await activation()).toMatchObject({ active: V1, canary: { version: V2, percent: 10 } });
    await fixture.store.releases.rollback('mf-catalog');
    expect(await activation()).toMatchObject({ active: null, canary: null });

    await fixture.store.releases.activate('mf-catalog', V1, 100);
    await fixture.store.releases.activate('mf-catalog', V2, 25);
    await fixture.store.releases.activate('mf-catalog', V2, 100);
    expect(await activation()).toMatchObject({ active: V2, previous: V1, canary: null });
  });

  it('every activation moves the generation each process checks', async () => {
    await publish(V1);
    const before = await fixture.store.releases.generation();
    await fixture.store.releases.activate('mf-catalog', V1, 100);
    expect(await fixture.store.releases.generation()).toBeGreaterThan(before);
  });

  it('keeps the newest releases and never prunes the active, previous or canary one', async () => {
    const versions = ['0', '1', '2', '3', '4'].map((n) => `bbbbbbbbbbb${n}`);
    await publish(...versions);
    await fixture.store.releases.activate('mf-catalog', versions[0]!, 100);
    const pruned = await fixture.store.releases.prune('mf-catalog', 2);
    expect(pruned.map((release) => release.version).sort()).toEqual([versions[1], versions[2]]);
    expect((await fixture.store.releases.list('mf-catalog')).map((release) => release.version).sort()).toEqual([
      versions[0],
      versions[3],
      versions[4],
    ]);
  });

  it('counts failures per version and finds only live tokens', async () => {
    await publish(V1);
    expect(await fixture.store.releases.addFailure('mf-catalog', V1, 'timeout')).toBe(true);
    expect(await fixture.store.releases.addFailure('mf-catalog', V2, 'timeout')).toBe(false);
    expect(await fixture.store.releases.find('mf-catalog', V1)).toMatchObject({ failures: 1, lastFailure: 'timeout' });

    const token = await fixture.store.releases.createToken('mf-catalog', 'hash-1');
    expect(await fixture.store.releases.findToken('hash-1')).toEqual(token);
    expect(await fixture.store.releases.revokeToken('hash-1')).toBe(true);
    expect(await fixture.store.releases.findToken('hash-1')).toBeUndefined();
    expect(await fixture.store.releases.revokeToken('hash-1')).toBe(false);
  });

  it('gives each visitor bucket the active or canary version, with the last good one to fall back to', async () => {
    await publish(V1, V2);
    const live = new LiveRemotes({
      releases: fixture.store.releases,
      baseConfig: () => ({ mf_catalog: '/remotes/mf-catalog/remoteEntry.js' }),
      builtInVersions: { 'mf-catalog': 'cccccccccccc' },
    });
    await live.refresh();
    expect(live.choose(5)).toMatchObject({
      config: { mf_catalog: '/remotes/mf-catalog/remoteEntry.js' },
      fallbacks: {},
      versions: { mf_catalog: 'cccccccccccc' },
    });

    await fixture.store.releases.activate('mf-catalog', V1, 100);
    await fixture.store.releases.activate('mf-catalog', V2, 30);
    await live.refresh();
    expect(live.choose(29)).toMatchObject({
      config: { mf_catalog: entry(V2) },
      fallbacks: { mf_catalog: entry(V1) },
      versions: { mf_catalog: V2 },
    });
    expect(live.choose(30)).toMatchObject({
      config: { mf_catalog: entry(V1) },
      fallbacks: { mf_catalog: '/remotes/mf-catalog/remoteEntry.js' },
      versions: { mf_catalog: V1 },
    });
  });
});
