import { getIn } from 'formik';
import type { ImportField } from '@simple-recipes/shared-api';
import type { EditorValues } from './editor-values';

/** The hint under a field an import from a web page did not find. */
export const NOT_FOUND_HINT = 'Not found on the page — please fill in';
export const PICTURE_NOT_FOUND_HINT = 'Not found on the page — please add one';
/** The page names a picture that could not be brought in. */
export const PICTURE_NOT_FETCHED_HINT = 'The page’s picture could not be brought in — please add it';

/** Where each field the import reports lives in the form's values (the image is the picture chosen, apart). */
const VALUE_PATHS: Record<Exclude<ImportField, 'image'>, string> = {
  name: 'recipe.name',
  serving_count: 'recipe.serving_count',
  prep_time: 'recipe.prep_time',
  cooking_time: 'recipe.cooking_time',
  source: 'recipe.source',
  tags: 'recipe.tags',
  ingredients: 'ingredients',
  steps: 'steps',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields the import did not find that still hold what the form started with: once the editor changes one (or
 * picks a picture), it is no longer marked.
 */
export function fieldsStillNotFound(
  missing: readonly ImportField[],
  start: EditorValues,
  now: EditorValues,
  pictureChosen: boolean,
): ReadonlySet<ImportField> {
  return new Set(
    missing.filter((field) =>
      field === 'image' ? !pictureChosen : same(getIn(start, VALUE_PATHS[field]), getIn(now, VALUE_PATHS[field])),
    ),
  );
}
