import type { FormikContextType } from 'formik';
import { useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSaveRecipe } from '@simple-recipes/shared-api/saving';
import type { RecipeSavedState } from '@simple-recipes/shared-api/contracts';
import { recipeDraftSchema } from '@simple-recipes/shared-api/schema';
import { errorPaths, type EditorValues } from '../editor-values';
import { focusFirstOf } from './use-focus-new-field';
import { touchEverything } from './use-save-errors';

interface SubmitOptions {
  formik: FormikContextType<EditorValues>;
  formRef: RefObject<HTMLFormElement | null>;
  /** The recipe being updated (absent in create mode). */
  stub?: string;
  image: File | null;
  /** The reference of the picture an import kept, sent when no other file was picked. */
  importedImage: string | null;
  errors: { clear(): void; show(error: unknown): void };
}

/**
 * Saving the form: checked against the shared schema first (focus on the first invalid field), then sent as one
 * request, then on to the recipe's page. A second submit while one runs is ignored. `submit({ asNew: true })` saves an
 * update as a new recipe (the one being updated was removed meanwhile), and so does every later submit of the form.
 */
export function useRecipeSubmit({ formik, formRef, stub, image, importedImage, errors }: SubmitOptions) {
  const navigate = useNavigate();
  const { save, isSaving, progress } = useSaveRecipe();
  const submitting = useRef(false);
  const saved = useRef(false);
  const asNew = useRef(false);
  const [isNew, setIsNew] = useState(!stub);

  const submit = async (options: { asNew?: boolean } = {}) => {
    if (submitting.current) return;
    submitting.current = true;
    if (options.asNew && !asNew.current) {
      asNew.current = true;
      setIsNew(true);
    }
    const target = asNew.current ? undefined : stub;
    try {
      errors.clear();
      const invalid = errorPaths(await formik.validateForm());
      if (invalid.length > 0) {
        touchEverything(formik);
        focusFirstOf(formRef.current, invalid);
        return;
      }
      // Sent as the schema casts it: numbers as numbers, text trimmed, an empty source as null.
      const draft = recipeDraftSchema.cast(formik.values, { stripUnknown: true });
      // A new recipe is based on no saved version.
      if (!target) delete draft.recipe.updated_at;
      // Only an update has a picture to remove; a picked file replaces it anyway.
      const removeImage = target !== undefined && formik.values.removeImage === true;
      const savedStub = await save(
        { ...draft, image, importedImage: image ? null : importedImage, removeImage },
        { stub: target },
      );
      saved.current = true;
      navigate(`/${savedStub}`, {
        state: { savedRecipe: draft.recipe.name, added: !target } satisfies RecipeSavedState,
      });
    } catch (error) {
      errors.show(error);
    } finally {
      submitting.current = false;
    }
  };

  return { submit, isSaving, progress, hasSaved: () => saved.current, savesAsNew: isNew };
}
