import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTags, type Tag } from '@simple-recipes/shared-api';
import { ErrorNotice, lazyTagMultiSelect } from '@simple-recipes/shared-ui';
import type { EditorValues } from '../editor-values';
import { CreateTagDialog } from './create-tag-dialog';
import { fieldId } from './form-text-field';

// The picker is its own chunk (it is not part of shared-ui's shared root); the form always shows it, so its code
// starts loading with the form's.
const tagPicker = lazyTagMultiSelect(
  () => import(/* webpackChunkName: "tag-picker" */ '@simple-recipes/shared-ui/tag-multi-select'),
);
tagPicker.preload();
const { TagMultiSelect } = tagPicker;

const TAGS_ID = fieldId('recipe.tags');

/**
 * "Tags": pick any of the site's tags, or create one from the typed text ("Create tag “…”" opens the New tag dialog;
 * the created tag is chosen at once). The form keeps their ids, as the save request wants. `hint` shows under it.
 */
export function TagsField({ hint }: { hint?: string }) {
  const { values, setFieldValue } = useFormikContext<EditorValues>();
  const { data: tags, error, mutate } = useTags();
  const [newTagName, setNewTagName] = useState<string | null>(null);
  const focusPicker = useRef(false);
  const all: Tag[] = tags ?? [];
  const selected = values.recipe.tags
    .map((id) => all.find((tag) => tag.id === id))
    .filter((tag): tag is Tag => tag !== undefined);

  const closeNewTag = () => {
    focusPicker.current = true;
    setNewTagName(null);
  };

  // Back to the picker once the dialog has closed: while it is open, the page behind it cannot take focus.
  useEffect(() => {
    if (newTagName !== null || !focusPicker.current) return;
    focusPicker.current = false;
    document.getElementById(TAGS_ID)?.focus();
  }, [newTagName]);

  return (
    <div>
      <TagMultiSelect
        id={TAGS_ID}
        label="Tags"
        tags={all}
        selected={selected}
        onChange={(next) =>
          void setFieldValue(
            'recipe.tags',
            next.map((tag) => tag.id),
          )
        }
        onCreate={tags ? setNewTagName : undefined}
        placeholder={tags ? 'Type to find a tag' : 'Loading tags…'}
        hint={hint}
      />
      {error && !tags && <ErrorNotice onRetry={() => void mutate()}>The tags could not be loaded.</ErrorNotice>}
      {newTagName !== null && (
        <CreateTagDialog
          name={newTagName}
          tags={all}
          onCancel={closeNewTag}
          onCreated={(tag) => {
            void setFieldValue('recipe.tags', [...values.recipe.tags.filter((id) => id !== tag.id), tag.id]);
            closeNewTag();
          }}
        />
      )}
    </div>
  );
}
