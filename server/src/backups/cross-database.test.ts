// Moving to the bigger setup is a restore: a backup of SQLite restores into PostgreSQL and a backup of that back
// into SQLite, with the same recipes (ids, stubs, former stubs, times), tags, pictures and accounts; and a backup
// from a newer release is refused before anything is written.
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { openStore } from '../db/open-store';
import type { OpenStoreOptions, StoredRecipe } from '../db/store';
import { recipeInput } from '../db/testing/recipe-input';
import { createTestDatabase, type TestDatabase } from '../db/testing/test-databases';
import { deriveImages } from '../images/derive';
import { ImageFiles } from '../images/image-files';
import { readArchive, readEntry, writeArchive } from './archive';
import { createBackup } from './create-backup';
import { MANIFEST_ENTRY, type BackupManifest } from './manifest';
import { restoreBackup } from './restore-backup';
import { cardsOf } from '../db/testing/list-cards';

jest.setTimeout(60_000);

let work: string;
const databases: TestDatabase[] = [];
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'recipes-cross-db-'));
});
afterAll(async () => {
  for (const database of databases) await database.drop();
  await rm(work, { recursive: true, force: true });
});

async function database(kind: 'sqlite' | 'postgres'): Promise<OpenStoreOptions> {
  const created = await createTestDatabase(kind);
  databases.push(created);
  return created.options;
}

/** What a reader sees of every recipe, with the search and tag counts that come from derived data. */
async function siteState(options: OpenStoreOptions) {
  const store = await openStore(options);
  try {
    const query = { sortField: 'created_at', sortDir: 'asc', tags: [], search: '', page: 1 } as const;
    const list = await store.listRecipes({ ...query, tags: [] });
    const recipes: StoredRecipe[] = [];
    for (const card of cardsOf(list)) recipes.push((await store.getRecipe(card.stub))!);
    return {
      recipes,
      tags: await store.listTags(),
      searchSoup: cardsOf(await store.listRecipes({ ...query, tags: [], search: 'renamed' })).map((card) => card.stub),
      taggedQuick: (await store.listRecipes({ ...query, tags: ['QUICK'] })).count,
      editor: (await store.findAccount('editor'))?.passwordHash,
      byFormerStub: (await store.getRecipe('first-soup'))?.stub,
    };
  } finally {
    await store.close();
  }
}

it('SQLite → PostgreSQL → SQLite keeps every recipe, tag, picture and account', async () => {
  const sqlite = await database('sqlite');
  const store = await openStore(sqlite);
  const images = new ImageFiles(join(sqlite.dataDir, 'images'));
  await images.init();
  const picture = await deriveImages(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c63' } })
      .jpeg()
      .toBuffer(),
  );
  await images.writeNew([picture.original, picture.page, picture.thumbnail]);
  const tags = await store.ensureTags([
    { tag: 'Quick', shorthand: 'QUICK' },
    { tag: 'Soup', shorthand: 'SOUP' },
  ]);
  const image = {
    original: picture.original.name,
    page: picture.page.name,
    thumbnail: picture.thumbnail.name,
    placeholder: picture.placeholder,
  };
  await store.createRecipe(recipeInput({ name: 'First Soup', tagIds: [tags[0]!.id, tags[1]!.id], image }));
  await store.updateRecipe('first-soup', recipeInput({ name: 'Renamed Soup', tagIds: [tags[0]!.id] }));
  await store.createRecipe(
    recipeInput({
      name: 'Bread',
      tagIds: [tags[0]!.id],
      ingredients: [{ name: 'Dough', ingredients: [{ ingredient: 'Flour', amount: '500 g', notes: '' }] }],
    }),
  );
  const removed = await store.createRecipe(recipeInput({ name: 'Gone Soon' }));
  await store.deleteRecipe('gone-soon');
  await store.createAccount('editor', 'scrypt$test$hash');
  await store.close();
  const original = await siteState(sqlite);
  expect(original.recipes.map((recipe) => recipe.name)).toEqual(['Renamed Soup', 'Bread']);
  expect(original.searchSoup).toEqual(['renamed-soup']);
  expect(original.byFormerStub).toBe('renamed-soup');

  const first = join(work, 'from-sqlite.tar.gz');
  await createBackup({ ...sqlite, file: first });
  const postgres = await database('postgres');
  const intoPostgres = await restoreBackup({ file: first, ...postgres });
  expect(intoPostgres).toMatchObject({ recipes: 2, images: 3, manifest: { database: 'sqlite' } });
  expect(await siteState(postgres)).toEqual(original);

  // Ids continue after the largest ever given (the removed recipe's too), on the new database.
  const onPostgres = await openStore(postgres);
  const next = await onPostgres.createRecipe(recipeInput({ name: 'New On Postgres' }));
  await onPostgres.deleteRecipe(next.stub);
  await onPostgres.close();
  expect(next.id).toBeGreaterThan(removed.id);

  const second = join(work, 'from-postgres.tar.gz');
  await createBackup({ ...postgres, file: second });
  const back = await database('sqlite');
  expect(await restoreBackup({ file: second, ...back })).toMatchObject({
    recipes: 2,
    images: 3,
    manifest: { database: 'postgres' },
  });
  expect(await siteState(back)).toEqual(original);
  const restoredImages = new ImageFiles(join(back.dataDir, 'images'));
  const opened = await restoredImages.open(image.page);
  expect(opened).not.toBeNull();
  opened?.stream.destroy();
  const onSqlite = await openStore(back);
  expect((await onSqlite.createRecipe(recipeInput({ name: 'New On SQLite' }))).id).toBeGreaterThan(next.id);
  await onSqlite.close();
});

