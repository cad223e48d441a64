import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { sweepUploads } from '../import-sweep';
import { ImportedImages, MAX_AGE_MS } from './imported-images';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'imported-images-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const picture = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

test('keeps a re-encoded picture under a random reference, reads it back, and refuses what is no image', async () => {
  const images = new ImportedImages(dir);
  const reference = await images.keep(await picture());
  expect(reference).toMatch(/^[0-9a-f]{32}\.png$/);
  expect(await images.read(reference)).toBeInstanceOf(Buffer);
  expect(await images.read('../../etc/passwd')).toBeNull();
  await expect(images.keep(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toMatchObject({
    kind: 'unsupported-type',
  });
  expect(await readdir(dir)).toEqual([reference]);
  await images.remove(reference);
  expect(await images.read(reference)).toBeNull();
});

test('the sweeps delete only old left-overs', async () => {
  const images = new ImportedImages(dir);
  const old = await images.keep(await picture());
  const fresh = await images.keep(await picture());
  const longAgo = new Date(Date.now() - MAX_AGE_MS - 60_000);
  await utimes(join(dir, old), longAgo, longAgo);
  await writeFile(join(dir, 'unrelated.txt'), 'x');
  await utimes(join(dir, 'unrelated.txt'), longAgo, longAgo);
  expect(await images.sweep()).toBe(1);
  expect((await readdir(dir)).sort()).toEqual([fresh, 'unrelated.txt'].sort());

  const upload = `${'a'.repeat(24)}.upload`;
  await writeFile(join(dir, upload), 'zip');
  expect(await sweepUploads(dir)).toBe(0);
  const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
  await utimes(join(dir, upload), dayAgo, dayAgo);
  expect(await sweepUploads(dir)).toBe(1);
});
