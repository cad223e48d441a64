// Size limits of one release upload (documented in the README, "Deploying one area").
export interface ReleaseLimits {
  /** The gzip body as sent. */
  maxUploadBytes: number;
  /** All files once unpacked (a small gzip may unpack to a lot). */
  maxUnpackedBytes: number;
  /** One file once unpacked. */
  maxFileBytes: number;
  maxFiles: number;
}

export const DEFAULT_RELEASE_LIMITS: ReleaseLimits = {
  maxUploadBytes: 25 * 1024 * 1024,
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxFileBytes: 20 * 1024 * 1024,
  maxFiles: 2000,
};

/** How many releases of each remote are kept (the active, previous and canary ones always are). */
export const KEPT_RELEASES = 10;
