import { FormikProvider, useFormik } from 'formik';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { pageTitle } from '@simple-recipes/shared-api/page-meta';
import { recipeDraftSchema } from '@simple-recipes/shared-api/schema';
import { ErrorNotice } from '@simple-recipes/shared-ui';
import { useDocumentTitle } from '@simple-recipes/shared-ui/document-title';
import type { EditorValues } from '../editor-values';
import type { FormStart } from '../form-start';
import type { OwnRecipe } from '../hooks/use-same-name-recipe';
import { useFocusClearOfSaveBar } from '../hooks/use-focus-clear-of-save-bar';
import { useFocusNewField } from '../hooks/use-focus-new-field';
import { useImageChoice } from '../hooks/use-image-choice';
import { useRecipeSubmit } from '../hooks/use-recipe-submit';
import { useReloadRecipe } from '../hooks/use-reload-recipe';
import { useSaveErrors } from '../hooks/use-save-errors';
import { fieldsStillNotFound } from '../not-found-fields';
import { INGREDIENT_SECTIONS, STEP_SECTIONS } from '../section-kinds';
import { FormActions } from './form-actions';
import { FormPart } from './form-part';
import { RecipeFields } from './recipe-fields';
import { SaveErrorNotice } from './save-error-notice';
import { SectionsField } from './sections-field';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';
import styles from './recipe-form.module.css';

interface RecipeFormProps {
  mode: 'create' | 'update';
  /** The recipe being updated (absent in create mode). */
  stub?: string;
  start: FormStart;
  /** Update mode: fetch the saved recipe again (after a 409) and start over from it. */
  reload?: () => Promise<FormStart>;
  /** Told whether the editor has changed the form since it started (typed, or chose a picture). */
  onEditedChange?: (edited: boolean) => void;
}

/** Update mode: the saved recipe the form started from, whose own name is no other recipe's. */
function ownRecipeOf(start: FormStart): OwnRecipe | undefined {
  return start.stub ? { name: String(start.values.recipe.name ?? ''), stub: start.stub } : undefined;
}

/** The create / update form: Formik state checked by the shared schema, saved as one multipart request. */
export function RecipeForm({ mode, stub, start, reload, onEditedChange }: RecipeFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusWhenRendered = useFocusNewField(formRef);
  useFocusClearOfSaveBar(formRef);
  const headingId = useId();
  // The tab says which recipe is open for editing, as the heading did when the form opened.
  useDocumentTitle(
    pageTitle(mode === 'create' ? 'New Recipe' : `Edit “${start.values.recipe.name || 'Untitled Recipe'}”`),
  );

  const formik = useFormik<EditorValues>({
    initialValues: start.values,
    validationSchema: recipeDraftSchema,
    validateOnChange: true,
    validateOnBlur: true,
    // Submitting goes through useRecipeSubmit, which also moves focus and maps server errors.
    onSubmit: () => undefined,
  });
  const picture = useImageChoice(start.imageUrl);
  // An update answered 404: the recipe was removed since the form opened (and its picture with it).
  const [recipeGone, setRecipeGone] = useState(false);
  const errors = useSaveErrors(formik, formRef, picture.refuse, () => {
    setRecipeGone(true);
    picture.forgetSaved();
  });
  const { submit, isSaving, progress, hasSaved, savesAsNew } = useRecipeSubmit({
    formik,
    formRef,
    stub,
    image: picture.image,
    importedImage: start.imported?.image ?? null,
    errors,
  });
  const [own, setOwn] = useState(() => ownRecipeOf(start));
  const { reloadRecipe, isReloading, reloadError } = useReloadRecipe(reload, (fresh) => {
    formik.resetForm({ values: fresh.values });
    setOwn(ownRecipeOf(fresh));
    picture.startOver(fresh.imageUrl);
    errors.clear();
  });

  const edited = formik.dirty || picture.image !== null;
  useEffect(() => {
    onEditedChange?.(edited);
  }, [edited, onEditedChange]);
  const hasChanges = edited || start.imported !== undefined;
  const notFound = fieldsStillNotFound(
    start.imported?.missing ?? [],
    start.values,
    formik.values,
    picture.image !== null,
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const name = String(formik.values.recipe.name ?? '').trim();
  const heading = name || (mode === 'create' ? 'New Recipe' : 'Untitled Recipe');

  return (
    <FormikProvider value={formik}>
      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.heading}>
          {heading}
        </h1>

        <FormPart id={`${headingId}-recipe`} title="Recipe">
          <RecipeFields
            image={picture.image}
            onImageChange={picture.choose}
            savedImageUrl={picture.savedImageUrl}
            imageError={picture.imageError}
            imageNote={picture.imageNote}
            isPreparingImage={picture.isPreparing}
            notFound={notFound}
            pictureNotFetched={Boolean(start.imported?.pictureNotFetched)}
            own={own}
          />
        </FormPart>
        <FormPart id={`${headingId}-ingredients`} title="Ingredients">
          <SectionsField of={INGREDIENT_SECTIONS} focus={focusWhenRendered} notFound={notFound.has('ingredients')} />
        </FormPart>
        <FormPart id={`${headingId}-steps`} title="Steps">
          <SectionsField of={STEP_SECTIONS} focus={focusWhenRendered} notFound={notFound.has('steps')} />
        </FormPart>

        {errors.saveError != null && (
          <SaveErrorNotice
            error={errors.saveError}
            otherFieldErrors={errors.otherFieldErrors}
            onRetry={() => void submit()}
            onReload={reloadRecipe ? () => void reloadRecipe() : undefined}
            isReloading={isReloading}
            onSaveAsNew={stub ? () => void submit({ asNew: true }) : undefined}
            pictureGone={picture.savedImageGone && picture.image === null}
            isSaving={isSaving}
          />
        )}
        {reloadError != null && (
          <ErrorNotice onRetry={() => void reloadRecipe?.()}>
            The saved recipe could not be loaded again. Check your connection and try again.
          </ErrorNotice>
        )}

        <FormActions
          mode={savesAsNew ? 'create' : 'update'}
          cancelTo={stub && !recipeGone ? `/${stub}` : '/'}
          isSaving={isSaving}
          isPreparingImage={picture.isPreparing}
          progress={progress}
        />
      </form>
      <UnsavedChangesPrompt shouldAsk={() => hasChanges && !hasSaved()} />
    </FormikProvider>
  );
}
