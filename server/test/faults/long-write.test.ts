// A long write of our own — 5,000 recipes in one bulk insert, as an import or the seed does — commits in chunks,
// so visitors' reads keep answering meanwhile (p99 under 1 s, a correctness bound: one 5,000-recipe transaction
// held every read until it ended).
import { recipeInput } from '../../src/db/testing/recipe-input';
import { TEST_DATABASE } from '../helpers/database';
import { expectReadsStayedFast, readWhile } from '../helpers/read-latency';
import { startServer, type TestServer } from '../helpers/server';

jest.setTimeout(120_000);

const RECIPES = 5_000;

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.close();
});

// SQLite is where a transaction holds the connection and the event loop; the test runs in its pass only.
(TEST_DATABASE === 'sqlite' ? it : it.skip)('reads go on answering while 5,000 recipes are inserted', async () => {
  const [tag] = await server.store.ensureTags([{ tag: 'Imported', shorthand: 'IMP' }]);
  const recipes = Array.from({ length: RECIPES }, (_, index) =>
    recipeInput({ name: `Imported Stew ${index}`, tagIds: [tag!.id] }),
  );
  server.app.eventLoopDelay.reset();

  const insert = server.store.insertRecipesBulk(recipes);
  const reads = await readWhile(server.url, insert);
  const stubs = await insert;

  expect(stubs).toHaveLength(RECIPES);
  expect(new Set(stubs).size).toBe(RECIPES);
  expect(reads.every((sample) => sample.status === 200)).toBe(true);
  // Reads got in between the chunks, not only after the end.
  expect(reads.length).toBeGreaterThan(10);
  expectReadsStayedFast(reads, server.app.eventLoopDelay.snapshot());

  const page = await fetch(`${server.url}/api/recipes?tags=IMP`);
  expect(((await page.json()) as { count: number }).count).toBe(RECIPES);
});
