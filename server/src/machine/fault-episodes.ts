// "Log once per episode": the first request that meets a fault logs it with what the operator should do; the
// ones after it only count, until the fault has not been seen for `quietMs` — then one line says it is over and
// how many requests it refused. A full disk at 3 a.m. is two log lines, not thousands.
import type { Log } from '../log';
import { machineFaults } from '../metrics/registry';
import type { FaultKind } from './faults';

export const DEFAULT_QUIET_MS = 60_000;

const WHAT_TO_DO: Record<FaultKind, string> = {
  'storage-full':
    'Storage is full: saves are refused with 507 until space is freed on the volume of DATA_DIR (reading goes on, and saves work again as soon as there is room).',
  'storage-unwritable':
    'Storage cannot be written (read-only file system or missing permissions): saves are refused with 503. Check that DATA_DIR is mounted read-write and owned by the server’s user.',
  'database-busy':
    'The database stays locked by another connection or process: writes are refused with 503 + Retry-After. Look for an open sqlite3 shell, a script or a second server on the same DATA_DIR.',
  'database-unreachable':
    'The database cannot be reached: requests that need it are refused with 503 + Retry-After. Check that PostgreSQL is running and reachable; the server reconnects by itself.',
  'too-many-open-files':
    'Too many open files (EMFILE): requests are refused with 503 + Retry-After. Raise the process’s open-file limit (ulimit -n, systemd LimitNOFILE).',
};

interface Episode {
  since: number;
  count: number;
  timer: NodeJS.Timeout;
}

export interface FaultEpisodeSummary {
  kind: FaultKind;
  since: Date;
  /** Requests that met it so far. */
  count: number;
}

export class FaultEpisodes {
  private readonly episodes = new Map<FaultKind, Episode>();

  constructor(
    private readonly log: Log,
    private readonly quietMs = DEFAULT_QUIET_MS,
  ) {}

  /** Counts one occurrence; logs (at error level) only the first of an episode. */
  record(kind: FaultKind, error: unknown, context: Record<string, unknown> = {}): void {
    machineFaults.inc({ kind });
    const episode = this.episodes.get(kind);
    if (episode) {
      episode.count++;
      episode.timer.refresh();
      return;
    }
    this.log.error({ err: error, fault: kind, ...context }, WHAT_TO_DO[kind]);
    const timer = setTimeout(() => this.end(kind), this.quietMs);
    timer.unref();
    this.episodes.set(kind, { since: Date.now(), count: 1, timer });
  }

  /** The faults being met now (for readiness and metrics). */
  active(): FaultEpisodeSummary[] {
    return [...this.episodes].map(([kind, episode]) => ({
      kind,
      since: new Date(episode.since),
      count: episode.count,
    }));
  }

  close(): void {
    for (const episode of this.episodes.values()) clearTimeout(episode.timer);
    this.episodes.clear();
  }

  private end(kind: FaultKind): void {
    const episode = this.episodes.get(kind);
    if (!episode) return;
    this.episodes.delete(kind);
    this.log.warn(
      { fault: kind, requests: episode.count, durationMs: Date.now() - episode.since },
      `No more "${kind}" for ${Math.round(this.quietMs / 1000)} s: the episode is over (${episode.count} request${episode.count === 1 ? '' : 's'} met it).`,
    );
  }
}
