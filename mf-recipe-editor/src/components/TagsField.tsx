import { useFormikContext } from 'formik';
import { useTags, type Tag } from 'shared-api';
import { ErrorNotice, TagMultiSelect } from 'shared-ui';
import type { EditorValues } from '../editorValues';
import { fieldId } from './FormTextField';

/** "Tags": pick any of the site's tags; the form keeps their ids, as the save request wants. */
export function TagsField() {
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
        onChange={(next) => void setFieldValue('recipe.tags', next.map((tag) => tag.id))}
        placeholder={tags ? 'Type to find a tag' : 'Loading tags…'}
      />
      {error && !tags && (
        <ErrorNotice onRetry={() => void mutate()}>The tags could not be loaded.</ErrorNotice>
      )}
    </div>
  );
}
