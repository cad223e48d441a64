// The published releases' files (DATA_DIR/releases/<remote>/<version>/…) in a backup, so that after a restore the
// active, canary and kept versions the database names can still be served. A release's version is the hash of
// its files, which is how both sides know a copy is whole: the backup keeps a release only when the files it
// linked hash to its version (one being pruned meanwhile is left out), the restore refuses one that does not.
import { link, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema-types';
import { remoteByFolder, VERSION_PATTERN } from '../releases/remote-names';
import { checkEntryPath } from '../releases/unpack';
import { hashDirectory, releaseVersion } from '../releases/version-hash';

export const RELEASE_ENTRY_PREFIX = 'releases/';

export interface BackedUpRelease {
  remote: string;
  version: string;
  /** Relative, `/`-separated. */
  files: string[];
}

/** The releases whose files this site hosts (not those a team serves from its own CDN), as the snapshot sees them. */
export async function hostedReleases(db: Kysely<Database>): Promise<Array<{ remote: string; version: string }>> {
  const rows = await db.selectFrom('releases').select(['remote', 'version', 'entry_url']).execute();
  return rows
    .filter((row) => row.entry_url.startsWith(`/remotes/${row.remote}/${row.version}/`))
    .map(({ remote, version }) => ({ remote, version }));
}

/** Whether the files under `dir` are exactly the release `version`. */
export async function isWholeRelease(dir: string, version: string): Promise<boolean> {
  try {
    return releaseVersion(await hashDirectory(dir)) === version;
  } catch {
    return false;
  }
}

/**
 * Hard-links the files of each release into `linksDir/<remote>/<version>/` (instant; a prune that deletes the
 * originals meanwhile cannot take them away). Returns the releases whose linked copy is whole.
 */
export async function linkReleases(
  root: string,
  linksDir: string,
  releases: Array<{ remote: string; version: string }>,
): Promise<BackedUpRelease[]> {
  const kept: BackedUpRelease[] = [];
  for (const { remote, version } of releases) {
    const from = path.join(root, remote, version);
    const to = path.join(linksDir, remote, version);
    let files: string[];
    try {
      const entries = await readdir(from, { recursive: true, withFileTypes: true });
      files = entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(from, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort();
      for (const file of files) {
        await mkdir(path.dirname(path.join(to, file)), { recursive: true });
        await link(path.join(from, file), path.join(to, file));
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // not on this machine, or pruned meanwhile
      throw error;
    }
    if (await isWholeRelease(to, version)) kept.push({ remote, version, files });
  }
  return kept;
}

/** `releases/<remote>/<version>/<file>` → its parts; null when the name is not one a backup writes. */
export function parseReleaseEntry(name: string): { remote: string; version: string; file: string } | null {
  const [remote = '', version = '', ...rest] = name.slice(RELEASE_ENTRY_PREFIX.length).split('/');
  const file = checkEntryPath(rest.join('/'));
  if (!remoteByFolder(remote) || !VERSION_PATTERN.test(version) || 'problem' in file || file.path === '') return null;
  return { remote, version, file: file.path };
}
