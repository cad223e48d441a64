import useSWR, { type SWRResponse } from 'swr';
import { apiFetch, type ApiError } from '../client';
import { useRetryPolicy } from '../swr-options';
import type { Tag } from '../types';

export const tagsKey = '/tags';

/** `GET /api/tags`, ordered by name. */
export function getTags(): Promise<Tag[]> {
  return apiFetch<Tag[]>(tagsKey);
}

export function useTags(): SWRResponse<Tag[], ApiError> {
  const shouldRetryOnError = useRetryPolicy();
  return useSWR<Tag[], ApiError>(tagsKey, getTags, { shouldRetryOnError });
}
