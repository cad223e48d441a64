// Brings the schema up to date at start. Several processes may start at once: the first takes the
// migration lock (SQLite: the write lock of BEGIN IMMEDIATE; PostgreSQL: an advisory lock) and migrates,
// the others wait for it, then find nothing left to do.
import type { DialectModule } from './dialects/dialect';
import { MIGRATIONS } from './migrations';
import type { Migration } from './migrations/migration';

/** Applies the pending migrations in one transaction; returns the versions it applied. */
export async function migrate(dialect: DialectModule, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return dialect.writeTransaction(async (trx) => {
    await dialect.lock(trx, 'migrations');
    await trx.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('applied_at', 'bigint', (c) => c.notNull())
      .execute();

    const applied = new Set((await trx.selectFrom('schema_migrations').select('version').execute()).map((row) => row.version));
    const known = new Set(migrations.map((migration) => migration.version));
    const unknown = [...applied].filter((version) => !known.has(version));
    if (unknown.length > 0) {
      throw new Error(`The database has schema version ${Math.max(...unknown)}, newer than this server knows; upgrade the server.`);
    }

    const pending = migrations.filter((migration) => !applied.has(migration.version)).sort((a, b) => a.version - b.version);
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
