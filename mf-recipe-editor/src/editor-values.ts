import { getIn } from 'formik';
import type { Recipe, RecipeDraftValues } from '@simple-recipes/shared-api';

/**
 * Formik's values: the shape `recipeDraftSchema` validates and the server names its 422 paths
 * after, so `recipe.name` or `ingredients[0].ingredients[1].amount` is a field name, a schema path
 * and a server error key all at once. `recipe.updated_at` rides along in update mode (no field shows it), and so
 * does `removeImage` (the picture's Remove, image-picker-removal.tsx).
 */
export type EditorValues = RecipeDraftValues & {
  /** Update mode only (false at the start): the save removes the recipe's picture. Not one of the schema's fields. */
  removeImage?: boolean;
};

/** The form's starting point for an existing recipe. */
export function valuesFromRecipe(recipe: Recipe): EditorValues {
  return {
    recipe: {
      name: recipe.name,
      serving_count: recipe.serving_count,
      prep_time: recipe.prep_time,
      cooking_time: recipe.cooking_time,
      source: recipe.source ?? '',
      tags: recipe.tags.map((tag) => tag.id),
      updated_at: recipe.updated_at,
    },
    ingredients: recipe.ingredients_sections.map((section) => ({
      id: section.id,
      name: section.name,
      type: 'ingredients',
      ingredients: section.ingredients.map((item) => ({
        id: item.id,
        ingredient: item.ingredient,
        amount: item.amount,
        notes: item.notes ?? '',
      })),
    })),
    steps: recipe.recipe_sections.map((section) => ({
      id: section.id,
      name: section.name,
      type: 'recipes',
      steps: section.steps.map((item) => ({ id: item.id, step: item.step, notes: item.notes ?? '' })),
    })),
    removeImage: false,
  };
}

/** Every error's field path (`recipe.name`, `steps[0].steps[2].step`), depth first. */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors === 'string') return prefix ? [prefix] : [];
  if (Array.isArray(errors)) {
    return errors.flatMap((entry, index) => errorPaths(entry, `${prefix}[${index}]`));
  }
  if (errors && typeof errors === 'object') {
    return Object.entries(errors).flatMap(([key, entry]) => errorPaths(entry, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

/** A field error from the server's 422, remembered with the value it was about. */
export interface ServerFieldError {
  message: string;
  value: unknown;
}

/**
 * Formik `status` of the form: the server's field errors. They are kept apart from Formik's own
 * `errors` (which every client validation replaces) and shown while the field still holds the value
 * the server refused, so a blur elsewhere does not wipe them, and fixing the field does.
 */
export interface EditorStatus {
  serverErrors: Record<string, ServerFieldError>;
}

export function editorStatusFromFieldErrors(fieldErrors: Record<string, string>, values: EditorValues): EditorStatus {
  const serverErrors: Record<string, ServerFieldError> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    serverErrors[path] = { message, value: getIn(values, path) };
  }
  return { serverErrors };
}

/** The message to show under the field at `path`, if any. */
export function fieldError(
  path: string,
  state: { values: EditorValues; errors: unknown; touched: unknown; status?: EditorStatus },
): string | undefined {
  if (!getIn(state.touched, path)) return undefined;
  const clientError: unknown = getIn(state.errors, path);
  if (typeof clientError === 'string') return clientError;
  const serverError = state.status?.serverErrors[path];
  return serverError && Object.is(serverError.value, getIn(state.values, path)) ? serverError.message : undefined;
}
