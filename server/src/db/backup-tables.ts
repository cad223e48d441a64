// The database side of backups: which tables hold data, in which order they can be loaded (parents before the
// rows that reference them), reading a table in key order a page at a time, writing rows back, and what only a
// restore needs (identity counters, the search index, emptiness). Written for both dialects, as plain rows, so a
// backup from one database loads into the other.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { chunks } from './chunks';
import type { DialectModule, SearchDocument } from './dialects/dialect';
import { searchDocumentTokens } from './recipe-writes';
import type { Database } from './schema-types';

/** One row as it travels in a backup: column → JSON value (bytes as `{ "$bytes": base64 }`). */
export type BackupRow = Record<string, unknown>;

/**
 * Tables a backup leaves out: the migration ledger (a restore rebuilds it by running the migrations), the
 * search index (its form differs per database; rebuilt from the recipes) and short-lived login state
 * (sessions and rate-limit counters: after a restore everyone logs in again).
 */
const SKIPPED_TABLES = new Set(['schema_migrations', 'sessions', 'rate_limits']);
const isSearchTable = (name: string) => name === 'recipe_search' || name.startsWith('recipe_search_');

type AnyDb = Kysely<Database>;
// Tables come from the database's own catalog here, not from the typed schema.
const raw = (db: AnyDb) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

export async function allTableNames(dialect: DialectModule, db: AnyDb = dialect.db): Promise<string[]> {
  const query =
    dialect.kind === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'`
      : sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`;
  return (await query.execute(db)).rows.map((row) => row.name).sort();
}

async function parentTables(dialect: DialectModule, db: AnyDb, table: string): Promise<string[]> {
  const query =
    dialect.kind === 'sqlite'
      ? sql<{ parent: string }>`select "table" as parent from pragma_foreign_key_list(${table})`
      : sql<{ parent: string }>`select distinct ccu.table_name as parent
          from information_schema.table_constraints tc
          join information_schema.constraint_column_usage ccu
            on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema() and tc.table_name = ${table}`;
  return (await query.execute(db)).rows.map((row) => row.parent).filter((parent) => parent !== table);
}

/** The columns of a table's primary key, in key order (empty when it has none). */
async function primaryKey(dialect: DialectModule, db: AnyDb, table: string): Promise<string[]> {
  const query =
    dialect.kind === 'sqlite'
      ? sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`
      : sql<{ name: string }>`select kcu.column_name as name
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu
            on kcu.constraint_name = tc.constraint_name and kcu.constraint_schema = tc.constraint_schema
          where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = current_schema() and tc.table_name = ${table}
          order by kcu.ordinal_position`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

export interface DataTable {
  name: string;
  primaryKey: string[];
}

/** The tables a backup holds, every table after the tables its foreign keys point at. */
export async function dataTables(dialect: DialectModule, db: AnyDb = dialect.db): Promise<DataTable[]> {
  const names = (await allTableNames(dialect, db)).filter((name) => !SKIPPED_TABLES.has(name) && !isSearchTable(name));
  const parents = new Map<string, string[]>();
  for (const name of names) parents.set(name, (await parentTables(dialect, db, name)).filter((parent) => names.includes(parent)));
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    if (visiting.has(name)) throw new Error(`The tables' foreign keys form a cycle through ${name}.`);
    visiting.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent);
    visiting.delete(name);
    ordered.push(name);
  };
  names.forEach(visit);
  const tables: DataTable[] = [];
  for (const name of ordered) tables.push({ name, primaryKey: await primaryKey(dialect, db, name) });
  return tables;
}

function toBackupValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (value instanceof Date) return value.toISOString();
  return value;
}

function fromBackupValue(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as { $bytes?: unknown }).$bytes === 'string') {
    return Buffer.from((value as { $bytes: string }).$bytes, 'base64');
  }
  return value;
}

/**
 * Up to `limit` rows of `table` after the row whose key is `after` (from the start when undefined), in key
 * order, so a large table is read in pages without OFFSET. A table without a primary key is read whole.
 */
