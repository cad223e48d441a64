// Rows as they travel in a backup: read a table in key order a page at a time (no OFFSET, no long scan), written
// back in statements under the dialect's parameter limit. Plain JSON values, so one database's rows load into the
// other.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { chunks } from '../chunks';
import type { DialectModule } from '../dialects/dialect';
import type { Database } from '../schema-types';
import type { DataTable } from './catalog';

/** One row as it travels in a backup: column → JSON value (bytes as `{ "$bytes": base64 }`). */
export type BackupRow = Record<string, unknown>;

type AnyDb = Kysely<Database>;
// Tables come from the database's own catalog here, not from the typed schema.
const raw = (db: AnyDb) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

function toBackupValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (value instanceof Date) return value.toISOString();
  return value;
}

function fromBackupValue(value: unknown): unknown {
  if (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof (value as { $bytes?: unknown }).$bytes === 'string'
  ) {
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
  const rows = (
    await sql<BackupRow>`select * from ${sql.table(table.name)} ${where} order by ${keyColumns} limit ${limit}`.execute(
      db,
    )
  ).rows;
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
    const values = batch.map((row) =>
      Object.fromEntries(columns.map((column) => [column, fromBackupValue(row[column])])),
    );
    await raw(trx).insertInto(table).values(values).execute();
  }
}

/** Rows a migration may have created in an empty database (counters at zero): a restore replaces them. */
export async function deleteAllRows(trx: AnyDb, tables: DataTable[]): Promise<void> {
  for (const table of [...tables].reverse()) await sql`delete from ${sql.table(table.name)}`.execute(trx);
}
