// The database's size on disk: the SQLite file with its WAL and shared-memory files; PostgreSQL's own count
// (pg_database_size). Images are not counted (the seed shares a dozen pictures).
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { SQLITE_FILE_NAME } from '@simple-recipes/server/src/db/dialects/sqlite';
import type { BenchDatabase } from './databases';

export async function databaseBytes(database: BenchDatabase): Promise<number> {
  if (database.databaseUrl) {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ bytes: string }>('select pg_database_size(current_database()) as bytes');
      return Number(rows[0]?.bytes ?? 0);
    } finally {
      await client.end();
    }
  }
  const files = (await readdir(database.dataDir)).filter(
    (name) => name === SQLITE_FILE_NAME || name.startsWith(`${SQLITE_FILE_NAME}-`),
  );
  const sizes = await Promise.all(files.map(async (name) => (await stat(join(database.dataDir, name))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}
