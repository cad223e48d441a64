import { setNestedObjectValues, type FormikContextType } from 'formik';
import { useState, type RefObject } from 'react';
import { ApiError } from '@simple-recipes/shared-api';
import { IMAGE_INPUT_ID } from '../components/recipe-fields';
import { editorStatusFromFieldErrors, type EditorValues } from '../editor-values';
import { focusFirstOf } from './use-focus-new-field';

type Formik = FormikContextType<EditorValues>;

/** Marks every field touched, so each one's error shows. */
export function touchEverything(formik: Formik): void {
  void formik.setTouched(setNestedObjectValues(formik.values, true), false);
}

/**
 * A failed save, shown where the user can act on it: a refused picture at the picture field, the server's field
 * errors (422) at their fields (those the form has no field for listed in the notice), focus on the first. An update
 * answered 404 tells `recipeGone`: the recipe was removed since the form opened.
 */
export function useSaveErrors(
  formik: Formik,
  formRef: RefObject<HTMLFormElement | null>,
  refuseImage: (message: string) => void,
  recipeGone?: () => void,
) {
  const [saveError, setSaveError] = useState<unknown>(null);
  const [otherFieldErrors, setOtherFieldErrors] = useState<string[]>([]);

  const clear = () => {
    setSaveError(null);
    setOtherFieldErrors([]);
    formik.setStatus(undefined);
  };

  const show = (error: unknown) => {
    console.error('Saving the recipe failed:', error);
    setSaveError(error);
    if (!(error instanceof ApiError)) return;
    if (error.status === 404) recipeGone?.();
    if (error.status === 413 || error.status === 415) {
      refuseImage(error.message);
      document.getElementById(IMAGE_INPUT_ID)?.focus();
    }
    if (error.status === 422) {
      formik.setStatus(editorStatusFromFieldErrors(error.fieldErrors, formik.values));
      touchEverything(formik);
      const paths = Object.keys(error.fieldErrors);
      const onForm = (path: string) => formRef.current?.elements.namedItem(path) != null;
      setOtherFieldErrors(paths.filter((path) => !onForm(path)).map((path) => error.fieldErrors[path] ?? ''));
      focusFirstOf(formRef.current, paths);
    }
  };

  return { saveError, otherFieldErrors, show, clear };
}
