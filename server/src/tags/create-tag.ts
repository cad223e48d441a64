// An editor's new tag: checked by the editor's own rules (@simple-recipes/shared-api/tag-schema), then stored unless
// another tag has its name or shorthand. Refusals carry the field they are about, so the form shows them under it.
import { validateNewTag } from '@simple-recipes/shared-api/tag-schema';
import { DuplicateTagError, type Store, type Tag } from '../db/store';
import { Refusal } from '../refusal';

export const NEW_TAG_SHAPE_MESSAGE = 'Send the new tag as JSON: { "tag": "…", "shorthand": "…" }.';

export async function createTag(store: Store, body: unknown): Promise<Tag> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new Refusal('malformed', NEW_TAG_SHAPE_MESSAGE);
  const checked = validateNewTag(body);
  if (!checked.ok) throw new Refusal('invalid', Object.values(checked.errors).join(' '), checked.errors);
  try {
    return await store.createTag(checked.value);
  } catch (error) {
    if (error instanceof DuplicateTagError) {
      throw new Refusal('conflict', error.message, { [error.field]: error.message });
    }
    throw error;
  }
}
