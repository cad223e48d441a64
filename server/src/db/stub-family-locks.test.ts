// On PostgreSQL several saves run at once. A save holds the lock of its name's family of stubs (stubs.ts
// `stubFamily`) until it commits: saves whose names could take the same stub wait for it, saves of other names and
// the reads do not. A bulk insert, which picks stubs for many names at once, waits for every save choosing one.
// (SQLite runs one write transaction at a time, so there is nothing to show there.)
import { openDialect, openStore } from './open-store';
import type { Store } from './store';
import { allocateStub } from './stubs';
import { recipeInput } from './testing/recipe-input';
import { createTestDatabase, type TestDatabase } from './testing/test-databases';

/** Long enough for a statement that is not waiting on a lock to have finished many times over. */
const SETTLE_MS = 300;

let database: TestDatabase;
let store: Store;

beforeEach(async () => {
  database = await createTestDatabase('postgres');
  store = await openStore(database.options);
});

afterEach(async () => {
  await store.close();
  await database.drop();
});

/** A save of `name` that has chosen its stub and not committed yet, until `commit` is called. */
async function holdStubOf(name: string) {
  const dialect = openDialect(database.options);
  let commit!: () => void;
  const committed = new Promise<void>((resolve) => (commit = resolve));
  let chosen!: (stub: string) => void;
  const stub = new Promise<string>((resolve) => (chosen = resolve));
  const transaction = dialect
    .writeTransaction(async (trx) => {
      chosen(await allocateStub(trx, dialect, name));
      await committed;
    })
    .finally(() => dialect.close());
  await stub;
  return {
    async commit() {
      commit();
      await transaction;
    },
  };
}

/** Whether the promise is still pending after SETTLE_MS. */
async function stillWaiting(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return !settled;
}

it('lets a save of another name go on while one save holds its name, and holds a name that could collide', async () => {
  const soup = await holdStubOf('Soup');
  expect((await store.createRecipe(recipeInput({ name: 'Bread' }))).stub).toBe('bread');

  // "Soup" may take "soup-2", the stub "Soup 2" starts from.
  const soup2 = store.createRecipe(recipeInput({ name: 'Soup 2' }));
  expect(await stillWaiting(soup2)).toBe(true);
  await soup.commit();
  expect((await soup2).stub).toBe('soup-2');
  expect(await store.countRecipes()).toBe(2);
});

it('makes a bulk insert wait for a save that is choosing its stub', async () => {
  const soup = await holdStubOf('Soup');
  const bulk = store.insertRecipesBulk([recipeInput({ name: 'Soup' })], { pause: false });
  expect(await stillWaiting(bulk)).toBe(true);
  await soup.commit();
  expect(await bulk).toEqual(['soup']);
});
