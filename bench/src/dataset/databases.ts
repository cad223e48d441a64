// A fresh database per run: a temporary DATA_DIR (SQLite file and images), plus for PostgreSQL a temporary
// database on the server of the admin URL. Dropped afterwards unless --keep.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type DbKind = 'sqlite' | 'postgres';

export interface BenchDatabase {
  kind: DbKind;
  /** DATA_DIR of the server: the SQLite file (SQLite) and the images (both). */
  dataDir: string;
  /** DATABASE_URL (PostgreSQL only). */
  databaseUrl?: string;
  drop(): Promise<void>;
}

function hidePassword(url: string): string {
  return url.replace(/:[^:@/]*@/, ':***@');
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The server's version string, or null when it does not answer. */
export async function postgresVersion(adminUrl: string): Promise<string | null> {
  try {
    return await withClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ server_version: string }>('show server_version');
      return rows[0]?.server_version.replace(/\s*\(.*\)$/, '') ?? null;
    });
  } catch {
    return null;
  }
}

export async function createBenchDatabase(kind: DbKind, adminUrl: string): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), `recipes-bench-${kind}-`));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') return { kind, dataDir, drop: removeDir };

  const name = `recipes_bench_${randomBytes(5).toString('hex')}`;
  try {
    await withClient(adminUrl, (client) => client.query(`create database ${name}`));
  } catch (error) {
    await removeDir();
    throw new Error(
      `Could not create a PostgreSQL database through ${hidePassword(adminUrl)}: ${(error as Error).message}`,
    );
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      await removeDir();
    },
  };
}

/** After a bulk load: what autovacuum would do on a settled database (planner statistics, visibility map). */
export async function settlePostgres(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, (client) => client.query('vacuum analyze'));
}

export { hidePassword };
