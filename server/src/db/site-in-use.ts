// Who is using a site's data: a running server, a backup reading it, or a restore replacing it. A restore must not
// pull the database and the pictures from under a server that serves them (its open SQLite file would be
// replaced, its PostgreSQL tables dropped mid-request) or a backup that copies them (it would save half of one
// site and half of another), and neither may start on a site a restore is half-way through.
//
// PostgreSQL (a `databaseUrl`): every server and backup holds the site's advisory lock shared, on a connection of
// its own, for as long as it runs (a server takes it again when the database ends that connection); a restore
// takes it exclusively. The lock ends with its connection, so a server that crashed holds nothing.
// SQLite (one process, one machine): a file under DATA_DIR/run names the process; one whose process has ended is
// stale and ignored.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { LOCK_NAMESPACE } from './dialects/postgres';

export type SiteUser = 'server' | 'backup' | 'restore';

/** Another server or restore holds the site; the message says which and what to do. */
export class SiteInUseError extends Error {
  override readonly name = 'SiteInUseError';
}

/** Ends a hold on the site. */
export type SiteRelease = () => Promise<void>;

/** The site's key among the app's advisory locks (postgres.ts LOCK_KEYS has 1–5, held per transaction). */
const SITE_KEY = 6;

const CONNECT_TIMEOUT_MS = 5_000;

const RUN_FOLDER = 'run';

interface Mark {
  user: SiteUser;
  pid: number;
  host: string;
}

/** Why `wanted` cannot have the site while `by` holds it (a restore is refused by anyone; others only by one). */
function refusal(by: SiteUser | 'server or backup', wanted: SiteUser, who: string): string {
  switch (by) {
    case 'server':
      return `A server is running on this site (${who}): stop it, then restore.`;
    case 'backup':
      return `A backup is being taken of this site (${who}): let it finish, then restore.`;
    case 'server or backup':
      return `A server or a backup is using this site (${who}): stop the server, or let the backup finish, then restore.`;
    case 'restore': {
      const then = {
        server: 'start the server once it has finished.',
        backup: 'back it up once the restore has finished.',
        restore: 'let it finish first.',
      }[wanted];
      return `A restore is replacing this site (${who}): ${then}`;
    }
  }
}

/**
 * Holds the site for `user` until the returned function is called; throws SiteInUseError when it cannot be had: a
 * restore finds anyone else, a server or a backup finds a restore (servers and backups share the site).
 */
export function holdSite(user: SiteUser, databaseUrl: string | undefined, dataDir: string): Promise<SiteRelease> {
  return databaseUrl ? holdLock(user, databaseUrl) : holdFolder(user, dataDir);
}

/** Named so an operator sees it in pg_stat_activity (and a test can end it). */
export const SITE_LOCK_APPLICATION = 'simple-recipes site lock';
/** A backup's lock connection: a refused restore can then say whether it waits for a server or a backup. */
const BACKUP_LOCK_APPLICATION = 'simple-recipes backup lock';
/** How soon a server whose lock connection was lost (a database restart, a failover) takes the lock again. */
const RETAKE_MS = 2_000;

/** A connection of its own, outside the pool (holding the lock costs the requests none of theirs), with the lock. */
async function lockedClient(user: SiteUser, databaseUrl: string, onEnd: () => void): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: user === 'backup' ? BACKUP_LOCK_APPLICATION : SITE_LOCK_APPLICATION,
  });
  // A connection lost later ends with 'end' (and its lock with it); an unhandled 'error' would crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    const take = user === 'restore' ? 'pg_try_advisory_lock' : 'pg_try_advisory_lock_shared';
    const { rows } = await client.query<{ held: boolean }>(`select ${take}($1::int4, $2::int4) as held`, [
      LOCK_NAMESPACE,
      SITE_KEY,
    ]);
    if (!rows[0]?.held) {
      // Naming the holder is a courtesy: a failed look still refuses, in words that fit either.
      const holder = user === 'restore' ? await lockHolder(client).catch(() => 'server or backup' as const) : 'restore';
      throw new SiteInUseError(refusal(holder, user, 'it holds the database’s lock'));
    }
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  client.once('end', onEnd);
  return client;
}

/**
 * Who holds the site's lock shared: a server or a backup, by their connections' names (sessions of another
 * database user may hide theirs, hence the answer that names both). Advisory locks belong to one database: the
 * same key on another database of the server is another site's.
 */
async function lockHolder(client: pg.Client): Promise<'server' | 'backup' | 'server or backup'> {
  const { rows } = await client.query<{ application_name: string | null }>(
    `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.classid = $1 and l.objid = $2 and l.objsubid = 2
        and l.database = (select oid from pg_database where datname = current_database())`,
    [LOCK_NAMESPACE, SITE_KEY],
  );
  const names = new Set(rows.map((row) => row.application_name));
  if (names.has(SITE_LOCK_APPLICATION)) return 'server';
  if (names.has(BACKUP_LOCK_APPLICATION)) return 'backup';
  return 'server or backup';
}

async function holdLock(user: SiteUser, databaseUrl: string): Promise<SiteRelease> {
  let released = false;
  let retry: NodeJS.Timeout | undefined;
  // A server goes on when its lock connection is lost, so it takes the lock again, until it has it or stops.
  const lost = () => {
    if (!released && user === 'server') retry = setTimeout(() => void retake(), RETAKE_MS).unref();
  };
  const retake = async () => {
    try {
      const again = await lockedClient(user, databaseUrl, lost);
      if (released) await again.end();
      else client = again;
    } catch {
      lost();
    }
  };
  let client = await lockedClient(user, databaseUrl, lost);
  // Ending the connection ends its lock.
  return async () => {
    released = true;
    clearTimeout(retry);
    await client.end().catch(() => undefined);
  };
}

/** Whether the process is alive on this machine (EPERM: it is, under another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function liveMarks(folder: string): Promise<Array<Mark & { file: string }>> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const marks: Array<Mark & { file: string }> = [];
  for (const name of names.filter((file) => file.endsWith('.json'))) {
    try {
      const mark = JSON.parse(await readFile(join(folder, name), 'utf8')) as Mark;
      if (mark.host === hostname() && Number.isInteger(mark.pid) && alive(mark.pid))
        marks.push({ ...mark, file: join(folder, name) });
    } catch {
      // Unreadable or half-written: no mark.
    }
  }
  return marks;
}

async function holdFolder(user: SiteUser, dataDir: string): Promise<SiteRelease> {
  const folder = join(dataDir, RUN_FOLDER);
  const blocking = (await liveMarks(folder)).find((mark) => user === 'restore' || mark.user === 'restore');
  if (blocking)
    throw new SiteInUseError(
      `${refusal(blocking.user, user, `process ${blocking.pid}`)} If no such process runs, remove ${blocking.file}.`,
    );
  await mkdir(folder, { recursive: true });
  const file = join(folder, `${user}-${process.pid}-${randomBytes(4).toString('hex')}.json`);
  await writeFile(file, JSON.stringify({ user, pid: process.pid, host: hostname() } satisfies Mark));
  return async () => {
    await rm(file, { force: true });
    await rmdir(folder).catch(() => undefined); // when no other mark is left in it
  };
}
