// `npm run restore -- FILE`: brings a backup back into an empty DATA_DIR / database (or, with `force`, replaces
// what is there). The backup's schema is rebuilt by running this release's migrations up to the backup's
// version, the rows are loaded a few thousand per transaction (never one long transaction), then the newer
// migrations run. Success is reported only after every recipe is checked whole and every picture present.
//
// SQLite is restored into a private folder inside DATA_DIR and moved into place at the very end; a failure at any
// point removes that folder and leaves DATA_DIR as it was. PostgreSQL is loaded in place: a failure drops the
// tables the restore created, leaving the database empty as it was (with `force`, its old tables were dropped
// first: restore again from a good backup).
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { allTableNames, dataTables, dropAllTables } from '../db/backup/catalog';
import { brokenRecipes, referencedImageKeys } from '../db/backup/checks';
import { restoreIdentityCounters } from '../db/backup/identities';
import { deleteAllRows, insertRows, type BackupRow } from '../db/backup/rows';
import { rebuildSearchIndex } from '../db/backup/search-index';
import { fillRecipeJson } from '../db/recipe-json-fill';
import type { DialectModule } from '../db/dialects/dialect';
import { openPostgres } from '../db/dialects/postgres';
import { SQLITE_FILE_NAME, openSqlite } from '../db/dialects/sqlite';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { isPostgresUrl } from '../db/open-store';
import type { SiteRelease } from '../db/site-in-use';
import { IMAGE_FILE_NAME } from '../images/image-files';
import { releasesRoot } from '../releases/release-folders';
import { REMOTE_FOLDERS } from '../releases/remote-names';
import { readArchive, readEntry, type ArchiveEntry } from './archive';
import { holdSiteFor } from './hold-site';
import {
  BackupRefusedError,
  CONTENTS_ENTRY,
  IMAGE_ENTRY_PREFIX,
  MANIFEST_ENTRY,
  TABLE_ENTRY,
  readManifest,
  type BackupContents,
  type BackupManifest,
} from './manifest';
import { isWholeRelease, parseReleaseEntry, RELEASE_ENTRY_PREFIX } from './release-files';

export interface RestoreOptions {
  file: string;
  dataDir: string;
  databaseUrl?: string;
  /** Replace an existing site instead of refusing. */
  force?: boolean;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  recipes: number;
  images: number;
  /** Published releases whose files were restored. */
  releases: number;
  /** Migrations run after loading (the backup came from an earlier release). */
  migrated: number[];
}

/** The backup file does not hold what it says (cut short, edited, not ours). Nothing was restored. */
export class BackupDamagedError extends Error {
  override readonly name = 'BackupDamagedError';
}

const MAX_SMALL_ENTRY_BYTES = 256 * 1024 * 1024;
const SQLITE_FILES = ['', '-wal', '-shm'].map((suffix) => `${SQLITE_FILE_NAME}${suffix}`);