export async function readRowsAfter(
  db: AnyDb,
  table: DataTable,
  after: unknown[] | undefined,
  limit: number,
): Promise<{ rows: BackupRow[]; lastKey: unknown[] | undefined }> {
  const key = table.primaryKey;
  if (key.length === 0) {
    if (after !== undefined) return { rows: [], lastKey: undefined };
    const rows = (await sql<BackupRow>`select * from ${sql.table(table.name)}`.execute(db)).rows;
    return { rows: rows.map(encodeRow), lastKey: rows.length > 0 ? [] : undefined };
  }
  const keyColumns = sql.join(key.map((column) => sql.ref(column)));
  const where: RawBuilder<unknown> =
    after === undefined ? sql`` : sql`where (${keyColumns}) > (${sql.join(after.map((value) => sql`${value}`))})`;
  const rows = (await sql<BackupRow>`select * from ${sql.table(table.name)} ${where} order by ${keyColumns} limit ${limit}`.execute(db)).rows;
  const last = rows[rows.length - 1];
  return { rows: rows.map(encodeRow), lastKey: last ? key.map((column) => last[column]) : undefined };
}

function encodeRow(row: BackupRow): BackupRow {
  const encoded: BackupRow = {};
  for (const [column, value] of Object.entries(row)) encoded[column] = toBackupValue(value);
  return encoded;
}

