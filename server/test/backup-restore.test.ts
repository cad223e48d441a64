// Backups of a running site (npm run backup) and restores (npm run restore), on the database of the run
// (TEST_DATABASE): a backup taken while saves stream in restores to whole recipes with every picture; a restore
// refuses an existing site and a newer release's backup, and a damaged file leaves nothing behind; the published
// releases' files come back with the database that names them.
import type { Recipe } from '@simple-recipes/shared-api/types';
import { sql } from 'kysely';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { createBackup } from '../src/backups/create-backup';
import { restoreBackup } from '../src/backups/restore-backup';
import { openDialect } from '../src/db/open-store';
import { holdSite } from '../src/db/site-in-use';
import { issueDeployToken } from '../src/releases/deploy-tokens';
import { packFolder } from '../src/releases/pack';
import { remoteByFolder } from '../src/releases/remote-names';
import { createReleaseSite, createRemoteBuild } from '../src/releases/testing/release-fixture';
import { ApiClient, draft, editorClient } from './helpers/client';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { jpeg } from './helpers/images';
import { contentOfRecipe, storedRecipes } from './helpers/save-ledger';
import { startServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'recipes-backup-test-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** A fresh, empty place to restore into: a folder that does not exist yet, and a database of its own. */
async function emptyTarget(): Promise<{ dataDir: string; database: TestDatabase }> {
  return { dataDir: join(await mkdtemp(join(work, 'target-')), 'data'), database: await createTestDatabase() };
}

async function expectWholeWithPictures(server: TestServer, recipes: Recipe[]): Promise<void> {
  const visitor = new ApiClient(server);
  for (const recipe of recipes) {
    expect(recipe.ingredients_sections.length).toBeGreaterThan(0);
    expect(recipe.recipe_sections.length).toBeGreaterThan(0);
    for (const section of recipe.ingredients_sections) expect(section.ingredients.length).toBeGreaterThan(0);
    for (const section of recipe.recipe_sections) expect(section.steps.length).toBeGreaterThan(0);
    for (const url of [recipe.imageUrl, recipe.thumbnailUrl]) {
      if (url === null) continue;
      const response = await visitor.request('GET', url);
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  }
}

/** Everything under a folder, for "nothing was left behind". */
async function listing(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true })).sort();
  } catch {
    return [];
  }
}

describe('a backup taken while saves stream in', () => {
  let source: TestServer;
  let restored: TestServer | undefined;
  afterAll(async () => {
    await restored?.close();
    await source?.close();
  });

  it('restores to whole recipes, every picture present, searchable, and saves go on afterwards', async () => {
    source = await startServer();
    const editor = await editorClient(source);
    const pictures = [
      await jpeg(160, 120, '#a33', '#fd3'),
      await jpeg(160, 120, '#36c', '#9e9'),
      await jpeg(160, 120, '#333', '#eee'),
    ];
    const steady: string[] = [];
    for (let i = 0; i < 6; i++)
      steady.push(await editor.create(draft(`Steady Stew ${i}`), { image: pictures[i % 3]! }));
    const steadyBefore = await Promise.all(steady.map((stub) => new ApiClient(source).recipe(stub)));

    // Writers keep creating, re-picturing (the old picture files are deleted) and removing while the backup runs.
    let backingUp = true;
    let saves = 0;
    const churn = async (writer: number) => {
      const mine: string[] = [];
      for (let round = 0; backingUp; round++) {
        const picture = pictures[(round + writer) % 3]!;
        if (round % 3 === 2 && mine.length > 0) {
          const stub = mine[0]!;
          const response = await editor.save(draft(`Churn ${writer} ${round}`), { stub, image: picture });
          expect(response.status).toBe(200);
          mine[0] = await response.text();
        } else if (round % 5 === 4 && mine.length > 1) {
          expect((await editor.remove(mine.pop()!)).status).toBe(200);
        } else {
          mine.push(await editor.create(draft(`Churn ${writer} ${round}`), { image: round % 2 ? picture : null }));
        }
        saves++;
      }
    };
    const writers = [churn(1), churn(2)];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const file = join(work, 'under-load.tar.gz');
    let summary;
    try {
      // Small entries: the snapshot is read over many steps, with saves committing in between.
      summary = await createBackup({ dataDir: source.dataDir, databaseUrl: source.databaseUrl, file, rowsPerEntry: 3 });
    } finally {
      backingUp = false;
      await Promise.all(writers);
    }
    expect(saves).toBeGreaterThan(2);
    expect(await listing(source.dataDir)).not.toContainEqual(expect.stringMatching(/^\.backup-links-/));
    expect(await listing(work)).not.toContainEqual(expect.stringMatching(/partial/));
    const backedUpRecipes = summary.contents.tables.find((table) => table.name === 'recipes')!.rows;

    const target = await emptyTarget();
    const result = await restoreBackup({ file, dataDir: target.dataDir, databaseUrl: target.database.databaseUrl });
    expect(result.recipes).toBe(backedUpRecipes);
    expect(result.migrated).toEqual([]);
    expect(await listing(target.dataDir)).not.toContainEqual(expect.stringMatching(/^\.restore-/));

    restored = await startServer({ reuse: target });
    const visitor = new ApiClient(restored);
    const recipes = await storedRecipes(visitor);
    expect(recipes).toHaveLength(backedUpRecipes);
    expect((await visitor.list()).count).toBe(backedUpRecipes);
    await expectWholeWithPictures(restored, recipes);
    // The recipes nobody touched during the backup are there exactly as they were.
    for (const before of steadyBefore) {
      const after = await visitor.recipe(before.stub);
      expect(contentOfRecipe(after)).toEqual(contentOfRecipe(before));
      expect(after.imageUrl).toBe(before.imageUrl);
      expect(after.updated_at).toBe(before.updated_at);
    }
    // The search index is rebuilt on the restoring database; tag counts and the editor's account came along.
    expect((await visitor.list('search=steady stew')).count).toBe(6);
    const restoredEditor = await editorClient(restored);
    const created = await restoredEditor.create(draft('After The Restore'), { image: pictures[0]! });
    expect((await visitor.recipe(created)).name).toBe('After The Restore');
  });
});

