import { emptyDraftValues } from '@simple-recipes/shared-api/schema';
import { fieldsStillNotFound } from './not-found-fields';

const start = emptyDraftValues();

describe('fieldsStillNotFound', () => {
  it('keeps every field the import did not find while the form is as it started', () => {
    expect([...fieldsStillNotFound(['serving_count', 'tags', 'steps', 'image'], start, start, false)]).toEqual([
      'serving_count',
      'tags',
      'steps',
      'image',
    ]);
  });

  it('lets go of a field once the editor changed it, and of the image once a picture is chosen', () => {
    const now = emptyDraftValues();
    now.recipe.serving_count = '4';
    now.steps[0]!.steps[0]!.step = 'Bake.';

    expect([...fieldsStillNotFound(['serving_count', 'prep_time', 'steps', 'image'], start, now, true)]).toEqual([
      'prep_time',
    ]);
  });

  it('marks nothing the import found', () => {
    expect(fieldsStillNotFound([], start, start, false).size).toBe(0);
  });
});
