// `npm run backup -- FILE`: one consistent snapshot of a running site in one file — every table as rows read in
// one read-only snapshot transaction (SQLite in WAL mode and PostgreSQL's repeatable read both keep it while saves
// go on), every picture those rows reference, and the files of the releases they name (release-files.ts).
//
// Pictures are files beside the database: a save that replaces a picture after the snapshot deletes the old file.
// So, inside the snapshot and right after reading which files it references, each file is hard-linked into a
// private folder (instant, no copy); a link keeps the bytes even if a save deletes the name. A file already gone
// by then was replaced in the moment between: the backup starts over from a newer snapshot.
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { link, mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { appliedMigrations, dataTables } from '../db/backup/catalog';
import { referencedImageKeys } from '../db/backup/checks';
import { identityCounters } from '../db/backup/identities';
import { readRowsAfter } from '../db/backup/rows';
import { SQLITE_FILE_NAME } from '../db/dialects/sqlite';
import { openDialect } from '../db/open-store';
import { releasesRoot } from '../releases/release-folders';
import { writeArchive } from './archive';
import { holdSiteFor } from './hold-site';
import {
  CONTENTS_ENTRY,
  IMAGE_ENTRY_PREFIX,
  MANIFEST_ENTRY,
  buildManifest,
  type BackupContents,
  type BackupManifest,
} from './manifest';
import { hostedReleases, linkReleases, RELEASE_ENTRY_PREFIX } from './release-files';

export interface BackupOptions {
  dataDir: string;
  databaseUrl?: string;
  /** The backup file to write (replaced only once the new one is complete). */
  file: string;
  /** Rows per archive entry (one restore transaction each). */
  rowsPerEntry?: number;
  /** Attempts when pictures keep vanishing between snapshot and link (a very busy site). */
  maxAttempts?: number;
}

export interface BackupSummary {
  file: string;
  manifest: BackupManifest;
  contents: BackupContents;
  bytes: number;
}

const DEFAULT_ROWS_PER_ENTRY = 2000;
const DEFAULT_MAX_ATTEMPTS = 5;

/** A picture the snapshot names is not in the image folder: replaced by a save meanwhile, or lost. */
class PictureGoneError extends Error {
  constructor(imagesDir: string, key: string) {
    super(
      `A recipe names the picture ${key}, which is not in ${imagesDir}. If no save replaced it during the backup, ` +
        'it was removed by hand or lost: save that recipe again with a picture (or without one), then back up again.',
    );
  }
}

export async function createBackup(options: BackupOptions): Promise<BackupSummary> {
  if (!existsSync(dirname(options.file)))
    throw new Error(`The folder ${dirname(options.file)} does not exist: create it first.`);
  // Opening a SQLite file that is not there would create an empty database where the site was expected.
  const sqliteFile = join(options.dataDir, SQLITE_FILE_NAME);
  if (!options.databaseUrl && !existsSync(sqliteFile)) {
    throw new Error(`There is no database at ${sqliteFile}: check DATA_DIR (or set DATABASE_URL for PostgreSQL).`);
  }
  // A backup taken while a restore is half-way through would hold parts of two sites: it is refused instead.
  const releaseSite = await holdSiteFor('backup', options.databaseUrl, options.dataDir);
  try {
    const dialect = openDialect(options);
    try {
      const attempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await writeSnapshot(dialect, options);
        } catch (error) {
          if (!(error instanceof PictureGoneError) || attempt >= attempts) throw error;
        }
      }
    } finally {
      await dialect.close();
    }
  } finally {
    await releaseSite();
  }
}

async function writeSnapshot(dialect: ReturnType<typeof openDialect>, options: BackupOptions): Promise<BackupSummary> {
  const imagesDir = join(options.dataDir, 'images');
  const suffix = randomBytes(6).toString('hex');
  const partial = join(dirname(options.file), `.${basename(options.file)}.partial-${suffix}`);
  const linksDir = join(options.dataDir, `.backup-links-${suffix}`);
  const rowsPerEntry = options.rowsPerEntry ?? DEFAULT_ROWS_PER_ENTRY;

  const writer = writeArchive(createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
  try {
    await mkdir(linksDir);
    const { manifest, tables, images, identities, releases } = await dialect.readTransaction(async (trx) => {
      const migrations = await appliedMigrations(dialect, trx);
      if (migrations.length === 0)
        throw new Error('The database has no tables yet: start the server once, or there is nothing to back up.');
      const keys = await referencedImageKeys(trx);
      for (const key of keys) {
        try {
          await link(join(imagesDir, key), join(linksDir, key));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new PictureGoneError(imagesDir, key);
          throw error;
        }
      }
      const linkedReleases = await linkReleases(
        releasesRoot(options.dataDir),
        join(linksDir, 'releases'),
        await hostedReleases(trx),
      );
      const snapshotManifest = buildManifest(dialect.kind, migrations);
      await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(snapshotManifest, null, 2)));

      const counted: BackupContents['tables'] = [];
      for (const table of await dataTables(dialect, trx)) {
        let rows = 0;
        let after: unknown[] | undefined;
        for (let part = 1; ; part += 1) {
          const page = await readRowsAfter(trx, table, after, rowsPerEntry);
          if (page.rows.length === 0) break;
          const lines = page.rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
          await writer.addBuffer(`tables/${table.name}/${String(part).padStart(6, '0')}.jsonl`, Buffer.from(lines));
          rows += page.rows.length;
          after = page.lastKey;
          if (page.rows.length < rowsPerEntry) break;
        }
        counted.push({ name: table.name, rows });
      }
      return {
        manifest: snapshotManifest,
        tables: counted,
        images: keys,
        identities: await identityCounters(dialect, trx),
        releases: linkedReleases,
      };
    });

    for (const key of images) {
      const path = join(linksDir, key);
      await writer.addFile(`${IMAGE_ENTRY_PREFIX}${key}`, path, (await stat(path)).size);
    }
    for (const { remote, version, files } of releases) {
      for (const file of files) {
        const path = join(linksDir, 'releases', remote, version, file);
        await writer.addFile(`${RELEASE_ENTRY_PREFIX}${remote}/${version}/${file}`, path, (await stat(path)).size);
      }
    }
    const contents: BackupContents = {
      tables,
      images,
      identities,
      releases: releases.map(({ remote, version, files }) => ({ remote, version, files: files.length })),
    };
    await writer.addBuffer(CONTENTS_ENTRY, Buffer.from(JSON.stringify(contents)));
    await writer.finish();
    await rename(partial, options.file);
    return { file: options.file, manifest, contents, bytes: (await stat(options.file)).size };
  } catch (error) {
    await writer.abort(error as Error);
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(linksDir, { recursive: true, force: true });
  }
}