describe('a backup of recipes stored without their sections JSON and cards (made before they existed)', () => {
  it('restores with the JSON written, each recipe reading and listing as it did', async () => {
    const source = await startServer();
    try {
      const editor = await editorClient(source);
      const stubs = [await editor.create(draft('Old Stew')), await editor.create(draft('Old Pie'))];
      const visitor = new ApiClient(source);
      const before = await Promise.all(stubs.map((stub) => visitor.recipe(stub)));
      const listedBefore = await visitor.list();
      const forget = openDialect({ dataDir: source.dataDir, databaseUrl: source.databaseUrl });
      try {
        await sql`update recipes set sections_json = null, card_json = null`.execute(forget.db);
      } finally {
        await forget.close();
      }
      const file = join(work, 'without-sections-json.tar.gz');
      await createBackup({ dataDir: source.dataDir, databaseUrl: source.databaseUrl, file });

      const target = await emptyTarget();
      await restoreBackup({ file, dataDir: target.dataDir, databaseUrl: target.database.databaseUrl });
      const restoredDb = openDialect({ dataDir: target.dataDir, databaseUrl: target.database.databaseUrl });
      try {
        const rows = await restoredDb.db.selectFrom('recipes').select(['sections_json', 'card_json']).execute();
        expect(rows.map((row) => [row.sections_json === null, row.card_json === null])).toEqual([
          [false, false],
          [false, false],
        ]);
      } finally {
        await restoredDb.close();
      }
      const restored = await startServer({ reuse: target });
      try {
        const after = await Promise.all(stubs.map((stub) => new ApiClient(restored).recipe(stub)));
        expect(after).toEqual(before);
        expect(await new ApiClient(restored).list()).toEqual(listedBefore);
      } finally {
        await restored.close();
      }
    } finally {
      await source.close();
    }
  });
});

