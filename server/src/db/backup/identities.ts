// Id counters: ids are never reused, not even across a restore, so the last id each table gave out (deleted
// rows included) travels in the backup and is set again on the restored database.
import { sql, type Kysely } from 'kysely';
import type { DialectModule } from '../dialects/dialect';
import type { Database } from '../schema-types';
import { identityColumns } from './catalog';

type AnyDb = Kysely<Database>;

/**
 * The last id each table gave out, deleted rows included, so a restore never hands a removed recipe's id to a
 * new one (ids are never reused).
 */
export async function identityCounters(
  dialect: DialectModule,
  db: AnyDb = dialect.db,
): Promise<Record<string, number>> {
  const counters: Record<string, number> = {};
  if (dialect.kind === 'sqlite') {
    const { rows } = await sql<{ name: string; seq: number }>`select name, seq from sqlite_sequence`.execute(db);
    for (const row of rows) counters[row.name] = Number(row.seq);
    return counters;
  }
  for (const { table, column } of await identityColumns(dialect, db)) {
    const { rows } = await sql<{
      value: string | number | null;
    }>`select pg_sequence_last_value(pg_get_serial_sequence(${table}, ${column})::regclass) as value`.execute(db);
    counters[table] = Number(rows[0]?.value ?? 0);
  }
  return counters;
}

/** Sets each id counter past both the largest id restored and the last id the backed-up database gave out. */
export async function restoreIdentityCounters(dialect: DialectModule, saved: Record<string, number>): Promise<void> {
  for (const { table, column } of await identityColumns(dialect, dialect.db)) {
    const { rows } = await sql<{
      max: number | string | null;
    }>`select max(${sql.ref(column)}) as max from ${sql.table(table)}`.execute(dialect.db);
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
