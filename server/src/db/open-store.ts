// Opens the database the configuration names (PostgreSQL for a postgres:// URL, else SQLite under dataDir)
// and brings its schema up to date.
import type { DialectModule } from './dialects/dialect';
import { openPostgres } from './dialects/postgres';
import { openSqlite } from './dialects/sqlite';
import { migrate } from './migrate';
import { sqlStore } from './sql-store';
import type { OpenStoreOptions, Store } from './store';

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(?:ql)?:\/\//i.test(url);
}

export function openDialect({ dataDir, databaseUrl, lockWaitMs }: OpenStoreOptions): DialectModule {
  if (databaseUrl !== undefined && databaseUrl !== '') {
    if (!isPostgresUrl(databaseUrl)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://.');
    return openPostgres(databaseUrl, lockWaitMs);
  }
  return openSqlite(dataDir, lockWaitMs);
}

export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const dialect = openDialect(options);
  try {
    await migrate(dialect);
  } catch (error) {
    await dialect.close();
    throw error;
  }
  return sqlStore(dialect, options.list);
}
