// Publishing a release: an uploaded tar.gz (unpacked into a temporary folder, checked by the gate, renamed into
// place) or a release a team hosts itself (its manifest fetched and checked). A refused or failed release leaves
// no file and no row behind.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ReleaseStore } from '../db/releases';
import { ReleaseRefusedError } from './errors';
import type { GateManifest } from './federation-manifest';
import { gateProblems } from './gate';
import { fetchHostedRelease } from './hosted-release';
import { KEPT_RELEASES, type ReleaseLimits } from './limits';
import { makeIncomingDir, moveIntoPlace, readFolderForGate, releaseDir, removeFolder } from './release-folders';
import type { RemoteSpec } from './remote-names';
import { unpackRelease } from './unpack';
import { releaseVersion } from './version-hash';

/** Where the site serves a release it hosts (routes: /remotes/<remote>/<version>/…). */
export function localEntryUrl(folder: string, version: string, manifest: GateManifest | { problem: string }): string {
  return `/remotes/${folder}/${version}/${'problem' in manifest ? 'remoteEntry.js' : manifest.remoteEntry}`;
}

export interface PublishContext {
  releases: ReleaseStore;
  /** DATA_DIR/releases */
  root: string;
  /** The shell's manifest, what every release is checked against (null: no shell build to compare with). */
  shellManifest: () => GateManifest | null;
  limits: ReleaseLimits;
  fetchImpl?: typeof fetch;
}

export interface Published {
  version: string;
  /** false: this version was published before (the same files). */
  created: boolean;
}

async function record(
  context: PublishContext,
  remote: RemoteSpec,
  version: string,
  entryUrl: string,
  tokenId: number | null,
) {
  const created = await context.releases.insert({ remote: remote.folder, version, entryUrl, tokenId });
  const pruned = await context.releases.prune(remote.folder, KEPT_RELEASES);
  for (const old of pruned) {
    await removeFolder(releaseDir(context.root, remote.folder, old.version));
  }
  return created;
}

export async function publishTarball(
  context: PublishContext,
  remote: RemoteSpec,
  body: Readable,
  tokenId: number | null,
): Promise<Published> {
  const incoming = await makeIncomingDir(context.root);
  let placed: string | null = null;
  try {
    const files = await unpackRelease(body, incoming, context.limits);
    const folder = readFolderForGate(incoming);
    const problems = gateProblems({ remote, ...folder, shell: context.shellManifest() });
    if (problems.length > 0) throw new ReleaseRefusedError(problems);
    const version = releaseVersion(files);
    const target = releaseDir(context.root, remote.folder, version);
    if (await moveIntoPlace(incoming, target)) placed = target;
    const created = await record(
      context,
      remote,
      version,
      localEntryUrl(remote.folder, version, folder.manifest),
      tokenId,
    );
    placed = null;
    return { version, created };
  } finally {
    await removeFolder(incoming);
    // The row could not be written: the files just moved in would be served by no release.
    if (placed) await removeFolder(placed);
  }
}

export async function publishHosted(
  context: PublishContext,
  remote: RemoteSpec,
  manifestUrl: unknown,
  tokenId: number | null,
): Promise<Published> {
  const hosted = await fetchHostedRelease(manifestUrl, context.fetchImpl);
  const problems = gateProblems({ remote, ...hosted, shell: context.shellManifest() });
  if (problems.length > 0) throw new ReleaseRefusedError(problems);
  const version = createHash('sha256')
    .update(`${hosted.manifestUrl}\n${hosted.manifestText}`)
    .digest('hex')
    .slice(0, 12);
  const created = await record(context, remote, version, hosted.entryUrl, tokenId);
  return { version, created };
}
