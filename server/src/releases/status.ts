// What `GET /api/remotes` and `npm run remotes -- status` show: per remote, the active version (the built-in one
// when no release is active), a canary, and the kept versions with when and by which token they were published
// and how often browsers reported them failing.
import type { RemoteActivation, ReleaseStore, StoredRelease } from '../db/releases';
import { missingReleases, releaseKey } from './missing-releases';
import { REMOTE_SPECS } from './remote-names';

export interface VersionStatus {
  version: string;
  publishedAt: string;
  /** The deploy token that published it (its id, as `npm run users -- deploy-token` printed it). */
  tokenId: number | null;
  /** Where its remote entry is (this site's /remotes/… or a team's own CDN). */
  entryUrl: string;
  failures: number;
  lastFailure: string | null;
  /** Its files are not on this machine (e.g. after a restore): it is not served; publish it again. */
  missing: boolean;
}

export interface RemoteStatus {
  /** The version visitors get: a published one, or the built-in remote's own. */
  active: string | null;
  /** true while no published release is active (the remote built with the site is served). */
  builtIn: boolean;
  builtInVersion: string | null;
  previous: string | null;
  canary: { version: string; percent: number } | null;
  versions: VersionStatus[];
}

function versionStatus(release: StoredRelease, missing: Set<string>): VersionStatus {
  return {
    version: release.version,
    publishedAt: new Date(release.publishedAt).toISOString(),
    tokenId: release.tokenId,
    entryUrl: release.entryUrl,
    failures: Number(release.failures),
    lastFailure: release.lastFailure,
    missing: missing.has(releaseKey(release.remote, release.version)),
  };
}

export function remoteStatus(
  folder: string,
  activation: RemoteActivation | undefined,
  releases: StoredRelease[],
  builtInVersion: string | null,
  missing: Set<string> = new Set(),
): RemoteStatus {
  return {
    active: activation?.active ?? builtInVersion,
    builtIn: !activation?.active,
    builtInVersion,
    previous: activation?.active ? (activation.previous ?? builtInVersion) : null,
    canary: activation?.canary ?? null,
    versions: releases.filter((release) => release.remote === folder).map((release) => versionStatus(release, missing)),
  };
}

export async function remotesStatus(
  releases: ReleaseStore,
  builtInVersions: Partial<Record<string, string>>,
  /** DATA_DIR/releases, to mark the releases whose files are missing (unset: not checked). */
  root?: string,
): Promise<Record<string, RemoteStatus>> {
  const [activations, all] = await Promise.all([releases.activations(), releases.list()]);
  const missing = root ? await missingReleases(root, all) : new Set<string>();
  return Object.fromEntries(
    REMOTE_SPECS.map(({ folder }) => [
      folder,
      remoteStatus(
        folder,
        activations.find((row) => row.remote === folder),
        all,
        builtInVersions[folder] ?? null,
        missing,
      ),
    ]),
  );
}