/** Inserts backup rows into `table` (in statements under the dialect's parameter limit). */
export async function insertRows(trx: AnyDb, dialect: DialectModule, table: string, rows: BackupRow[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const perStatement = Math.max(1, Math.floor(dialect.maxParameters / Math.max(1, columns.length)));
  for (const batch of chunks(rows, perStatement)) {
    const values = batch.map((row) => Object.fromEntries(columns.map((column) => [column, fromBackupValue(row[column])])));
    await raw(trx).insertInto(table).values(values).execute();
  }
}

/** Rows a migration may have created in an empty database (counters at zero): a restore replaces them. */
export async function deleteAllRows(trx: AnyDb, tables: DataTable[]): Promise<void> {
  for (const table of [...tables].reverse()) await sql`delete from ${sql.table(table.name)}`.execute(trx);
}

/** The tables with a generated id column (SQLite AUTOINCREMENT, PostgreSQL identity) and that column. */
async function identityColumns(dialect: DialectModule, db: AnyDb): Promise<Array<{ table: string; column: string }>> {
  if (dialect.kind === 'sqlite') {
    // Every AUTOINCREMENT table of ours names its key `id`; sqlite_sequence lists those that ever gave one.
    const tables = await allTableNames(dialect, db);
    const result: Array<{ table: string; column: string }> = [];
    for (const table of tables) {
      const { sql: definition } = (await sql<{ sql: string | null }>`select sql from sqlite_master where name = ${table}`.execute(db)).rows[0] ?? { sql: null };
      if (definition && /\bautoincrement\b/i.test(definition)) result.push({ table, column: 'id' });
    }
    return result;
  }
  const { rows } = await sql<{ table: string; column: string }>`select table_name as "table", column_name as "column"
    from information_schema.columns where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  return rows;
}

/**
 * The last id each table gave out, deleted rows included, so a restore never hands a removed recipe's id to a
 * new one (ids are never reused).
 */
export async function identityCounters(dialect: DialectModule, db: AnyDb = dialect.db): Promise<Record<string, number>> {
  const counters: Record<string, number> = {};
  if (dialect.kind === 'sqlite') {
    const { rows } = await sql<{ name: string; seq: number }>`select name, seq from sqlite_sequence`.execute(db);
    for (const row of rows) counters[row.name] = Number(row.seq);
    return counters;
  }
  for (const { table, column } of await identityColumns(dialect, db)) {
    const { rows } = await sql<{ value: string | number | null }>`select pg_sequence_last_value(pg_get_serial_sequence(${table}, ${column})::regclass) as value`.execute(db);
    counters[table] = Number(rows[0]?.value ?? 0);
  }
  return counters;
}

/** Sets each id counter past both the largest id restored and the last id the backed-up database gave out. */
export async function restoreIdentityCounters(dialect: DialectModule, saved: Record<string, number>): Promise<void> {
  for (const { table, column } of await identityColumns(dialect, dialect.db)) {
    const { rows } = await sql<{ max: number | string | null }>`select max(${sql.ref(column)}) as max from ${sql.table(table)}`.execute(dialect.db);
    const last = Math.max(Number(rows[0]?.max ?? 0), saved[table] ?? 0);
    if (last === 0) continue;
    if (dialect.kind === 'sqlite') {
      await sql`delete from sqlite_sequence where name = ${table}`.execute(dialect.db);
      await sql`insert into sqlite_sequence (name, seq) values (${table}, ${last})`.execute(dialect.db);
    } else {
      await sql`select setval(pg_get_serial_sequence(${table}, ${column}), ${last})`.execute(dialect.db);
    }
  }
}

/** Rewrites the search documents of every recipe, a page of recipes per transaction. */
export async function rebuildSearchIndex(dialect: DialectModule, pageSize = 500): Promise<void> {
  let afterId = 0;
  for (;;) {
    const recipes = await dialect.db
      .selectFrom('recipes')
      .select(['id', 'name'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (recipes.length === 0) return;
    const ids = recipes.map((recipe) => recipe.id);
    const ingredients = await dialect.db
      .selectFrom('ingredients')
      .innerJoin('ingredient_sections', 'ingredient_sections.id', 'ingredients.section_id')
      .select(['ingredient_sections.recipe_id', 'ingredients.ingredient'])
      .where('ingredient_sections.recipe_id', 'in', ids)
      .execute();
    const tags = await dialect.db
      .selectFrom('recipe_tags')
      .innerJoin('tags', 'tags.id', 'recipe_tags.tag_id')
      .select(['recipe_tags.recipe_id', 'tags.tag', 'tags.shorthand'])
      .where('recipe_tags.recipe_id', 'in', ids)
      .execute();
    const documents: SearchDocument[] = recipes.map((recipe) => ({
      recipeId: recipe.id,
      tokens: searchDocumentTokens(
        {
          name: recipe.name,
          ingredients: [
            {
              ingredients: ingredients
                .filter((row) => row.recipe_id === recipe.id)
                .map((row) => ({ ingredient: row.ingredient, amount: '', notes: '' })),
              name: '',
            },
          ],
        } as Parameters<typeof searchDocumentTokens>[0],
        tags.filter((row) => row.recipe_id === recipe.id),
      ),
    }));
    await dialect.writeTransaction((trx) => dialect.writeSearchDocuments(trx, documents));
    afterId = ids[ids.length - 1]!;
  }
}

/** Drops every table of the current PostgreSQL schema (a forced restore over an existing database). */
export async function dropAllTables(dialect: DialectModule): Promise<void> {
  if (dialect.kind !== 'postgres') throw new Error('Only a PostgreSQL database is emptied in place.');
  const names = await allTableNames(dialect);
  if (names.length > 0) await sql`drop table if exists ${sql.join(names.map((name) => sql.table(name)))} cascade`.execute(dialect.db);
}

/** Recipes that are not whole: without an ingredient or a step, or with an empty section. */
export async function brokenRecipes(db: AnyDb, limit = 10): Promise<Array<{ stub: string; problem: string }>> {
  const found: Array<{ stub: string; problem: string }> = [];
  const checks: Array<[string, RawBuilder<{ stub: string }>]> = [
    [
      'no ingredient',
      sql`select stub from recipes r where not exists (select 1 from ingredient_sections s
        join ingredients i on i.section_id = s.id where s.recipe_id = r.id) limit ${limit}`,
    ],
    [
      'no step',
      sql`select stub from recipes r where not exists (select 1 from step_sections s
        join steps i on i.section_id = s.id where s.recipe_id = r.id) limit ${limit}`,
    ],
    [
      'an empty ingredient section',
      sql`select distinct r.stub from recipes r join ingredient_sections s on s.recipe_id = r.id
        where not exists (select 1 from ingredients i where i.section_id = s.id) limit ${limit}`,
    ],
    [
      'an empty step section',
      sql`select distinct r.stub from recipes r join step_sections s on s.recipe_id = r.id
        where not exists (select 1 from steps i where i.section_id = s.id) limit ${limit}`,
    ],
  ];
  for (const [problem, query] of checks) {
    for (const row of (await query.execute(db)).rows) found.push({ stub: row.stub, problem });
  }
  return found;
}

/** The migrations applied to a database, oldest first (none when it has no schema yet). */
export async function appliedMigrations(dialect: DialectModule, db: AnyDb = dialect.db): Promise<Array<{ version: number; name: string }>> {
  if (!(await allTableNames(dialect, db)).includes('schema_migrations')) return [];
  return db.selectFrom('schema_migrations').select(['version', 'name']).orderBy('version').execute();
}

/** Every picture file some recipe references. */
export async function referencedImageKeys(db: AnyDb): Promise<string[]> {
  const rows = await db
    .selectFrom('recipes')
    .select(['image_original', 'image_page', 'image_thumbnail'])
    .where('image_original', 'is not', null)
    .execute();
  const keys = new Set(rows.flatMap((row) => [row.image_original, row.image_page, row.image_thumbnail]));
  keys.delete(null);
  return [...(keys as Set<string>)].sort();
}
