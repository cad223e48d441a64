import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiFetch, tagsKey, type Tag } from '@simple-recipes/shared-api';

export interface NewTagValues {
  tag: string;
  shorthand: string;
}

/**
 * `POST /api/tags`: resolves to the new tag (its name trimmed, its shorthand upper-cased). Rejects with an ApiError:
 * 422 or 409 with `fieldErrors` naming `tag` or `shorthand` (409: another tag has it), 401 when the session ended.
 */
export function createTag(values: NewTagValues): Promise<Tag> {
  return apiFetch<Tag>(tagsKey, { method: 'POST', json: values });
}

function byName(a: Tag, b: Tag): number {
  return a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : a.id - b.id;
}

/**
 * `createTag`, then the new tag is in the one tag list every picker and filter on the page reads (`useTags`) before
 * this resolves, so it can be selected at once; the list is also read again from the server.
 */
export function useCreateTag(): (values: NewTagValues) => Promise<Tag> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (values: NewTagValues) => {
      const created = await createTag(values);
      await mutate<Tag[]>(
        tagsKey,
        (tags = []) => [...tags.filter((tag) => tag.id !== created.id), created].sort(byName),
        { revalidate: true },
      );
      return created;
    },
    [mutate],
  );
}
