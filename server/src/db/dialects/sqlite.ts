// SQLite (better-sqlite3): one file under DATA_DIR, WAL, FTS5 for search.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type SelectQueryBuilder, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type { Database } from '../schema-types';
import { chunks } from '../chunks';
import { DEFAULT_LOCK_WAIT_MS, isSqliteBusy, retryWhileBusy } from './busy-retry';
import { recordQuery } from '../../metrics/query-timing';
import { withJsRows } from './sqlite-rows';
import { startCheckpoints } from './sqlite-checkpoints';
import type { DialectModule, SearchDocument } from './dialect';

export const SQLITE_FILE_NAME = 'recipes.db';
/** How long opening waits for another process that is creating or migrating the same file. */
const OPEN_WAIT_MS = 60_000;
/** SQLite's default SQLITE_MAX_VARIABLE_NUMBER is 32766. */
const MAX_PARAMETERS = 32_000;

/** Statements kept prepared (by SQL text; bulk inserts and other long statements are not kept). */
const STATEMENT_CACHE_SIZE = 300;
const CACHED_SQL_MAX_LENGTH = 4000;

/**
 * Kysely prepares every query anew; on a list request that cost as much as running the queries. The same SQL
 * text (parameters apart) reuses its prepared statement, unless that one is still busy (an open iterator). Kept
 * statements give their rows as objects built in JavaScript (sqlite-rows.ts); others keep better-sqlite3's own.
 */
