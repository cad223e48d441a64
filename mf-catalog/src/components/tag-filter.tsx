import { useEffect, useId, useMemo } from 'react';
import { useTags, type Tag } from '@simple-recipes/shared-api';
import { ErrorNotice, lazyTagMultiSelect } from '@simple-recipes/shared-ui';

// The picker (downshift) loads when the filter panel first opens, not with the page.
const { TagMultiSelect } = lazyTagMultiSelect(
  () => import(/* webpackChunkName: "tag-picker" */ '@simple-recipes/shared-ui/tag-multi-select'),
);

export interface TagFilterProps {
  /** Selected tag shorthands (as in the URL). */
  selected: string[];
  onChange(shorthands: string[]): void;
}

/** "Filter by Tags": shows the tags' names, filters by their shorthands. */
export function TagFilter({ selected, onChange }: TagFilterProps) {
  const id = useId();
  const { data: tags, error, mutate } = useTags();

  useEffect(() => {
    if (error) console.error('The tags could not be loaded.', error);
  }, [error]);

  // A shorthand no tag has (an old shared link) is not shown; the list simply matches nothing for it.
  const selectedTags = useMemo(
    () => selected.map((shorthand) => tags?.find((tag) => tag.shorthand === shorthand)).filter(isTag),
    [selected, tags],
  );

  return (
    <div>
      <TagMultiSelect
        id={id}
        label="Filter by Tags"
        tags={tags ?? []}
        selected={selectedTags}
        onChange={(next) => onChange(next.map((tag) => tag.shorthand))}
        placeholder="Choose tags"
      />
      {error && <ErrorNotice onRetry={() => void mutate()}>The tags could not be loaded. {error.message}</ErrorNotice>}
    </div>
  );
}

function isTag(tag: Tag | undefined): tag is Tag {
  return tag !== undefined;
}
