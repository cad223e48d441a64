// DATA_DIR on a small tmpfs, filled for real: the server warns when space runs low, refuses saves with 507 and the
// issue's sentence (a picture before a byte of it is written), leaves no temporary or orphan file, logs the
// episode once, keeps reading — and saves work again as soon as space is freed, without a restart. A read-only
// picture folder gets 503.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageFiles } from '../../src/images/image-files';
import { STORAGE_FULL_MESSAGE, STORAGE_UNWRITABLE_MESSAGE } from '../../src/machine/faults';
import { ApiClient, draft, errorOf } from '../helpers/client';
import { TEST_DATABASE } from '../helpers/database';
import * as images from '../helpers/images';
import type { TestServer } from '../helpers/server';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { mountSmallDisk, smallDiskUnavailable, type SmallDisk } from '../helpers/small-disk';

jest.setTimeout(120_000);

const unavailable = smallDiskUnavailable();
// SQLite keeps its database in DATA_DIR, so that is where a full disk matters; it runs once, in the SQLite pass.
const run = TEST_DATABASE === 'sqlite' && !unavailable;
if (unavailable) console.warn(`Skipping the full-disk fault tests: ${unavailable}.`);

let disk: SmallDisk | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  disk?.unmount();
});

/** A recipe of about 4 MB of text: 20 sections of 200 ingredients with long notes. */
const longDraft = (name: string) =>
  draft(name, {
    ingredients: Array.from({ length: 20 }, (_, section) => ({
      name: `Part ${section + 1}`,
      type: 'ingredients' as const,
      ingredients: Array.from({ length: 200 }, (_, item) => ({
        ingredient: `Ingredient ${section}-${item}`,
        amount: '1 g',
        notes: `note ${section}-${item} `.repeat(100).slice(0, 1000),
      })),
    })),
  });

const imageDirFiles = async () => (await readdir(join(disk!.dir, 'images'))).sort();
const linesWith = (text: string, since = 0) =>
  server!
    .log()
    .slice(since)
    .split('\n')
    .filter((line) => line.includes(text));

(run ? describe : describe.skip)('a full disk', () => {
  let editor: ApiClient;
  let stub: string;

  beforeAll(async () => {
    disk = mountSmallDisk(24);
    server = await startServerProcess({ dataDir: disk.dir, env: { DISK_LOW_MB: '50' } });
    editor = new ApiClient({ url: server.url } as TestServer);
    expect((await editor.login()).status).toBe(204);
    stub = await editor.create(draft('Full Disk Flan'), { image: await images.jpeg(640, 480) });
  });

  it('warns at start when free space is under the threshold', () => {
    expect(linesWith('Free space is low')).toHaveLength(1);
  });

  it('refuses saves with 507 and the sentence, leaves nothing behind, logs once, and reading goes on', async () => {
    const filesBefore = await imageDirFiles();
    await disk!.fill();
    const logBefore = server!.log().length;

    const withPicture = await editor.save(draft('Too Big Tart'), {
      image: await images.jpeg(800, 600, '#123456', '#abcdef'),
    });
    expect(withPicture.status).toBe(507);
    expect((await errorOf(withPicture)).error).toBe(STORAGE_FULL_MESSAGE);

    // No picture, but more text than the room SQLite already holds in its files: the database cannot grow
    // (SQLITE_FULL), and the recipe stays as it was.
    const textOnly = await editor.save(longDraft('Tiny Toast'), { stub });
    expect(textOnly.status).toBe(507);
    expect((await errorOf(textOnly)).error).toBe(STORAGE_FULL_MESSAGE);
    expect((await new ApiClient({ url: server!.url } as TestServer).recipe(stub)).name).toBe('Full Disk Flan');

    // The real write path on the real full disk: ENOSPC, and no temporary file left.
    const direct = new ImageFiles(join(disk!.dir, 'images'));
    const big = { name: `${'ab'.repeat(20)}.webp`, data: Buffer.alloc(2 * 1024 * 1024, 1), width: 1, height: 1 };
    await expect(direct.writeNew([big])).rejects.toMatchObject({ code: 'ENOSPC' });

    expect(await imageDirFiles()).toEqual(filesBefore);
    // The log comes through the child's stdout, which may arrive after the answers do.
    await server!.waitForLog(/"fault":"storage-full"/, logBefore);
    expect(linesWith('"fault":"storage-full"', logBefore)).toHaveLength(1);
    expect(linesWith('request failed', logBefore)).toEqual([]);

    const visitor = new ApiClient({ url: server!.url } as TestServer);
    const recipe = await visitor.recipe(stub);
    expect(recipe.name).toBe('Full Disk Flan');
    expect((await fetch(server!.url + recipe.imageUrl!)).status).toBe(200);
    expect((await visitor.list()).count).toBe(1);
  });

  it('saves again as soon as space is freed, without a restart', async () => {
    await disk!.free();
    const created = await editor.save(draft('Room Again Roulade'), {
      image: await images.jpeg(800, 600, '#123456', '#abcdef'),
    });
    expect(created.status).toBe(201);
    expect((await new ApiClient({ url: server!.url } as TestServer).login()).status).toBe(204);
    expect((await imageDirFiles()).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
  });

  it('answers 503 while the storage is read-only, and works again once it is writable', async () => {
    disk!.readOnly('images', true);
    try {
      const response = await editor.save(draft('Read Only Risotto'), {
        image: await images.jpeg(320, 240, '#654321', '#fedcba'),
      });
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await errorOf(response)).error).toBe(STORAGE_UNWRITABLE_MESSAGE);
      expect((await editor.list()).count).toBe(2);
    } finally {
      disk!.readOnly('images', false);
    }
    const again = await editor.save(draft('Read Only Risotto'), {
      image: await images.jpeg(320, 240, '#654321', '#fedcba'),
    });
    expect(again.status).toBe(201);
  });
});