it('refuses a backup from a newer release before writing anything', async () => {
  const sqlite = await database('sqlite');
  await (await openStore(sqlite)).close();
  const file = join(work, 'current.tar.gz');
  await createBackup({ ...sqlite, file });

  // The same backup, as a release with one more migration would write it.
  const newer = join(work, 'newer.tar.gz');
  const writer = writeArchive(createWriteStream(newer));
  for await (const entry of readArchive(file)) {
    let data = await readEntry(entry, 1 << 24);
    if (entry.name === MANIFEST_ENTRY) {
      const manifest = JSON.parse(data.toString()) as BackupManifest;
      const version = manifest.schemaVersion + 1;
      manifest.migrations.push({ version, name: 'a table from the future' });
      manifest.schemaVersion = version;
      manifest.release = '9.0.0';
      data = Buffer.from(JSON.stringify(manifest));
    }
    await writer.addBuffer(entry.name, data);
  }
  await writer.finish();

  const target = join(work, 'never-created');
  await expect(restoreBackup({ file: newer, dataDir: target })).rejects.toThrow(
    /^This backup was written by a newer release \(9\.0\.0, schema version \d+\); this server \(1\.0\.0\) knows schema versions up to \d+\. Upgrade the server first, then restore\.$/,
  );
  await expect(mkdtemp(join(target, 'x'))).rejects.toThrow(/ENOENT/);
});

it('leaves no hold on the site when the database cannot be read, so a restore can go on', async () => {
  const dataDir = await mkdtemp(join(work, 'broken-'));
  await writeFile(join(dataDir, 'recipes.db'), 'this file holds text, not a SQLite database, from its first byte on');
  // better-sqlite3's error may come from the module as another test file of this worker loaded it (a native module
  // loads once a process), so it is no Error of this file's: its message is what is checked.
  const refusal = await createBackup({ dataDir, file: join(work, 'broken.tar.gz') }).then(
    () => null,
    (error: unknown) => error as { message?: unknown },
  );
  expect(refusal?.message).toMatch(/not a database/);
  expect(await readdir(dataDir)).toEqual(['recipes.db']);
});

it('says so when there is no database to back up, and creates none', async () => {
  const dataDir = await mkdtemp(join(work, 'empty-'));
  const file = join(work, 'nothing.tar.gz');
  await expect(createBackup({ dataDir, file })).rejects.toThrow(
    /^There is no database at .+recipes\.db: check DATA_DIR/,
  );
  await expect(
    createBackup({ ...(await database('sqlite')), file: join(work, 'no-such-folder', 'b.tar.gz') }),
  ).rejects.toThrow(/^The folder .+no-such-folder does not exist: create it first\.$/);
  expect(await readdir(dataDir)).toEqual([]);
  expect(await readdir(work)).not.toContain('nothing.tar.gz');
});