async function imageFileNames(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => IMAGE_FILE_NAME.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** What already lives where the restore would write, in words (empty when nothing). */
async function existingSite(options: RestoreOptions, postgres: DialectModule | null): Promise<string[]> {
  const found: string[] = [];
  if (postgres) {
    const tables = await allTableNames(postgres);
    if (tables.length > 0) found.push(`the database already has ${tables.length} tables`);
  } else if (existsSync(join(options.dataDir, SQLITE_FILE_NAME))) {
    found.push(`${join(options.dataDir, SQLITE_FILE_NAME)} exists`);
  }
  const pictures = await imageFileNames(join(options.dataDir, 'images'));
  if (pictures.length > 0) found.push(`${join(options.dataDir, 'images')} holds ${pictures.length} pictures`);
  const releases = (await Promise.all(REMOTE_FOLDERS.map((remote) => releaseVersions(options.dataDir, remote)))).flat();
  if (releases.length > 0) found.push(`${releasesRoot(options.dataDir)} holds ${releases.length} releases`);
  return found;
}

/** The release folders of one remote under DATA_DIR/releases. */
async function releaseVersions(dataDir: string, remote: string): Promise<string[]> {
  try {
    return await readdir(join(releasesRoot(dataDir), remote));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreSummary> {
  if (options.databaseUrl && !isPostgresUrl(options.databaseUrl)) {
    throw new BackupRefusedError('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  const dataDirExisted = existsSync(options.dataDir);
  const work = join(options.dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  const entries = readArchive(options.file);
  let target: DialectModule | null = options.databaseUrl ? openPostgres(options.databaseUrl) : null;
  let releaseSite: SiteRelease | undefined;
  let createdTables = false;
  let closed = false;
  try {
    releaseSite = await holdSiteFor('restore', options.databaseUrl, options.dataDir);
    const first = await nextEntry(entries);
    if (!first || first.name !== MANIFEST_ENTRY)
      throw new BackupRefusedError('This is not a backup of this site (npm run backup writes one).');
    const manifest = readManifest((await readEntry(first, MAX_SMALL_ENTRY_BYTES)).toString('utf8'), MIGRATIONS);

    const existing = await existingSite(options, target);
    if (existing.length > 0 && !options.force) {
      throw new BackupRefusedError(
        `Refusing to overwrite an existing site (${existing.join('; ')}). Restore into an empty DATA_DIR and database, or pass --force to replace it.`,
      );
    }

    await mkdir(join(work, 'images'), { recursive: true });
    if (target && options.force) await dropAllTables(target);
    target ??= openSqlite(work);
    createdTables = true;
    await migrate(
      target,
      MIGRATIONS.filter((migration) => migration.version <= manifest.schemaVersion),
    );
    const tables = await dataTables(target);
    await target.writeTransaction((trx) => deleteAllRows(trx, tables));

    const loaded = await loadEntries(
      entries,
      target,
      tables.map((table) => table.name),
      work,
    );
    await restoreIdentityCounters(target, loaded.identities);
    await rebuildSearchIndex(target);
    const migrated = await migrate(target);
    await fillRecipeJson(target);
    const recipes = await checkRestored(target, join(work, 'images'));
    await target.close();
    closed = true;

    await putInPlace(options, work, target.kind === 'sqlite', loaded);
    return { manifest, recipes, images: loaded.images.length, releases: loaded.releases.length, migrated };
  } catch (error) {
    if (target && !closed) {
      if (createdTables && target.kind === 'postgres') await dropAllTables(target).catch(() => undefined);
      await target.close().catch(() => undefined);
    }
    throw error;
  } finally {
    await releaseSite?.().catch(() => undefined);
    await entries.return(undefined).catch(() => undefined);
    await rm(work, { recursive: true, force: true });
    if (!dataDirExisted) await rmdir(options.dataDir).catch(() => undefined);
  }
}

async function nextEntry(entries: AsyncGenerator<ArchiveEntry>): Promise<ArchiveEntry | undefined> {
  try {
    const { value, done } = await entries.next();
    return done ? undefined : value;
  } catch (error) {
    throw new BackupDamagedError(`The backup file cannot be read: ${(error as Error).message}.`);
  }
}

function parseRows(text: string, entryName: string): BackupRow[] {
  try {
    return text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as BackupRow);
  } catch {
    throw new BackupDamagedError(`The backup is damaged: ${entryName} is not valid JSON lines.`);
  }
}

async function loadEntries(
  entries: AsyncGenerator<ArchiveEntry>,
  target: DialectModule,
  tableNames: string[],
  work: string,
): Promise<Loaded> {
  const imagesDir = join(work, 'images');
  const rowsLoaded = new Map<string, number>();
  const images: string[] = [];
  const releaseFiles = new Map<string, number>();
  let contents: BackupContents | undefined;
  for (let entry = await nextEntry(entries); entry; entry = await nextEntry(entries)) {
    if (contents) throw new BackupDamagedError(`The backup is damaged: ${entry.name} follows its table of contents.`);
    const table = TABLE_ENTRY.exec(entry.name)?.[1];
    if (entry.type !== 'file')
      throw new BackupDamagedError(`The backup is damaged: ${entry.name} is not a plain file.`);
    if (table !== undefined) {
      if (!tableNames.includes(table))
        throw new BackupDamagedError(`The backup is damaged: it holds rows of an unknown table "${table}".`);
      const rows = parseRows((await readEntry(entry, MAX_SMALL_ENTRY_BYTES)).toString('utf8'), entry.name);
      await target.writeTransaction((trx) => insertRows(trx, target, table, rows));
      rowsLoaded.set(table, (rowsLoaded.get(table) ?? 0) + rows.length);
    } else if (entry.name.startsWith(IMAGE_ENTRY_PREFIX)) {
      const name = entry.name.slice(IMAGE_ENTRY_PREFIX.length);
      if (!IMAGE_FILE_NAME.test(name))
        throw new BackupDamagedError(`The backup is damaged: ${entry.name} is not a picture name.`);
      const path = join(imagesDir, name);
      await pipeline(entry.stream, createWriteStream(path, { flags: 'wx' }));
      if ((await stat(path)).size !== entry.size)
        throw new BackupDamagedError(`The backup is damaged: ${entry.name} is cut short.`);
      images.push(name);
    } else if (entry.name.startsWith(RELEASE_ENTRY_PREFIX)) {
      const release = parseReleaseEntry(entry.name);
      if (!release) throw new BackupDamagedError(`The backup is damaged: ${entry.name} is not a release file name.`);
      const path = join(work, 'releases', release.remote, release.version, release.file);
      await mkdir(dirname(path), { recursive: true });
      await pipeline(entry.stream, createWriteStream(path, { flags: 'wx' }));
      if ((await stat(path)).size !== entry.size)
        throw new BackupDamagedError(`The backup is damaged: ${entry.name} is cut short.`);
      const key = `${release.remote}/${release.version}`;
      releaseFiles.set(key, (releaseFiles.get(key) ?? 0) + 1);
    } else if (entry.name === CONTENTS_ENTRY) {
      try {
        contents = JSON.parse((await readEntry(entry, MAX_SMALL_ENTRY_BYTES)).toString('utf8')) as BackupContents;
      } catch {
        throw new BackupDamagedError(`The backup is damaged: ${CONTENTS_ENTRY} is not valid JSON.`);
      }
    } else {
      throw new BackupDamagedError(`The backup is damaged: unexpected entry ${entry.name}.`);
    }
  }
  if (!contents)
    throw new BackupDamagedError('The backup is incomplete: it ends before its table of contents (was it cut short?).');
  for (const { name, rows } of contents.tables) {
    if ((rowsLoaded.get(name) ?? 0) !== rows) {
      throw new BackupDamagedError(
        `The backup is damaged: ${name} should have ${rows} rows, it has ${rowsLoaded.get(name) ?? 0}.`,
      );
    }
  }
  const missing = contents.images.filter((name) => !images.includes(name));
  if (missing.length > 0)
    throw new BackupDamagedError(`The backup is damaged: ${missing.length} pictures are missing (${missing[0]} …).`);
  const releases = contents.releases ?? [];
  for (const { remote, version } of releases) {
    if (!(await isWholeRelease(join(work, 'releases', remote, version), version)))
      throw new BackupDamagedError(`The backup is damaged: the files of release ${remote} ${version} are not whole.`);
  }
  if (releaseFiles.size !== releases.length)
    throw new BackupDamagedError('The backup is damaged: it holds release files its table of contents does not list.');
  return { images, releases, identities: contents.identities ?? {} };
}

interface Loaded {
  images: string[];
  releases: Array<{ remote: string; version: string }>;
  identities: Record<string, number>;
}

/** Every recipe whole, every picture it names present; returns how many recipes there are. */
async function checkRestored(target: DialectModule, imagesDir: string): Promise<number> {
  const broken = await brokenRecipes(target.db);
  if (broken.length > 0) {
    throw new BackupDamagedError(
      `The restored data is not whole: ${broken.map((recipe) => `"${recipe.stub}" has ${recipe.problem}`).join('; ')}.`,
    );
  }
  const present = new Set(await imageFileNames(imagesDir));
  const missing = (await referencedImageKeys(target.db)).filter((key) => !present.has(key));
  if (missing.length > 0)
    throw new BackupDamagedError(
      `The restored recipes name ${missing.length} pictures the backup lacks (${missing[0]} …).`,
    );
  const { count } = await target.db
    .selectFrom('recipes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Moves the restored database file (SQLite), pictures and releases into DATA_DIR, replacing what was there. */
async function putInPlace(options: RestoreOptions, work: string, sqlite: boolean, loaded: Loaded): Promise<void> {
  const imagesDir = join(options.dataDir, 'images');
  await mkdir(imagesDir, { recursive: true });
  if (options.force) {
    for (const name of await imageFileNames(imagesDir)) await rm(join(imagesDir, name), { force: true });
    for (const remote of REMOTE_FOLDERS) {
      await rm(join(releasesRoot(options.dataDir), remote), { recursive: true, force: true });
    }
  }
  for (const name of loaded.images) await rename(join(work, 'images', name), join(imagesDir, name));
  for (const { remote, version } of loaded.releases) {
    await mkdir(join(releasesRoot(options.dataDir), remote), { recursive: true });
    await rename(join(work, 'releases', remote, version), join(releasesRoot(options.dataDir), remote, version));
  }
  if (sqlite) {
    for (const name of SQLITE_FILES) await rm(join(options.dataDir, name), { force: true });
    for (const name of SQLITE_FILES) {
      if (existsSync(join(work, name))) await rename(join(work, name), join(options.dataDir, name));
    }
  }
}