function withStatementCache(connection: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, { prepared: BetterSqlite3.Statement; statement: SqliteStatement }>();
  return {
    close: () => connection.close(),
    prepare(sqlText) {
      const cached = statements.get(sqlText);
      if (cached && !cached.prepared.busy) return cached.statement;
      const prepared = connection.prepare(sqlText);
      if (cached || sqlText.length > CACHED_SQL_MAX_LENGTH) return prepared;
      const statement = withJsRows(prepared);
      statements.set(sqlText, { prepared, statement });
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

/** Blocks the thread: only while opening, before anything is served. */
function sleepWhileOpening(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Switches the file to WAL. When several processes open the same new file at once, SQLite may answer
 * SQLITE_BUSY at once, without waiting in its busy handler (their locks would otherwise wait on each other; seen
 * in about one start in ten of three processes), so the switch is tried again until the other one is done.
 */
export function switchToWal(connection: Pick<BetterSqlite3.Database, 'pragma'>, waitMs: number): void {
  const started = Date.now();
  for (let delay = 2; ; delay = Math.min(delay * 2, 50)) {
    try {
      connection.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() - started >= waitMs) throw error;
      sleepWhileOpening(delay);
    }
  }
}

/** Up to this much of the file is read through a memory map (SQLite's own default limit is 2 GiB at most). */
const MMAP_BYTES = 1024 * 1024 * 1024;

export function openSqlite(dataDir: string, lockWaitMs = DEFAULT_LOCK_WAIT_MS): DialectModule {
  mkdirSync(dataDir, { recursive: true });
  const connection = new BetterSqlite3(join(dataDir, SQLITE_FILE_NAME));
  // Opening (switching to WAL) may wait for another process starting on the same file: nothing is served yet,
  // so the driver's own (blocking) wait is fine here, and as long as a slow machine may need.
  connection.pragma(`busy_timeout = ${Math.max(lockWaitMs, OPEN_WAIT_MS)}`);
  switchToWal(connection, OPEN_WAIT_MS);
  // NORMAL is durable across application crashes in WAL mode; only a power loss may drop the last commits.
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  // The default page cache is 2 MiB; 100,000 recipes with their indexes are a few hundred MiB.
  connection.pragma('cache_size = -65536');
  // Pages read through a memory map instead of a read() into the page cache each: a random recipe (a dozen index
  // and row pages) takes 95 µs instead of 115. The mapped pages are the OS's file cache, which it can take back.
  connection.pragma(`mmap_size = ${MMAP_BYTES}`);
  // From now on the driver never waits for a lock itself (its wait would block the event loop): retryWhileBusy does.
  connection.pragma('busy_timeout = 0');
  const checkpoints = startCheckpoints(connection, join(dataDir, SQLITE_FILE_NAME));
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(connection) }),
    log: recordQuery,
  });

  return {
    kind: 'sqlite',
    db,

    // Kysely's own transactions start with a plain (deferred) BEGIN, which fails with SQLITE_BUSY when another
    // process wrote between our first read and first write. BEGIN IMMEDIATE takes the write lock up front.
    // While another connection holds it, the attempt gives the connection back (so this process's reads go on)
    // and is retried after a timer; a busy failure later in the transaction rolls back, so it is retried whole.
    async writeTransaction(fn) {
      return retryWhileBusy(
        () =>
          db.connection().execute(async (conn) => {
            await sql`begin immediate`.execute(conn);
            try {
              const result = await fn(conn);
              await sql`commit`.execute(conn);
              return result;
            } catch (error) {
              if (connection.inTransaction) await sql`rollback`.execute(conn);
              throw error;
            }
          }),
        lockWaitMs,
      );
    },

    autocommit(fn) {
      return retryWhileBusy(() => fn(db), lockWaitMs);
    },

    // In WAL mode a deferred transaction reads one snapshot from its first read to its end.
    readTransaction(fn) {
      return db.transaction().execute(fn);
    },

    // The write transaction already excludes every other writer, in this process and in others.
    async lock() {},
    async lockStubFamily() {},

    forUpdate<O>(query: SelectQueryBuilder<Database, 'recipes', O>) {
      return query;
    },

    ddl: {
      binaryText: 'text',
      idColumn: (column) => column.primaryKey().autoIncrement(),
      async createSearchTable(trx) {
        // Contentless: the index keeps only the words (rowid = recipe id); contentless_delete lets a save
        // replace a recipe's row. Words arrive folded already; the tokenizer options only make sure.
        await sql`create virtual table recipe_search using fts5(
          document,
          content = '',
          contentless_delete = 1,
          tokenize = 'unicode61 remove_diacritics 2',
          prefix = '2 3'
        )`.execute(trx);
      },
    },

    async writeSearchDocuments(trx, documents: SearchDocument[]) {
      for (const batch of chunks(documents, MAX_PARAMETERS / 2)) {
        const ids = batch.map((document) => document.recipeId);
        await sql`delete from recipe_search where rowid in (${sql.join(ids)})`.execute(trx);
        const rows = batch.map((document) => sql`(${document.recipeId}, ${document.tokens.join(' ')})`);
        await sql`insert into recipe_search (rowid, document) values ${sql.join(rows)}`.execute(trx);
      }
    },

    async deleteSearchDocument(trx, recipeId) {
      await sql`delete from recipe_search where rowid = ${recipeId}`.execute(trx);
    },

    matchingRecipeIds(words) {
      // Words are letters and digits only, so quoting them can never produce FTS5 syntax: `"w"*` is a prefix
      // query, a bare `"w"` the whole word; each word's group must match (AND).
      const query = words
        .map(({ prefix, forms }) => `(${[`"${prefix}"*`, ...forms.map((form) => `"${form}"`)].join(' OR ')})`)
        .join(' AND ');
      return sql<number>`(select rowid as id from recipe_search where recipe_search match ${query})`;
    },

    json: {
      array: (values) => sql`json_array(${sql.join(values)})`,
      // json_group_array gives [] over no rows; ORDER BY inside an aggregate needs SQLite 3.44.
      arrayAgg: (value, orderBy) =>
        orderBy ? sql`json_group_array(${value} order by ${orderBy})` : sql`json_group_array(${value})`,
    },

    maxParameters: MAX_PARAMETERS,

    async close() {
      // Refreshes the planner's statistics when they drifted (cheap; what SQLite recommends before closing).
      // Skipped when another connection holds the lock: closing must not fail for it.
      try {
        connection.pragma('optimize');
      } catch (error) {
        if (!isSqliteBusy(error)) throw error;
      }
      await checkpoints.close();
      await db.destroy();
    },
  };
}
