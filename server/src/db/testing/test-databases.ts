// Empty databases for tests: a temporary folder for SQLite, a new database on the PostgreSQL server of
// PG_TEST_URL (default: the local cluster's postgres superuser over TCP). PostgreSQL must be running; when it
// is not, the tests fail with a message saying so — they never skip.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SQLITE_FILE_NAME } from '../dialects/sqlite';
import type { DatabaseKind, OpenStoreOptions } from '../store';

export const DEFAULT_PG_TEST_URL = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
export const TEST_DATABASE_KINDS: readonly DatabaseKind[] = ['sqlite', 'postgres'];

export interface TestDatabase {
  kind: DatabaseKind;
  /** What to pass to openStore (or to the server's configuration: DATA_DIR / DATABASE_URL). */
  options: OpenStoreOptions;
  /** Deletes every row (the schema stays). Close every store on it first. */
  empty(): Promise<void>;
  /** Removes the database (and the temporary folder). Close every store on it first. */
  drop(): Promise<void>;
}

export function pgTestUrl(): string {
  return process.env.PG_TEST_URL || DEFAULT_PG_TEST_URL;
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = pgTestUrl();
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${url.replace(/:[^:@/]*@/, ':***@')} (${(error as Error).message}). ` +
        'Start it (pg_ctlcluster 15 main start) and set the postgres password, or point PG_TEST_URL at a server.',
    );
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new folder (SQLite) or database (PostgreSQL) nobody else uses. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'recipes-db-test-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') {
    return {
      kind,
      options: { dataDir },
      async empty() {
        for (const suffix of ['', '-wal', '-shm'])
          await rm(join(dataDir, `${SQLITE_FILE_NAME}${suffix}`), { force: true });
      },
      drop: removeDir,
    };
  }

  const name = `recipes_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(pgTestUrl());
  url.pathname = `/${name}`;
  // Tests need no durability: commits that do not wait for the disk make the suite several times faster.
  url.searchParams.set('options', '-c synchronous_commit=off');
  const databaseUrl = url.toString();
  return {
    kind,
    options: { dataDir, databaseUrl },
    // Creating a PostgreSQL database takes about a second; emptying the tables a few milliseconds.
    async empty() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ tablename: string }>(
          "select tablename from pg_tables where schemaname = current_schema() and tablename not in ('schema_migrations', 'counters')",
        );
        // DELETE, not TRUNCATE: on tables this small it is a hundred times faster. Replica mode skips the
        // foreign-key triggers, so the order of the tables does not matter.
        await client.query('begin');
        await client.query('set local session_replication_role = replica');
        for (const { tablename } of rows) await client.query(`delete from "${tablename}"`);
        // Counter rows are created by the migrations, so they stay, back at zero.
        await client.query('update counters set value = 0');
        await client.query('commit');
      } finally {
        await client.end();
      }
    },
    async drop() {
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
      await removeDir();
    },
  };
}
