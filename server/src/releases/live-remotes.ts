// Which version of each remote a visitor gets, read by every server process from the database: one row per remote
// (active, previous, canary) behind the `releases_generation` counter. Each page asks `refresh()` — one small
// counter read — and the rows are read again only when an activation changed them, so every process switches at
// its next request, with no restart. A release whose files are missing here is served as if it were not there;
// the files are looked for again every half minute too, so files removed (or put back) while the server runs count
// without an activation.
import type { RemoteActivation, ReleaseStore } from '../db/releases';
import type { Log } from '../log';
import { inCanary } from './buckets';
import { missingReleases, missingReleaseWarning, releaseKey } from './missing-releases';
import { REMOTE_SPECS } from './remote-names';

/** The remotes.json the shell reads: name → entry URL, plus the fallback entry and version of each. */
export interface ChosenRemotes {
  config: Partial<Record<string, string>>;
  /** The last good entry of a remote, loaded when the chosen one fails in the browser. */
  fallbacks: Partial<Record<string, string>>;
  /** The version each remote runs (shown on the page for bug reports). */
  versions: Partial<Record<string, string>>;
  /** The version of each fallback entry. */
  fallbackVersions: Partial<Record<string, string>>;
}

export interface LiveRemotesOptions {
  releases: Pick<ReleaseStore, 'generation' | 'activations' | 'list'>;
  /** The built-in remotes' locations (the site's remotes.json, or its override), by federated name. */
  baseConfig: () => Partial<Record<string, string>>;
  /** Content version of each built-in remote (by folder) that this server hosts. */
  builtInVersions: Partial<Record<string, string>>;
  /** DATA_DIR/releases, where the releases this site hosts must have their files (unset: not checked). */
  root?: string;
  log?: Pick<Log, 'warn'>;
  /** How long a look for the releases' files holds (default half a minute). */
  recheckMs?: number;
  now?: () => number;
}

const RECHECK_MS = 30_000;

interface LiveState {
  generation: number;
  /** When the releases' files were last looked for. */
  checkedAt: number;
  activations: Map<string, RemoteActivation>;
  /** `<folder>/<version>` → entry URL */
  entries: Map<string, string>;
}

export class LiveRemotes {
  private state: LiveState = { generation: -1, checkedAt: 0, activations: new Map(), entries: new Map() };
  private loading: Promise<void> | null = null;
  /** Missing releases already warned about, so the log says it once per process, not at every change. */
  private readonly warned = new Set<string>();

  constructor(private readonly options: LiveRemotesOptions) {}

  /** Brings the activations up to date (a counter read; the rows only when they changed or the files are due). */
  async refresh(): Promise<void> {
    const generation = await this.options.releases.generation();
    const filesDue = !!this.options.root && this.now() - this.state.checkedAt >= (this.options.recheckMs ?? RECHECK_MS);
    if (generation === this.state.generation && !filesDue) return;
    this.loading ??= this.load(generation).finally(() => {
      this.loading = null;
    });
    await this.loading;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private async load(generation: number): Promise<void> {
    const checkedAt = this.now();
    const [activations, releases] = await Promise.all([
      this.options.releases.activations(),
      this.options.releases.list(),
    ]);
    const missing = this.options.root ? await missingReleases(this.options.root, releases) : new Set<string>();
    if (generation < this.state.generation) return;
    this.state = {
      generation,
      checkedAt,
      activations: new Map(activations.map((row) => [row.remote, row])),
      entries: new Map(
        releases
          .filter((release) => !missing.has(releaseKey(release.remote, release.version)))
          .map((release) => [releaseKey(release.remote, release.version), release.entryUrl]),
      ),
    };
    for (const activation of activations) {
      const live = [
        ['active', activation.active],
        ['canary', activation.canary?.version],
      ] as const;
      for (const [role, version] of live) {
        const key = version ? releaseKey(activation.remote, version) : null;
        if (!key || !missing.has(key) || this.warned.has(`${role}:${key}`)) continue;
        this.warned.add(`${role}:${key}`);
        this.options.log?.warn(missingReleaseWarning(activation.remote, version!, role));
      }
    }
  }

  /** The remotes for a visitor's bucket, as of the last refresh. */
  choose(bucket: number): ChosenRemotes {
    const base = this.options.baseConfig();
    const chosen: ChosenRemotes = { config: {}, fallbacks: {}, versions: {}, fallbackVersions: {} };
    for (const { name, folder } of REMOTE_SPECS) {
      const builtIn = { entry: base[name], version: this.options.builtInVersions[folder] };
      const activation = this.state.activations.get(folder);
      const release = (version: string | null | undefined) => {
        const entry = version ? this.state.entries.get(releaseKey(folder, version)) : undefined;
        return entry && version ? { entry, version } : null;
      };
      const active = (activation?.active && release(activation.active)) || builtIn;
      const previous = activation?.active ? (release(activation.previous) ?? builtIn) : null;
      // A canary whose files are missing runs nobody: its share of visitors keeps the active version.
      const canary =
        activation?.canary && inCanary(bucket, activation.canary.percent) ? release(activation.canary.version) : null;
      const [pick, fallback] = canary ? [canary, active] : [active, previous];
      if (pick.entry) chosen.config[name] = pick.entry;
      if (pick.version) chosen.versions[name] = pick.version;
      if (fallback?.entry && fallback.entry !== pick.entry) {
        chosen.fallbacks[name] = fallback.entry;
        if (fallback.version) chosen.fallbackVersions[name] = fallback.version;
      }
    }
    return chosen;
  }

  /** The origins other than the site's own that any live release (active, previous, canary) loads from. */
  origins(): string[] {
    const origins = new Set<string>();
    for (const activation of this.state.activations.values()) {
      for (const version of [activation.active, activation.previous, activation.canary?.version]) {
        const entry = version ? this.state.entries.get(releaseKey(activation.remote, version)) : undefined;
        if (entry && /^https?:\/\//i.test(entry)) origins.add(new URL(entry).origin);
      }
    }
    return [...origins];
  }
}
