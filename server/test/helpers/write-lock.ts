// Holds the database's write lock from outside the server, so the server's saves stop right before they commit
// (their image files already written): the moment a crash is most likely to leave something half done.
import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import pg from 'pg';
import { SQLITE_FILE_NAME } from '../../src/db/dialects/sqlite';

export interface WriteLock {
  /** Image file names the committed recipes reference (read under the lock). */
  referencedImageKeys(): Promise<Set<string>>;
  release(): Promise<void>;
}

type ImageRow = { image_original: string | null; image_page: string | null; image_thumbnail: string | null };
const IMAGE_COLUMNS = 'select image_original, image_page, image_thumbnail from recipes';

function keysOf(rows: ImageRow[]): Set<string> {
  return new Set(
    rows
      .flatMap((row) => [row.image_original, row.image_page, row.image_thumbnail])
      .filter((key): key is string => key !== null),
  );
}

export async function holdWriteLock(target: { dataDir: string; databaseUrl?: string }): Promise<WriteLock> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    await client.query('begin');
    // Reads go on; every insert, update and SELECT … FOR UPDATE on recipes waits.
    await client.query('lock table recipes in exclusive mode');
    return {
      referencedImageKeys: async () => keysOf((await client.query<ImageRow>(IMAGE_COLUMNS)).rows),
      release: async () => {
        await client.query('rollback').catch(() => undefined);
        await client.end();
      },
    };
  }
  const connection = new BetterSqlite3(join(target.dataDir, SQLITE_FILE_NAME));
  connection.pragma('busy_timeout = 10000');
  // The one writer's lock: the server's next BEGIN IMMEDIATE waits for it (readers go on, in WAL mode).
  connection.exec('begin immediate');
  return {
    referencedImageKeys: async () => keysOf(connection.prepare(IMAGE_COLUMNS).all() as ImageRow[]),
    release: async () => {
      if (connection.inTransaction) connection.exec('rollback');
      connection.close();
    },
  };
}
