// Free space on the volume of DATA_DIR (fs.statfs): a watch that logs once when space runs low and once when it
// is back, a status for metrics and readiness, and a check that refuses a write that cannot fit before a byte
// of it is written (→ 507 through machine/faults.ts).
import type { Log } from '../log';
import { statfs } from 'node:fs/promises';
import { dataDirFreeBytes, dataDirSpaceLow, dataDirTotalBytes } from '../metrics/registry';

export interface DiskSpaceThreshold {
  /** Low below this share of the volume (0.05 = 5 %). */
  minFreeFraction: number;
  /** Low below this many bytes. */
  minFreeBytes: number;
}

/** Low when less than 5 % of the volume or less than 200 MB is free, whichever comes first. */
export const DEFAULT_DISK_SPACE_THRESHOLD: DiskSpaceThreshold = {
  minFreeFraction: 0.05,
  minFreeBytes: 200 * 1000 * 1000,
};

/** Kept free beyond a write's own bytes: the database grows with the recipe that references the files. */
export const WRITE_HEADROOM_BYTES = 1024 * 1024;

export interface DiskSpaceStatus {
  path: string;
  /** Bytes an unprivileged process may still write. */
  freeBytes: number;
  totalBytes: number;
  low: boolean;
  checkedAt: Date;
}

/** A write refused because it cannot fit: answered like a full disk (507). */
export class NotEnoughSpaceError extends Error {
  readonly code = 'ENOSPC';

  constructor(neededBytes: number, freeBytes: number) {
    super(`${neededBytes} bytes are needed and only ${freeBytes} are free.`);
    this.name = 'NotEnoughSpaceError';
  }
}

export async function readDiskSpace(path: string, threshold: DiskSpaceThreshold): Promise<DiskSpaceStatus> {
  const stats = await statfs(path);
  const freeBytes = stats.bavail * stats.bsize;
  const totalBytes = stats.blocks * stats.bsize;
  const low = freeBytes < threshold.minFreeBytes || freeBytes < totalBytes * threshold.minFreeFraction;
  return { path, freeBytes, totalBytes, low, checkedAt: new Date() };
}

const MB = 1000 * 1000;
const describe = (status: DiskSpaceStatus) =>
  `${Math.floor(status.freeBytes / MB)} MB free of ${Math.floor(status.totalBytes / MB)} MB in ${status.path}`;

export class DiskSpaceWatch {
  private status: DiskSpaceStatus | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly path: string,
    private readonly log: Log,
    readonly threshold: DiskSpaceThreshold = DEFAULT_DISK_SPACE_THRESHOLD,
    private readonly intervalMs = 30_000,
  ) {}

  /** Checks now, then every intervalMs (the timer never keeps the process alive). */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** The last reading (null before the first): the gauge for metrics, `low` for readiness. */
  current(): DiskSpaceStatus | null {
    return this.status;
  }

  /** Reads the free space now; logs a warning when it became low, and a line when it is no longer low. */
  async check(): Promise<DiskSpaceStatus | null> {
    let next: DiskSpaceStatus;
    try {
      next = await readDiskSpace(this.path, this.threshold);
    } catch (error) {
      this.log.warn({ err: error, path: this.path }, 'Could not read the free space of DATA_DIR.');
      return this.status;
    }
    const wasLow = this.status?.low ?? false;
    if (next.low && !wasLow) {
      this.log.warn(
        { freeBytes: next.freeBytes, totalBytes: next.totalBytes, path: next.path },
        `Free space is low: ${describe(next)}. Saves with pictures fail with 507 once it runs out: free some space or grow the volume.`,
      );
    } else if (!next.low && wasLow) {
      this.log.info(
        { freeBytes: next.freeBytes, totalBytes: next.totalBytes },
        `Free space is back: ${describe(next)}.`,
      );
    }
    this.status = next;
    dataDirFreeBytes.set(next.freeBytes);
    dataDirTotalBytes.set(next.totalBytes);
    dataDirSpaceLow.set(next.low ? 1 : 0);
    return next;
  }

  /** Throws NotEnoughSpaceError when `bytes` (plus headroom for the database) do not fit now. */
  async ensureRoomFor(bytes: number): Promise<void> {
    const status = await this.check();
    if (!status) return; // free space unknown: let the write itself find out
    const needed = bytes + WRITE_HEADROOM_BYTES;
    if (status.freeBytes < needed) throw new NotEnoughSpaceError(needed, status.freeBytes);
  }
}
