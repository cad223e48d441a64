// Upgrades: today's release starts on a database the previous release made (built here by running the
// migrations up to the one before the last, and filled through the store code at that schema: a fixture made by
// the code, not a binary file) and loses nothing; it refuses to start on a database a newer release migrated.
// When a new migration changes what a save writes, fill the previous schema with the rows that release wrote.
import { sql } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../src/accounts/password';
import { migrate } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { openDialect } from '../src/db/open-store';
import { sqlStore } from '../src/db/sql-store';
import { recipeInput } from '../src/db/testing/recipe-input';
import { deriveImages } from '../src/images/derive';
import { ImageFiles } from '../src/images/image-files';
import { ApiClient, draft, editorClient } from './helpers/client';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { jpeg } from './helpers/images';
import { startServerProcess } from './helpers/server-process';
import { EDITOR, startServer, type TestServer } from './helpers/server';

jest.setTimeout(60_000);

const PREVIOUS = MIGRATIONS.slice(0, -1);
const NEWEST = MIGRATIONS[MIGRATIONS.length - 1]!.version;

const made: Array<{ dataDir: string; database: TestDatabase }> = [];

async function freshData(): Promise<{ dataDir: string; database: TestDatabase }> {
  const data = {
    dataDir: await mkdtemp(join(tmpdir(), 'recipes-upgrade-test-')),
    database: await createTestDatabase(),
  };
  made.push(data);
  return data;
}

afterAll(async () => {
  for (const data of made) {
    await rm(data.dataDir, { recursive: true, force: true });
    await data.database.drop();
  }
});

async function appliedVersions(data: { dataDir: string; database: TestDatabase }): Promise<number[]> {
  const dialect = openDialect({ dataDir: data.dataDir, databaseUrl: data.database.databaseUrl });
  try {
    const rows = await dialect.db.selectFrom('schema_migrations').select('version').orderBy('version').execute();
    return rows.map((row) => Number(row.version));
  } finally {
    await dialect.close();
  }
}

/** Until every recipe has its card (written in the background after start); at most 10 s. */
async function waitForCards(data: { dataDir: string; database: TestDatabase }): Promise<void> {
  const dialect = openDialect({ dataDir: data.dataDir, databaseUrl: data.database.databaseUrl });
  try {
    for (let waited = 0; ; waited += 50) {
      const { count } = await dialect.db
        .selectFrom('recipes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('card_json', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(count) === 0) return;
      if (waited > 10_000) throw new Error(`${count} recipes still have no card`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await dialect.close();
  }
}

describe("starting today's release on the previous schema version", () => {
  let server: TestServer | undefined;
  afterAll(() => server?.close());

  it('runs the new migrations and keeps every recipe, picture, tag, former stub and account', async () => {
    const data = await freshData();
    const dialect = openDialect({ dataDir: data.dataDir, databaseUrl: data.database.databaseUrl });
    expect(await migrate(dialect, PREVIOUS)).toEqual(PREVIOUS.map((migration) => migration.version));
    // Today's saves also write each recipe's card (card_json, the newest migration): the fill runs with that column
    // present and drops it before the upgrade, so the database holds the rows the previous release wrote.
    await sql`alter table recipes add column card_json text`.execute(dialect.db);
    const old = sqlStore(dialect);
    const images = new ImageFiles(join(data.dataDir, 'images'));
    await images.init();
    const derived = await deriveImages(await jpeg(200, 150));
    await images.writeNew([derived.original, derived.page, derived.thumbnail]);
    const tags = await old.ensureTags([
      { tag: 'Soup', shorthand: 'SOUP' },
      { tag: 'Quick', shorthand: 'QUICK' },
    ]);
    const soup = tags.find((tag) => tag.shorthand === 'SOUP');
    const quick = tags.find((tag) => tag.shorthand === 'QUICK');
    const image = {
      original: derived.original.name,
      page: derived.page.name,
      thumbnail: derived.thumbnail.name,
      placeholder: derived.placeholder,
    };
    await old.createRecipe(recipeInput({ name: 'Old Tomato Soup', tagIds: [soup!.id, quick!.id], image }));
    await old.updateRecipe('old-tomato-soup', recipeInput({ name: 'Tomato Soup Of Old', tagIds: [soup!.id], image }));
    await old.createRecipe(recipeInput({ name: 'Old Bread', tagIds: [quick!.id] }));
    await old.createAccount(EDITOR.username, await hashPassword(EDITOR.password));
    await sql`alter table recipes drop column card_json`.execute(dialect.db);
    await old.close();

    server = await startServer({ reuse: data });
    expect(await appliedVersions(data)).toEqual(MIGRATIONS.map((migration) => migration.version));

    const visitor = new ApiClient(server);
    const list = await visitor.list();
    expect(list.recipes.map((recipe) => recipe.name)).toEqual(['Old Bread', 'Tomato Soup Of Old']);
    const soupPage = await visitor.recipe('old-tomato-soup');
    expect(soupPage).toMatchObject({
      name: 'Tomato Soup Of Old',
      stub: 'tomato-soup-of-old',
      tags: [{ tag: 'Soup', shorthand: 'SOUP' }],
    });
    expect(soupPage.ingredients_sections.map((section) => section.ingredients.length)).toEqual([2, 1]);
    expect(soupPage.recipe_sections.map((section) => section.steps.length)).toEqual([2, 1]);
    expect((await visitor.request('GET', soupPage.imageUrl!)).status).toBe(200);
    expect((await visitor.list('tags=QUICK')).count).toBe(1);
    expect((await visitor.list('search=bread')).recipes.map((recipe) => recipe.stub)).toEqual(['old-bread']);

    // After start, the recipes stored without their card get it, and list the same.
    await waitForCards(data);
    expect(await visitor.recipe('tomato-soup-of-old')).toEqual(soupPage);
    expect(await new ApiClient(server).list()).toEqual(list);

    // The old account logs in and saves; the lists see the save (the list generation moves on).
    const editor = await editorClient(server);
    await editor.create(draft('New Pie'));
    expect((await visitor.list()).count).toBe(3);
  });
});

describe('a database from a newer release', () => {
  it('is refused at start with a clear message, and left untouched', async () => {
    const data = await freshData();
    const dialect = openDialect({ dataDir: data.dataDir, databaseUrl: data.database.databaseUrl });
    await migrate(dialect);
    await dialect.db
      .insertInto('schema_migrations')
      .values({ version: NEWEST + 1, name: 'a change from the future', applied_at: Date.now() })
      .execute();
    await dialect.close();

    const message = new RegExp(
      `The database has schema version ${NEWEST + 1} \\("a change from the future"\\), which this server does not know ` +
        `\\(it knows versions up to ${NEWEST}\\): it was upgraded by a newer release\\.`,
    );
    await expect(startServer({ reuse: data })).rejects.toThrow(message);
    // The real process says so and exits with an error status.
    await expect(startServerProcess({ dataDir: data.dataDir, database: data.database })).rejects.toThrow(
      new RegExp(`the server exited \\(1\\)[^]*The server could not start: ${message.source}`),
    );

    expect(await appliedVersions(data)).toEqual([...MIGRATIONS.map((migration) => migration.version), NEWEST + 1]);
  });
});
