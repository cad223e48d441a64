import type { Log } from '../log';
import { mkdtemp, rm, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskSpaceWatch, NotEnoughSpaceError, WRITE_HEADROOM_BYTES } from './disk-space';
import { registry } from '../metrics/registry';
import { faultAnswer } from './faults';

let dir: string;
let free: number;
const warnings: string[] = [];
const infos: string[] = [];
const log = {
  warn: (_: unknown, message: string) => warnings.push(message),
  info: (_: unknown, message: string) => infos.push(message),
} as unknown as Log;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'disk-space-test-'));
  const stats = await statfs(dir);
  free = stats.bavail * stats.bsize;
  warnings.length = 0;
  infos.length = 0;
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('reads the free and total space of the volume', async () => {
  const watch = new DiskSpaceWatch(dir, log, { minFreeFraction: 0, minFreeBytes: 0 });
  const status = await watch.check();
  expect(status).toMatchObject({ path: dir, low: false });
  expect(status!.freeBytes).toBeGreaterThan(0);
  expect(status!.totalBytes).toBeGreaterThanOrEqual(status!.freeBytes);
  expect(watch.current()).toBe(status);
});

it('warns once when space is under the threshold, and once when it is back', async () => {
  const threshold = { minFreeFraction: 0, minFreeBytes: free * 10 };
  const watch = new DiskSpaceWatch(dir, log, threshold);
  expect((await watch.check())?.low).toBe(true);
  await watch.check();
  expect(warnings).toEqual([expect.stringMatching(/^Free space is low: \d+ MB free of \d+ MB/)]);

  threshold.minFreeBytes = 0;
  expect((await watch.check())?.low).toBe(false);
  expect(infos).toEqual([expect.stringMatching(/^Free space is back/)]);
  expect(warnings).toHaveLength(1);
});

it('is low under the share of the volume too', async () => {
  const watch = new DiskSpaceWatch(dir, log, { minFreeFraction: 1.01, minFreeBytes: 0 });
  expect((await watch.check())?.low).toBe(true);
});

it('refuses a write that cannot fit with a storage-full error, and lets one that fits through', async () => {
  const watch = new DiskSpaceWatch(dir, log, { minFreeFraction: 0, minFreeBytes: 0 });
  await expect(watch.ensureRoomFor(1000)).resolves.toBeUndefined();
  const refused = watch.ensureRoomFor(free);
  await expect(refused).rejects.toBeInstanceOf(NotEnoughSpaceError);
  expect(faultAnswer(await refused.catch((error: unknown) => error))?.status).toBe(507);
  expect(WRITE_HEADROOM_BYTES).toBeGreaterThan(0);
});

it('shows the last reading on /metrics: free and total bytes, and whether it is low', async () => {
  const watch = new DiskSpaceWatch(dir, log, { minFreeFraction: 0, minFreeBytes: free * 10 });
  const status = await watch.check();
  const metrics = await registry.metrics();
  expect(metrics).toContain(`data_dir_free_bytes ${status!.freeBytes}`);
  expect(metrics).toContain(`data_dir_total_bytes ${status!.totalBytes}`);
  expect(metrics).toContain('data_dir_space_low 1');
});
