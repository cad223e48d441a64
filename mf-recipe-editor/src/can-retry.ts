import { ApiError, isRetryable } from '@simple-recipes/shared-api';

/**
 * Whether Retry can go otherwise than the first try: the network, a busy or failing server, a page that could not be
 * fetched (502, 504), another import still running (409). Not a refusal of what was sent (a broken file, a page
 * without a recipe), which the same request meets again.
 */
export function canRetry(error: unknown): boolean {
  return isRetryable(error) || (error instanceof ApiError && error.status === 409);
}
