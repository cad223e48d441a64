import { useFormikContext } from 'formik';
import { useTags, type Tag } from '@simple-recipes/shared-api';
import { ErrorNotice, lazyTagMultiSelect } from '@simple-recipes/shared-ui';
import type { EditorValues } from '../editor-values';
import { fieldId } from './form-text-field';

// The picker is its own chunk (it is not part of shared-ui's shared root); the form always shows it, so its code
// starts loading with the form's.
const tagPicker = lazyTagMultiSelect(
  () => import(/* webpackChunkName: "tag-picker" */ '@simple-recipes/shared-ui/tag-multi-select'),
);
tagPicker.preload();
const { TagMultiSelect } = tagPicker;

/** "Tags": pick any of the site's tags; the form keeps their ids, as the save request wants. `hint` shows under it. */
export function TagsField({ hint }: { hint?: string }) {
  const { values, setFieldValue } = useFormikContext<EditorValues>();
  const { data: tags, error, mutate } = useTags();
  const all: Tag[] = tags ?? [];
  const selected = values.recipe.tags
    .map((id) => all.find((tag) => tag.id === id))
    .filter((tag): tag is Tag => tag !== undefined);

  return (
    <div>
      <TagMultiSelect
        id={fieldId('recipe.tags')}
        label="Tags"
        tags={all}
        selected={selected}
        onChange={(next) =>
          void setFieldValue(
            'recipe.tags',
            next.map((tag) => tag.id),
          )
        }
        placeholder={tags ? 'Type to find a tag' : 'Loading tags…'}
        hint={hint}
      />
      {error && !tags && <ErrorNotice onRetry={() => void mutate()}>The tags could not be loaded.</ErrorNotice>}
    </div>
  );
}
