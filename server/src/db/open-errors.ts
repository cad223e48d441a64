// What an operator reads when the database cannot be opened at start: which setting names it, what went wrong, what
// to check — instead of the driver's bare "Invalid URL", "connect ECONNREFUSED …" or "unable to open database file".
import { join } from 'node:path';

/** The error's code, or the first code among the errors it gathers (a host name with several addresses). */
function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof AggregateError ? error.errors.map(codeOf).find(Boolean) : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** "host:port/database" of a postgres:// URL (never its password), or undefined when it cannot be read. */
export function postgresTarget(databaseUrl: string): string | undefined {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || 'localhost'}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return undefined;
  }
}

export function invalidDatabaseUrl(): Error {
  return new Error(
    'DATABASE_URL is not a valid address: write it as postgres://USER:PASSWORD@HOST:5432/DATABASE ' +
      '(characters such as @, : or / in the password percent-encoded).',
  );
}

const POSTGRES_HINTS: Record<string, string> = {
  ECONNREFUSED: 'nothing answers there: is PostgreSQL running, on that host and port?',
  ENOTFOUND: 'that host name is not known.',
  ETIMEDOUT: 'the connection timed out: check the host, the port and any firewall.',
  '28P01': 'the user name or password was refused.',
  '28000': 'that user may not connect (check pg_hba.conf).',
  '3D000': 'that database does not exist: create it first (createdb).',
};

/** An error of reaching or logging in to PostgreSQL, not one of a query. */
export function isConnectionFailure(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && Object.hasOwn(POSTGRES_HINTS, code);
}

/** The error to stop on when PostgreSQL could not be opened or migrated. */
export function postgresOpenError(databaseUrl: string, error: unknown): Error {
  const code = codeOf(error);
  const hint = (code && Object.hasOwn(POSTGRES_HINTS, code) ? POSTGRES_HINTS[code] : undefined) ?? messageOf(error);
  const target = postgresTarget(databaseUrl) ?? 'DATABASE_URL';
  return new Error(`The database named by DATABASE_URL (${target}) could not be used: ${hint}`, { cause: error });
}

/** Codes of a folder or file the process cannot make, open or write (not a lock another process holds). */
const UNOPENABLE = new Set([
  'EROFS',
  'EACCES',
  'EPERM',
  'ENOENT',
  'ENOTDIR',
  'EEXIST',
  'SQLITE_CANTOPEN',
  'SQLITE_READONLY',
]);

/** The SQLite file or its folder cannot be made or opened where DATA_DIR says. */
export function isUnopenableFile(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && UNOPENABLE.has(code);
}

/** The error to stop on when the SQLite file under DATA_DIR could not be made or opened. */
export function sqliteOpenError(dataDir: string, fileName: string, error: unknown): Error {
  const code = codeOf(error);
  const reason =
    code === 'EROFS'
      ? 'its file system is read-only'
      : code === 'EACCES' || code === 'EPERM'
        ? "the server's user may not write there"
        : messageOf(error);
  return new Error(
    `The database ${join(dataDir, fileName)} could not be opened: ${reason}. DATA_DIR must be a folder the ` +
      "server's user can create and write to.",
    { cause: error },
  );
}
