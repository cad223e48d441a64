import { useSWRConfig } from 'swr';
import { isRetryable } from './client';

/**
 * SWR's `shouldRetryOnError` for our calls: never retry what cannot get better (404, 403, 422 …), and keep whatever
 * the surrounding SWRConfig says otherwise (tests turn retries off there).
 */
export function useRetryPolicy(): (error: Error) => boolean {
  const { shouldRetryOnError } = useSWRConfig();
  return (error) =>
    isRetryable(error) && (typeof shouldRetryOnError === 'function' ? shouldRetryOnError(error) : shouldRetryOnError);
}
