import { openStore } from './open-store';
import { startStoreProcess } from './testing/store-processes';
import { TEST_DATABASE_KINDS, createTestDatabase, type TestDatabase } from './testing/test-databases';

describe.each(TEST_DATABASE_KINDS)('migrations (%s)', (kind) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
  }, 30_000);

  afterEach(async () => {
    await database.drop();
  }, 30_000);

  it('lets several processes open a new database at once: one migrates, the others wait', async () => {
    const processes = Array.from({ length: 3 }, () => startStoreProcess(database.options));
    try {
      await Promise.all(processes.map((child) => child.started));
      await Promise.all(processes.map((child) => child.open()));
      // Each sees the complete schema.
      const counts = await Promise.all(processes.map((child) => child.call('countRecipes')));
      expect(counts).toEqual([0, 0, 0]);
    } finally {
      await Promise.all(processes.map((child) => child.stop()));
    }
    const store = await openStore(database.options);
    try {
      expect(await store.ensureTags([{ tag: 'Soup', shorthand: 'SOUP' }])).toHaveLength(1);
    } finally {
      await store.close();
    }
  }, 60_000);

  it('does nothing on a database that is up to date, and keeps its data', async () => {
    const first = await openStore(database.options);
    await first.claimOnce('seed');
    await first.close();
    const second = await openStore(database.options);
    try {
      expect(await second.claimOnce('seed')).toBe(false);
    } finally {
      await second.close();
    }
  }, 30_000);
});
