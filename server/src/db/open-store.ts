// Opens the database the configuration names (PostgreSQL for a postgres:// URL, else SQLite under dataDir)
// and brings its schema up to date.
import type { DialectModule } from './dialects/dialect';
import { openPostgres } from './dialects/postgres';
import { openSqlite, SQLITE_FILE_NAME } from './dialects/sqlite';
import {
  invalidDatabaseUrl,
  isConnectionFailure,
  isUnopenableFile,
  postgresOpenError,
  postgresTarget,
  sqliteOpenError,
} from './open-errors';
import { migrate } from './migrate';
import { holdSite, type SiteRelease } from './site-in-use';
import { sqlStore } from './sql-store';
import type { OpenStoreOptions, Store } from './store';

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(?:ql)?:\/\//i.test(url);
}

export function openDialect({ dataDir, databaseUrl, lockWaitMs }: OpenStoreOptions): DialectModule {
  if (databaseUrl !== undefined && databaseUrl !== '') {
    if (!isPostgresUrl(databaseUrl)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://.');
    if (postgresTarget(databaseUrl) === undefined) throw invalidDatabaseUrl();
    try {
      return openPostgres(databaseUrl, lockWaitMs);
    } catch (error) {
      throw postgresOpenError(databaseUrl, error);
    }
  }
  try {
    return openSqlite(dataDir, lockWaitMs);
  } catch (error) {
    throw isUnopenableFile(error) ? sqliteOpenError(dataDir, SQLITE_FILE_NAME, error) : error;
  }
}

/**
 * The store of the site: held as in use (site-in-use.ts) from before its migrations until it closes, so a restore
 * never replaces the data under it, and it never opens a site a restore is half-way through.
 */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const dialect = openDialect(options);
  let release: SiteRelease | undefined;
  try {
    release = await holdSite('server', dialect.kind === 'postgres' ? options.databaseUrl : undefined, options.dataDir);
    await migrate(dialect);
  } catch (error) {
    await release?.().catch(() => undefined);
    await dialect.close();
    // The first query is where PostgreSQL's connection fails (refused, unknown host, wrong password).
    if (dialect.kind === 'postgres' && options.databaseUrl && isConnectionFailure(error))
      throw postgresOpenError(options.databaseUrl, error);
    throw error;
  }
  return sqlStore(dialect, options.list, release);
}