describe('restore refusals', () => {
  let server: TestServer;
  let file: string;
  beforeAll(async () => {
    server = await startServer();
    const editor = await editorClient(server);
    await editor.create(draft('Refusal Pie'), { image: await jpeg(120, 90) });
    file = join(work, 'refusals.tar.gz');
    await createBackup({ dataDir: server.dataDir, databaseUrl: server.databaseUrl, file });
  });
  afterAll(() => server.close());

  it('refuses to overwrite an existing site unless forced, and replaces it when forced', async () => {
    const other = await startServer();
    try {
      const otherEditor = await editorClient(other);
      await otherEditor.create(draft('Already Here'));
      const data = { dataDir: other.dataDir, databaseUrl: other.databaseUrl };
      await other.app.close();
      const before = await listing(other.dataDir);
      await expect(restoreBackup({ file, ...data })).rejects.toThrow(
        /^Refusing to overwrite an existing site \(.+\)\. Restore into an empty DATA_DIR and database, or pass --force to replace it\.$/,
      );
      expect(await listing(other.dataDir)).toEqual(before);

      const result = await restoreBackup({ file, ...data, force: true });
      expect(result.recipes).toBe(1);
      const again = await startServer({
        reuse: { dataDir: other.dataDir, database: { databaseUrl: other.databaseUrl, drop: async () => undefined } },
      });
      try {
        const names = (await new ApiClient(again).list()).recipes.map((recipe) => recipe.name);
        expect(names).toEqual(['Refusal Pie']);
      } finally {
        await again.app.close();
      }
    } finally {
      await other.close();
    }
  });

  it('refuses to replace a site a server is running on, and a server refuses a site a restore is replacing', async () => {
    const running = await startServer();
    try {
      await (await editorClient(running)).create(draft('Still Served'));
      const data = { dataDir: running.dataDir, databaseUrl: running.databaseUrl };
      const images = await running.imageFiles();
      await expect(restoreBackup({ file, ...data, force: true })).rejects.toThrow(
        /^A server is running on this site \(.+\): stop it, then restore\./,
      );
      // Nothing was replaced: the server goes on serving its own recipes and pictures.
      expect((await new ApiClient(running).list()).recipes.map((recipe) => recipe.name)).toEqual(['Still Served']);
      expect(await running.imageFiles()).toEqual(images);
    } finally {
      await running.close();
    }

    // While a restore holds a site, a server starting on it stops before it opens anything of it.
    const target = await emptyTarget();
    const restoring = await holdSite('restore', target.database.databaseUrl, target.dataDir);
    try {
      await expect(startServer({ reuse: target })).rejects.toThrow(
        /^A restore is replacing this site \(.+\): start the server once it has finished\./,
      );
    } finally {
      await restoring();
    }
    const after = await startServer({ reuse: target });
    await after.close();
  });

  it('a backup and a restore of one site refuse each other: the backup writes no file, the restore changes nothing', async () => {
    const other = await startServer();
    try {
      await (await editorClient(other)).create(draft('Held Pie'));
      const data = { dataDir: other.dataDir, databaseUrl: other.databaseUrl };
      await other.app.close();
      const before = await listing(other.dataDir);

      // A backup under way refuses a restore onto its site.
      const backingUp = await holdSite('backup', data.databaseUrl, data.dataDir);
      try {
        await expect(restoreBackup({ file, ...data, force: true })).rejects.toThrow(
          /^A backup is being taken of this site \(.+\): let it finish, then restore\./,
        );
      } finally {
        await backingUp();
      }
      expect(await listing(other.dataDir)).toEqual(before);

      // A restore under way refuses a backup of its site, which writes nothing.
      const restoring = await holdSite('restore', data.databaseUrl, data.dataDir);
      const held = join(work, 'during-restore.tar.gz');
      try {
        await expect(createBackup({ ...data, file: held })).rejects.toThrow(
          /^A restore is replacing this site \(.+\): back it up once the restore has finished\./,
        );
      } finally {
        await restoring();
      }
      expect((await readdir(work)).filter((name) => name.includes('during-restore'))).toEqual([]);

      // Neither left a hold behind: the site backs up and restores again.
      await createBackup({ ...data, file: held });
      await restoreBackup({ file: held, ...data, force: true });
    } finally {
      await other.close();
    }
  });

  it('refuses a damaged (cut short) backup with a clear message and leaves nothing behind', async () => {
    const bytes = await readFile(file);
    const cut = join(work, 'cut.tar.gz');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const target = await emptyTarget();
    try {
      await expect(
        restoreBackup({ file: cut, dataDir: target.dataDir, databaseUrl: target.database.databaseUrl }),
      ).rejects.toThrow(/^The backup (file cannot be read|is incomplete|is damaged)/);
      // The folder did not exist before: it does not now; the database has no tables.
      expect(await listing(target.dataDir)).toEqual([]);
      const retry = await restoreBackup({ file, dataDir: target.dataDir, databaseUrl: target.database.databaseUrl });
      expect(retry.recipes).toBe(1);
    } finally {
      await target.database.drop();
    }
  });

  it('fails with the picture named when a file a recipe needs is missing, and leaves no partial file', async () => {
    const imagesDir = join(server.dataDir, 'images');
    const [picture] = await readdir(imagesDir);
    const bytes = await readFile(join(imagesDir, picture!));
    await rm(join(imagesDir, picture!));
    try {
      const file = join(work, 'missing-picture.tar.gz');
      await expect(
        createBackup({ dataDir: server.dataDir, databaseUrl: server.databaseUrl, file, maxAttempts: 2 }),
      ).rejects.toThrow(`A recipe names the picture ${picture}, which is not in ${imagesDir}.`);
      expect((await readdir(work)).filter((name) => name.includes('missing-picture'))).toEqual([]);
      expect((await readdir(server.dataDir)).filter((name) => name.startsWith('.backup-links-'))).toEqual([]);
    } finally {
      await writeFile(join(imagesDir, picture!), bytes);
    }
  });

  it('the commands say what they did, and refuse without a file', () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/backups-cli.ts', ...args], {
        cwd: join(__dirname, '..'),
        env: {
          ...process.env,
          DATA_DIR: server.dataDir,
          ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
        },
        encoding: 'utf8',
      });
    const usage = run(['restore']);
    expect(usage.status).toBe(1);
    expect(usage.stderr.trim()).toBe('Usage: npm run backup -- FILE   |   npm run restore -- FILE [--force]');
    const backup = run(['backup', join(work, 'cli.tar.gz')]);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(
      /^Backed up 1 recipes, 3 picture files and 0 published releases to .*cli\.tar\.gz \(.+; release 1\.0\.0, schema version \d+\)\.\n$/,
    );
    // The site's server is running: the restore says so before anything else, as one line, no stack.
    const refused = run(['restore', join(work, 'cli.tar.gz'), '--force']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^A server is running on this site \(.+\): stop it, then restore\.[^\n]*\n$/);
  });
});

