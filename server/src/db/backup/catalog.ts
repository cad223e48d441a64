// Which tables a backup holds, read from the database's own catalog (so tables later migrations add come along):
// every table but the skipped ones, parents before the tables whose foreign keys point at them, each with its
// primary key; and the few catalog facts a restore needs.
import { sql, type Kysely } from 'kysely';
import type { DialectModule } from '../dialects/dialect';
import type { Database } from '../schema-types';

/**
 * Tables a backup leaves out: the migration ledger (a restore rebuilds it by running the migrations), the
 * search index and its change log (its form differs per database; rebuilt from the recipes) and short-lived login state
 * (sessions and rate-limit counters: after a restore everyone logs in again).
 */
const SKIPPED_TABLES = new Set(['schema_migrations', 'sessions', 'rate_limits', 'search_changes']);
const isSearchTable = (name: string) => name === 'recipe_search' || name.startsWith('recipe_search_');

type AnyDb = Kysely<Database>;

export async function allTableNames(dialect: DialectModule, db: AnyDb = dialect.db): Promise<string[]> {
  const query =
    dialect.kind === 'sqlite'
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'`
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
  for (const name of names)
    parents.set(
      name,
      (await parentTables(dialect, db, name)).filter((parent) => names.includes(parent)),
    );
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

/** The migrations applied to a database, oldest first (none when it has no schema yet). */
export async function appliedMigrations(
  dialect: DialectModule,
  db: AnyDb = dialect.db,
): Promise<Array<{ version: number; name: string }>> {
  if (!(await allTableNames(dialect, db)).includes('schema_migrations')) return [];
  return db.selectFrom('schema_migrations').select(['version', 'name']).orderBy('version').execute();
}

/** The tables with a generated id column (SQLite AUTOINCREMENT, PostgreSQL identity) and that column. */
export async function identityColumns(
  dialect: DialectModule,
  db: AnyDb,
): Promise<Array<{ table: string; column: string }>> {
  if (dialect.kind === 'sqlite') {
    // Every AUTOINCREMENT table of ours names its key `id`; sqlite_sequence lists those that ever gave one.
    const tables = await allTableNames(dialect, db);
    const result: Array<{ table: string; column: string }> = [];
    for (const table of tables) {
      const { sql: definition } = (
        await sql<{ sql: string | null }>`select sql from sqlite_master where name = ${table}`.execute(db)
      ).rows[0] ?? { sql: null };
      if (definition && /\bautoincrement\b/i.test(definition)) result.push({ table, column: 'id' });
    }
    return result;
  }
  const { rows } = await sql<{ table: string; column: string }>`select table_name as "table", column_name as "column"
    from information_schema.columns where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  return rows;
}

/** Drops every table of the current PostgreSQL schema (a forced restore over an existing database). */
export async function dropAllTables(dialect: DialectModule): Promise<void> {
  if (dialect.kind !== 'postgres') throw new Error('Only a PostgreSQL database is emptied in place.');
  const names = await allTableNames(dialect);
  if (names.length > 0)
    await sql`drop table if exists ${sql.join(names.map((name) => sql.table(name)))} cascade`.execute(dialect.db);
}
