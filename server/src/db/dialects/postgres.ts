// PostgreSQL (pg): for several server processes over one database. tsvector + GIN for search, advisory locks
// for work that must not run twice at once.
import pg from 'pg';
import { Kysely, PostgresDialect, sql, type SelectQueryBuilder } from 'kysely';
import { chunks } from '../chunks';
import { recordQuery } from '../../metrics/query-timing';
import type { Database } from '../schema-types';
import { DEFAULT_LOCK_WAIT_MS } from './busy-retry';
import type { DialectModule, LockName, SearchDocument } from './dialect';
import { namingClient, StatementNames } from './named-statements';

const INT8_OID = 20;
/** PostgreSQL's limit is 65535 bind parameters per statement. */
const MAX_PARAMETERS = 60_000;
/** First key of every advisory lock this app takes (ASCII "Reci"), so it never meets another app's locks. */
export const LOCK_NAMESPACE = 0x52656369;
const LOCK_KEYS: Record<LockName, number> = { migrations: 1, stubs: 2, 'first-account': 3, releases: 4, tags: 5 };
/** First key of the stub-family locks (ASCII "Recs"); the second is the family's hash. */
const STUB_FAMILY_NAMESPACE = 0x52656373;

// Times and counts are bigint (int8); pg returns those as strings by default. Every int8 here (epoch
// milliseconds, counts) is far below 2^53, so a number is exact.
const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
  oid === INT8_OID && format !== 'binary'
    ? (value: string) => Number(value)
    : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser;

/** A connection attempt to a PostgreSQL that does not answer fails after this (→ 503), instead of hanging. */
const CONNECT_TIMEOUT_MS = 5_000;

export function openPostgres(databaseUrl: string, lockWaitMs = DEFAULT_LOCK_WAIT_MS): DialectModule {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    types: { getTypeParser },
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    Client: namingClient(new StatementNames()),
  });
  // An idle pooled connection the server ends (restart, failover, pg_terminate_backend) is emitted as an 'error'
  // on the pool; unhandled, it would kill the process. The pool drops that client and opens a new one when
  // needed, and a query in flight on it fails on its own, so there is nothing else to do.
  pool.on('error', () => undefined);
  // The default random_page_cost (4, for spinning disks) makes the planner scan all 100,000 search documents
  // rather than use the GIN index, three times slower; 1.1 is the usual value for SSDs and RAM-cached data.
  // Queued on the new connection before any query of ours. lock_timeout: a write waiting for a lock another
  // connection holds (an operator's LOCK TABLE, a long transaction) fails with 55P03 (→ 503) after the same
  // bounded wait as on SQLite, instead of hanging the request.
  pool.on('connect', (client) => {
    client
      .query(`set random_page_cost = 1.1; set lock_timeout = ${Math.max(1, Math.round(lockWaitMs))}`)
      .catch(() => undefined);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: recordQuery });

  return {
    kind: 'postgres',
    db,

    writeTransaction(fn) {
      return db.transaction().execute(fn);
    },

    autocommit(fn) {
      return fn(db);
    },

    readTransaction(fn) {
      return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(fn);
    },

    async lock(trx, name) {
      // Another process migrating may take longer than a request should wait; starting up waits for it.
      if (name === 'migrations') await sql`set local lock_timeout = 0`.execute(trx);
      await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int4, ${LOCK_KEYS[name]}::int4)`.execute(trx);
    },

    async lockStubFamily(trx, family) {
      // Shared on `stubs`: saves of different families go on together, a bulk insert (exclusive) waits for them all.
      // Two families with the same hash only wait for each other.
      await sql`select pg_advisory_xact_lock_shared(${LOCK_NAMESPACE}::int4, ${LOCK_KEYS.stubs}::int4),
        pg_advisory_xact_lock(${STUB_FAMILY_NAMESPACE}::int4, hashtext(${family}))`.execute(trx);
    },

    forUpdate<O>(query: SelectQueryBuilder<Database, 'recipes', O>) {
      return query.forUpdate();
    },

    ddl: {
      // "C" compares bytes, as SQLite does; the database's default collation would ignore the `-` in stub
      // ranges and order the sort keys by locale rules.
      binaryText: sql`text collate "C"`,
      idColumn: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
      async createSearchTable(trx) {
        await sql`create table recipe_search (
          recipe_id integer primary key references recipes (id) on delete cascade,
          document tsvector not null
        )`.execute(trx);
        await sql`create index recipe_search_document on recipe_search using gin (document)`.execute(trx);
      },
    },

    async writeSearchDocuments(trx, documents: SearchDocument[]) {
      for (const batch of chunks(documents, MAX_PARAMETERS / 2)) {
        // The lexemes are the folded words themselves (array_to_tsvector does no parsing), so PostgreSQL
        // matches exactly the words SQLite's index holds.
        const rows = batch.map(
          (document) => sql`(${document.recipeId}, array_to_tsvector(${document.tokens}::text[]))`,
        );
        await sql`insert into recipe_search (recipe_id, document) values ${sql.join(rows)}
          on conflict (recipe_id) do update set document = excluded.document`.execute(trx);
      }
    },

    async deleteSearchDocument(trx, recipeId) {
      await sql`delete from recipe_search where recipe_id = ${recipeId}`.execute(trx);
    },

    matchingRecipeIds(words) {
      // Words are letters and digits only, so a quoted lexeme (with `:*`, a prefix) can never be tsquery syntax.
      const query = words
        .map(({ prefix, forms }) => `(${[`'${prefix}':*`, ...forms.map((form) => `'${form}'`)].join(' | ')})`)
        .join(' & ');
      return sql<number>`(select recipe_id as id from recipe_search where document @@ ${query}::tsquery)`;
    },

    json: {
      array: (values) => sql`json_build_array(${sql.join(values)})`,
      arrayAgg: (value, orderBy) =>
        orderBy
          ? sql`coalesce(json_agg(${value} order by ${orderBy}), '[]'::json)`
          : sql`coalesce(json_agg(${value}), '[]'::json)`,
    },

    maxParameters: MAX_PARAMETERS,

    async close() {
      await db.destroy();
    },
  };
}