describe('published releases', () => {
  it('are in the backup and come back with it: the active one is served after the restore, the kept ones too', async () => {
    const site = createReleaseSite();
    const server = await startServer({ static: { rootDir: site.rootDir } });
    const target = await emptyTarget();
    try {
      const token = (await issueDeployToken(server.store.releases, 'mf-catalog')).token;
      const call = (url: string, body: Buffer | object) =>
        fetch(`${server.url}${url}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': Buffer.isBuffer(body) ? 'application/gzip' : 'application/json',
          },
          body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
        });
      const publish = async (content: string) => {
        const build = createRemoteBuild(remoteByFolder('mf-catalog')!, { content });
        try {
          const response = await call('/api/remotes/mf-catalog/releases', await buffer(await packFolder(build.dir)));
          return ((await response.json()) as { version: string }).version;
        } finally {
          build.cleanup();
        }
      };
      const kept = await publish('kept');
      const active = await publish('active');
      expect((await call('/api/remotes/mf-catalog/active', { version: active })).status).toBe(200);

      const file = join(work, 'releases.tar.gz');
      const backup = await createBackup({ dataDir: server.dataDir, databaseUrl: server.databaseUrl, file });
      expect(backup.contents.releases?.map((release) => release.version).sort()).toEqual([active, kept].sort());
      const restored = await restoreBackup({ file, dataDir: target.dataDir, databaseUrl: target.database.databaseUrl });
      expect(restored.releases).toBe(2);

      const again = await startServer({ reuse: target, static: { rootDir: site.rootDir } });
      try {
        const config = (await (await fetch(`${again.url}/remotes.json`)).json()) as Record<string, unknown>;
        expect(config.mf_catalog).toBe(`/remotes/mf-catalog/${active}/remoteEntry.js`);
        for (const [version, content] of [
          [active, 'active'],
          [kept, 'kept'],
        ] as const) {
          const entry = await fetch(`${again.url}/remotes/mf-catalog/${version}/remoteEntry.js`);
          expect(entry.status).toBe(200);
          expect(await entry.text()).toContain(content);
        }
      } finally {
        await again.app.close();
      }
    } finally {
      await server.close();
      await target.database.drop();
      site.cleanup();
    }
  });
});
