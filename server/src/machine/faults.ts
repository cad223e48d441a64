// Faults of the machine (full or unwritable storage, a busy or unreachable database, too many open files) and the
// answer each one gets. One table, used by the error handler, so every route — and every capability that writes
// files or talks to the database — answers the same way without knowing about it.
import { DatabaseBusyError } from '../db/errors';

export type FaultKind =
  'storage-full' | 'storage-unwritable' | 'database-busy' | 'database-unreachable' | 'too-many-open-files';

export interface FaultAnswer {
  kind: FaultKind;
  status: 503 | 507;
  message: string;
  /** Seconds for the Retry-After header (503 only). */
  retryAfterSeconds?: number;
}

export const STORAGE_FULL_MESSAGE = 'The server has run out of storage space; nothing was saved.';
export const STORAGE_UNWRITABLE_MESSAGE =
  'The server cannot write to its storage at the moment (it is read-only or not writable); nothing was saved.';
export const DATABASE_BUSY_MESSAGE =
  'The database is busy at the moment, so nothing was changed. Please try again in a few seconds.';
export const DATABASE_UNREACHABLE_MESSAGE =
  'The database cannot be reached at the moment, so nothing was changed. Please try again in a few seconds.';
export const TOO_MANY_OPEN_FILES_MESSAGE =
  'The server is handling too many requests at the moment. Please try again in a few seconds.';

const ANSWERS: Record<FaultKind, Omit<FaultAnswer, 'kind'>> = {
  'storage-full': { status: 507, message: STORAGE_FULL_MESSAGE },
  'storage-unwritable': { status: 503, message: STORAGE_UNWRITABLE_MESSAGE, retryAfterSeconds: 60 },
  'database-busy': { status: 503, message: DATABASE_BUSY_MESSAGE, retryAfterSeconds: 5 },
  'database-unreachable': { status: 503, message: DATABASE_UNREACHABLE_MESSAGE, retryAfterSeconds: 10 },
  'too-many-open-files': { status: 503, message: TOO_MANY_OPEN_FILES_MESSAGE, retryAfterSeconds: 2 },
};

/** Node's errno codes (fs, net) and PostgreSQL's connection failures. */
const BY_CODE: Record<string, FaultKind> = {
  ENOSPC: 'storage-full',
  EDQUOT: 'storage-full',
  EFBIG: 'storage-full',
  EROFS: 'storage-unwritable',
  EACCES: 'storage-unwritable',
  EPERM: 'storage-unwritable',
  EMFILE: 'too-many-open-files',
  ENFILE: 'too-many-open-files',
  // Connect-time failures: the server connects out to nothing but its database. (ECONNRESET is left out: a
  // browser that drops an upload raises it too.)
  ECONNREFUSED: 'database-unreachable',
  EHOSTUNREACH: 'database-unreachable',
  ENETUNREACH: 'database-unreachable',
  ENOTFOUND: 'database-unreachable',
  EAI_AGAIN: 'database-unreachable',
  // PostgreSQL SQLSTATEs: disk full, out of memory for files, read-only, shutting down or starting up, busy.
  '53100': 'storage-full',
  '25006': 'storage-unwritable',
  '57P01': 'database-unreachable',
  '57P02': 'database-unreachable',
  '57P03': 'database-unreachable',
  '53300': 'database-unreachable',
  '55P03': 'database-busy',
  '40P01': 'database-busy',
  '57014': 'database-busy',
};

/** SQLite's result codes (better-sqlite3 puts the extended code, e.g. SQLITE_IOERR_WRITE, in `code`). */
function sqliteFault(code: string): FaultKind | undefined {
  if (code === 'SQLITE_FULL') return 'storage-full';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'database-busy';
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_IOERR')) {
    return 'storage-unwritable';
  }
  return undefined;
}

/** PostgreSQL class 08 is "connection exception". */
const PG_CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;
/** pg's own messages when the server goes away under a connection or a connect attempt times out. */
const PG_LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

function kindOf(error: unknown): FaultKind | undefined {
  if (error instanceof DatabaseBusyError) return 'database-busy';
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    const known = BY_CODE[code] ?? (code.startsWith('SQLITE_') ? sqliteFault(code) : undefined);
    if (known) return known;
    if (PG_CONNECTION_EXCEPTION.test(code)) return 'database-unreachable';
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && PG_LOST_CONNECTION.test(message)) return 'database-unreachable';
  return undefined;
}

/** The answer for a known fault of the machine (looking through `cause` and AggregateError), or undefined. */
export function faultAnswer(error: unknown): FaultAnswer | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === undefined || current === null || seen.has(current)) continue;
    seen.add(current);
    const kind = kindOf(current);
    if (kind) return { kind, ...ANSWERS[kind] };
    if (current instanceof AggregateError) queue.push(...current.errors);
    if (typeof current === 'object' && 'cause' in current) queue.push((current as { cause?: unknown }).cause);
  }
  return undefined;
}

export function isFault(error: unknown, kind?: FaultKind): boolean {
  const answer = faultAnswer(error);
  return answer !== undefined && (kind === undefined || answer.kind === kind);
}
