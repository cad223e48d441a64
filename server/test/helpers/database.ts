// Which database the integration suite runs on: SQLite (default) or PostgreSQL with TEST_DATABASE=postgres.
// Each test server gets a database of its own.

export type TestDatabaseKind = 'sqlite' | 'postgres';

export const TEST_DATABASE: TestDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  /** undefined: SQLite under the server's dataDir. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DATABASE === 'sqlite') return { drop: async () => undefined };
  throw new Error('TEST_DATABASE=postgres: the PostgreSQL test helper is not wired yet.');
}
