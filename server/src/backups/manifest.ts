// What a backup says about itself (its first entry, manifest.json): the format, the release and schema version
// that wrote it, and the database it came from. A restore reads it before touching anything.
import rootPackage from '../../../package.json';
import type { Migration } from '../db/migrations/migration';
import type { DatabaseKind } from '../db/store';

export const BACKUP_FORMAT = 'simple-recipes-backup';
/** 2: the published releases' files (releases/…) are in it too. */
export const BACKUP_FORMAT_VERSION = 2;
/** The release this code is (the repository's version). */
export const RELEASE: string = rootPackage.version;

export const MANIFEST_ENTRY = 'manifest.json';
/** The last entry: what the archive holds, to check the restore against. */
export const CONTENTS_ENTRY = 'contents.json';
export const TABLE_ENTRY = /^tables\/([a-z_][a-z0-9_]*)\/(\d{6})\.jsonl$/;
export const IMAGE_ENTRY_PREFIX = 'images/';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  release: string;
  /** The highest migration applied to the database backed up. */
  schemaVersion: number;
  migrations: Array<{ version: number; name: string }>;
  database: DatabaseKind;
  /** ISO 8601. */
  createdAt: string;
}

export interface BackupContents {
  /** Rows per table, in load order. */
  tables: Array<{ name: string; rows: number }>;
  /** Every picture file in the archive. */
  images: string[];
  /** The last id each table gave out (ids are never reused, not even after a restore). */
  identities?: Record<string, number>;
  /** The published releases whose files are in the archive (format 2). */
  releases?: Array<{ remote: string; version: string; files: number }>;
}

export function buildManifest(
  database: DatabaseKind,
  migrations: Array<{ version: number; name: string }>,
): BackupManifest {
  const sorted = [...migrations].sort((a, b) => a.version - b.version);
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    release: RELEASE,
    schemaVersion: sorted.length > 0 ? sorted[sorted.length - 1]!.version : 0,
    migrations: sorted.map(({ version, name }) => ({ version, name })),
    database,
    createdAt: new Date().toISOString(),
  };
}

/** A reason the backup cannot be restored, thrown before anything is written. */
export class BackupRefusedError extends Error {
  override readonly name = 'BackupRefusedError';
}

/**
 * Parses manifest.json and checks this release can restore it: the format is ours, and every migration the
 * backup's database had is one this code knows (a backup from an earlier release has fewer; the restore runs
 * the rest afterwards).
 */
export function readManifest(text: string, known: readonly Migration[]): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupRefusedError('This is not a backup of this site: its manifest is not valid JSON.');
  }
  if (
    manifest?.format !== BACKUP_FORMAT ||
    !Array.isArray(manifest.migrations) ||
    typeof manifest.schemaVersion !== 'number'
  ) {
    throw new BackupRefusedError('This is not a backup of this site (npm run backup writes one).');
  }
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupRefusedError(
      `This backup was written by a newer release (${manifest.release}) in a format this one (${RELEASE}) cannot read. Upgrade the server first, then restore.`,
    );
  }
  const knownByVersion = new Map(known.map((migration) => [migration.version, migration.name]));
  const newest = Math.max(0, ...known.map((migration) => migration.version));
  const unknown = manifest.migrations.filter((migration) => knownByVersion.get(migration.version) !== migration.name);
  if (manifest.schemaVersion > newest || unknown.length > 0) {
    throw new BackupRefusedError(
      `This backup was written by a newer release (${manifest.release}, schema version ${manifest.schemaVersion}); ` +
        `this server (${RELEASE}) knows schema versions up to ${newest}. Upgrade the server first, then restore.`,
    );
  }
  return manifest;
}
