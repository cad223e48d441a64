import type { RemoteKey } from '@simple-recipes/shared-api/contracts';

/** A remote's page could not be fetched or started (down, 404, timed out, bad remotes.json). */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';

  constructor(
    readonly remote: RemoteKey,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isRemoteLoadError(error: unknown): error is RemoteLoadError {
  return error instanceof RemoteLoadError;
}
