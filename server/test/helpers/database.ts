// Which database the integration suite runs on: SQLite (default) or PostgreSQL with TEST_DATABASE=postgres
// (a fresh database per test server on the PostgreSQL of PG_TEST_URL, see src/db/testing/test-databases.ts).

import { createTestDatabase as createDataLayerDatabase } from '../../src/db/testing/test-databases';

export type TestDatabaseKind = 'sqlite' | 'postgres';

export const TEST_DATABASE: TestDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  /** undefined: SQLite under the server's dataDir. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DATABASE === 'sqlite') return { drop: async () => undefined };
  const database = await createDataLayerDatabase('postgres');
  return { databaseUrl: database.options.databaseUrl, drop: () => database.drop() };
}
