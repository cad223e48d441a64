// Brings the schema up to date at start. Several processes may start at once: the first takes the
// migration lock (SQLite: the write lock of BEGIN IMMEDIATE; PostgreSQL: an advisory lock) and migrates,
// the others wait for it, then find nothing left to do.
import type { DialectModule } from './dialects/dialect';
import { DatabaseBusyError } from './errors';
import { MIGRATIONS } from './migrations';
import type { Migration } from './migrations/migration';

/** How long a starting process waits for another one that is migrating (nothing is served meanwhile). */
const MIGRATION_WAIT_MS = 120_000;

/** Applies the pending migrations in one transaction; returns the versions it applied. */
export async function migrate(
  dialect: DialectModule,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  const started = Date.now();
  for (;;) {
    try {
      return await migrateOnce(dialect, migrations);
    } catch (error) {
      // The bounded wait of a write is for requests; at start, another process's migration may take longer.
      if (!(error instanceof DatabaseBusyError) || Date.now() - started > MIGRATION_WAIT_MS) throw error;
    }
  }
}

async function migrateOnce(dialect: DialectModule, migrations: readonly Migration[]): Promise<number[]> {
  return dialect.writeTransaction(async (trx) => {
    await dialect.lock(trx, 'migrations');
    await trx.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('applied_at', 'bigint', (c) => c.notNull())
      .execute();

    const appliedRows = await trx.selectFrom('schema_migrations').select(['version', 'name']).execute();
    const applied = new Set(appliedRows.map((row) => row.version));
    checkNoNewerMigrations(appliedRows, migrations);

    const pending = migrations
      .filter((migration) => !applied.has(migration.version))
      .sort((a, b) => a.version - b.version);
    for (const migration of pending) {
      await migration.up(trx, dialect);
      await trx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name, applied_at: Date.now() })
        .execute();
    }
    return pending.map((migration) => migration.version);
  });
}

/**
 * A database migrated by a newer release (a version this code does not have, or the same number under another
 * name) is never started on: this code would guess at a schema it does not know.
 */
function checkNoNewerMigrations(
  applied: Array<{ version: number; name: string }>,
  migrations: readonly Migration[],
): void {
  const known = new Map(migrations.map((migration) => [migration.version, migration.name]));
  const unknown = applied.filter((row) => known.get(row.version) !== row.name).sort((a, b) => b.version - a.version);
  if (unknown.length === 0) return;
  const newest = Math.max(0, ...known.keys());
  throw new Error(
    `The database has schema version ${unknown[0]!.version} ("${unknown[0]!.name}"), which this server does not know ` +
      `(it knows versions up to ${newest}): it was upgraded by a newer release. Start that release (or a newer one), ` +
      'or restore a backup made by this release into an empty database.',
  );
}
