// The start-up sweep: image files no recipe references (left by a crash between writing files and committing)
// and half-written temporary files are removed; referenced files stay; a grace period spares young files.
import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiClient, draft, editorClient } from './helpers/client';
import * as images from './helpers/images';
import { dataOf, startServer } from './helpers/server';

jest.setTimeout(60_000);

it('removes unreferenced and temporary files at start, keeps referenced ones, spares young ones in the grace period', async () => {
  const first = await startServer();
  const editor = await editorClient(first);
  const stub = await editor.create(draft('Kept Kedgeree'), { image: await images.jpeg() });
  const referenced = await first.imageFiles();
  expect(referenced).toHaveLength(3);
  await first.close({ keepData: true });

  const dir = join(first.dataDir, 'images');
  const orphan = `${'ab'.repeat(20)}.webp`;
  const temp = '.tmp-0123456789abcdef';
  const foreign = 'README.txt';
  for (const name of [orphan, temp, foreign]) await writeFile(join(dir, name), 'left over');

  // With a grace period, a file written just now may belong to a save still in progress elsewhere: kept.
  const patient = await startServer({ reuse: dataOf(first), imageSweepGraceMs: 60 * 60 * 1000 });
  expect(await patient.imageFiles()).toEqual([...referenced, orphan, temp, foreign].sort());
  await patient.close({ keepData: true });

  // Once old enough (and by default on SQLite, where no other process writes), it goes.
  const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
  for (const name of [orphan, temp]) await utimes(join(dir, name), old, old);
  const second = await startServer({ reuse: dataOf(first), imageSweepGraceMs: 60 * 60 * 1000 });
  try {
    expect(await second.imageFiles()).toEqual([...referenced, foreign].sort());
    const recipe = await new ApiClient(second).recipe(stub);
    const image = await fetch(second.url + recipe.imageUrl);
    expect(image.status).toBe(200);
    // Read it whole: an unread body larger than the socket buffers would hold the server's close.
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
  } finally {
    await second.close();
  }
});
