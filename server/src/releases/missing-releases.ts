// A release this site hosts is only as good as its files under DATA_DIR/releases: after a restore onto another
// machine (or a lost disk) the database may still name an active or canary release whose files are gone. Such a
// release is not served — the remote built with the site is — and the status says so.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { StoredRelease } from '../db/releases';

export const releaseKey = (remote: string, version: string): string => `${remote}/${version}`;

/** The `<remote>/<version>` keys of the releases hosted here whose remote entry file is not on this machine. */
export async function missingReleases(root: string, releases: StoredRelease[]): Promise<Set<string>> {
  const missing = new Set<string>();
  await Promise.all(
    releases.map(async ({ remote, version, entryUrl }) => {
      const prefix = `/remotes/${remote}/${version}/`;
      if (!entryUrl.startsWith(prefix)) return; // hosted by its team elsewhere: nothing to check here
      const file = path.join(root, remote, version, ...entryUrl.slice(prefix.length).split('/'));
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) missing.add(releaseKey(remote, version));
    }),
  );
  return missing;
}

export function missingReleaseWarning(remote: string, version: string, role: 'active' | 'canary'): string {
  return (
    `${remote}: the ${role} release ${version} has no files in DATA_DIR/releases on this machine, so visitors get ` +
    `${role === 'active' ? 'the version built with the site' : 'the active version'}. Publish that build again ` +
    `with ${role === 'active' ? '--activate' : '--percent N'} (npm run remotes -- publish ${remote} …), or ` +
    `activate another version (npm run remotes -- activate ${remote} <version>).`
  );
}
