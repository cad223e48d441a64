// Runs a test suite once per database kind. Each suite gets its own database; each test starts on an empty,
// migrated one with a store opened on it.
import { openDialect, openStore } from '../open-store';
import type { DatabaseKind, Store } from '../store';
import { TEST_DATABASE_KINDS, createTestDatabase, type TestDatabase } from './test-databases';

const SETUP_TIMEOUT_MS = 30_000;

export interface StoreFixture {
  readonly kind: DatabaseKind;
  /** The store of the running test. */
  readonly store: Store;
  /** The database of the running test (to open more stores on it; close them before the test ends). */
  readonly database: TestDatabase;
}

export function describeEachDatabase(title: string, suite: (fixture: StoreFixture) => void): void {
  describe.each(TEST_DATABASE_KINDS)(`${title} (%s)`, (kind) => {
    let store: Store | undefined;
    let database: TestDatabase | undefined;
    const fixture: StoreFixture = {
      kind,
      get store() {
        if (!store) throw new Error('No store: the database could not be set up.');
        return store;
      },
      get database() {
        if (!database) throw new Error('No database: it could not be set up.');
        return database;
      },
    };

    beforeAll(async () => {
      database = await createTestDatabase(kind);
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await database?.drop();
    }, SETUP_TIMEOUT_MS);

    beforeEach(async () => {
      store = await openStore(fixture.database.options);
    }, SETUP_TIMEOUT_MS);

    afterEach(async () => {
      await store?.close();
      store = undefined;
      await database?.empty();
    }, SETUP_TIMEOUT_MS);

    suite(fixture);
  });
}

/** Runs fn on a second connection to the test's database. */
export async function withDialect<T>(
  fixture: StoreFixture,
  fn: (dialect: ReturnType<typeof openDialect>) => Promise<T>,
): Promise<T> {
  const dialect = openDialect(fixture.database.options);
  try {
    return await fn(dialect);
  } finally {
    await dialect.close();
  }
}
