// Everything the HTTP layer needs about releases, built once per server process: where their files live, the
// shell manifest they are gated against, the built-in remotes' versions and the live choice of versions.
import path from 'node:path';
import type { ReleaseStore } from '../db/releases';
import type { Log } from '../log';
import { checkBuiltInRemotes, readShellManifest } from './built-in-remotes';
import type { GateManifest } from './federation-manifest';
import { DEFAULT_RELEASE_LIMITS, type ReleaseLimits } from './limits';
import { LiveRemotes } from './live-remotes';
import type { PublishContext } from './publish';
import { releasesRoot, sweepIncoming } from './release-folders';
import { remoteByFolder, VERSION_PATTERN } from './remote-names';

/** An upload older than this in releases/.incoming was left by a process that stopped mid-way. */
const INCOMING_GRACE_MS = 60 * 60 * 1000;

export interface SiteReleasesOptions {
  releases: ReleaseStore;
  dataDir: string;
  /** The built site (null: API only — nothing to gate against, releases are refused). */
  site: {
    shellDir: string;
    remoteDirs: Record<string, string>;
    /** The built-in remotes' locations by federated name (the site's remotes.json). */
    baseConfig: () => Partial<Record<string, string>>;
  } | null;
  limits?: Partial<ReleaseLimits>;
  fetchImpl?: typeof fetch;
  /** Where a live release whose files are missing is reported. */
  log?: Pick<Log, 'warn'>;
}

export interface SiteReleases {
  readonly root: string;
  readonly limits: ReleaseLimits;
  readonly builtInVersions: Partial<Record<string, string>>;
  readonly live: LiveRemotes;
  readonly publish: PublishContext;
  /** `/remotes/<remote>/<version>/<file>` → the folder of that release, when the path names one. */
  releaseFolder(folder: string, version: string): string | null;
}

export async function createSiteReleases(options: SiteReleasesOptions): Promise<SiteReleases> {
  const root = releasesRoot(options.dataDir);
  const limits = { ...DEFAULT_RELEASE_LIMITS, ...options.limits };
  const shell: GateManifest | null = options.site ? readShellManifest(options.site.shellDir) : null;
  const builtInVersions = options.site ? await checkBuiltInRemotes(options.site.remoteDirs, shell) : {};
  await sweepIncoming(root, INCOMING_GRACE_MS);
  const baseConfig = options.site?.baseConfig ?? (() => ({}));
  return {
    root,
    limits,
    builtInVersions,
    live: new LiveRemotes({ releases: options.releases, baseConfig, builtInVersions, root, log: options.log }),
    publish: { releases: options.releases, root, shellManifest: () => shell, limits, fetchImpl: options.fetchImpl },
    releaseFolder(folder, version) {
      return remoteByFolder(folder) && VERSION_PATTERN.test(version) ? path.join(root, folder, version) : null;
    },
  };
}
