import { FormikProvider, setNestedObjectValues, useFormik } from 'formik';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, useSaveRecipe } from '@simple-recipes/shared-api';
import { recipeDraftSchema } from '@simple-recipes/shared-api/schema';
import { Button, ErrorNotice, buttonClassName } from '@simple-recipes/shared-ui';
import { editorStatusFromFieldErrors, errorPaths, type EditorValues } from '../editorValues';
import { focusFirstOf, useFocusNewField } from '../hooks/useFocusNewField';
import { imageProblem } from '../imageProblem';
import { RecipeFields } from './RecipeFields';
import { SaveErrorNotice } from './SaveErrorNotice';
import { SaveStatus } from './SaveStatus';
import { SectionsField } from './SectionsField';
import { INGREDIENT_SECTIONS, STEP_SECTIONS } from './sectionKinds';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';
import styles from './RecipeForm.module.css';

/** A recipe as the form starts from it: its values and its saved image. */
export interface FormStart {
  values: EditorValues;
  imageUrl: string | null;
  /** Filled in by an import from a web page: unsaved, with the reference of the picture the import kept. */
  imported?: { image: string | null };
}

interface RecipeFormProps {
  mode: 'create' | 'update';
  /** The recipe being updated (absent in create mode). */
  stub?: string;
  start: FormStart;
  /** Update mode: fetch the saved recipe again (after a 409) and start over from it. */
  reload?: () => Promise<FormStart>;
}

const IMAGE_INPUT_ID = 'editor-image';

/** The create / update form: Formik state checked by the shared schema, saved as one multipart request. */
export function RecipeForm({ mode, stub, start, reload }: RecipeFormProps) {
  const navigate = useNavigate();
  const { save, isSaving, progress } = useSaveRecipe();
  const formRef = useRef<HTMLFormElement>(null);
  const focusWhenRendered = useFocusNewField(formRef);
  const headingId = useId();

  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const [savedImageUrl, setSavedImageUrl] = useState(start.imageUrl);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [otherFieldErrors, setOtherFieldErrors] = useState<string[]>([]);
  const [isReloading, setIsReloading] = useState(false);
  const [reloadError, setReloadError] = useState<unknown>(null);
  const submitting = useRef(false);
  const saved = useRef(false);

  const formik = useFormik<EditorValues>({
    initialValues: start.values,
    validationSchema: recipeDraftSchema,
    validateOnChange: true,
    validateOnBlur: true,
    // Submitting goes through `submit` below, which also moves focus and maps server errors.
    onSubmit: () => undefined,
  });

  const hasChanges = formik.dirty || image !== null || start.imported !== undefined;

  const onImageChange = (file: File | null) => {
    const problem = file ? imageProblem(file) : undefined;
    setImageError(problem);
    setImage(problem ? null : file);
  };

  const touchEverything = () => formik.setTouched(setNestedObjectValues(formik.values, true), false);

  const showSaveError = (error: unknown) => {
    console.error('Saving the recipe failed:', error);
    setSaveError(error);
    if (!(error instanceof ApiError)) return;
    if (error.status === 413 || error.status === 415) {
      setImageError(error.message);
      document.getElementById(IMAGE_INPUT_ID)?.focus();
    }
    if (error.status === 422) {
      formik.setStatus(editorStatusFromFieldErrors(error.fieldErrors, formik.values));
      void touchEverything();
      const paths = Object.keys(error.fieldErrors);
      const onForm = (path: string) => formRef.current?.elements.namedItem(path) != null;
      setOtherFieldErrors(paths.filter((path) => !onForm(path)).map((path) => error.fieldErrors[path] ?? ''));
      focusFirstOf(formRef.current, paths);
    }
  };

  const submit = async () => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      setSaveError(null);
      setOtherFieldErrors([]);
      formik.setStatus(undefined);
      const errors = await formik.validateForm();
      const invalid = errorPaths(errors);
      if (invalid.length > 0) {
        void touchEverything();
        focusFirstOf(formRef.current, invalid);
        return;
      }
      // Sent as the schema casts it: numbers as numbers, text trimmed, an empty source as null.
      const draft = recipeDraftSchema.cast(formik.values, { stripUnknown: true });
      // An imported picture is kept unless another file was picked.
      const importedImage = image ? null : (start.imported?.image ?? null);
      const savedStub = await save({ ...draft, image, importedImage }, { stub });
      saved.current = true;
      navigate(`/${savedStub}`);
    } catch (error) {
      showSaveError(error);
    } finally {
      submitting.current = false;
    }
  };

  const reloadRecipe = async () => {
    if (!reload) return;
    setIsReloading(true);
    setReloadError(null);
    try {
      const fresh = await reload();
      formik.resetForm({ values: fresh.values });
      setImage(null);
      setImageError(undefined);
      setSavedImageUrl(fresh.imageUrl);
      setSaveError(null);
    } catch (error) {
      console.error('Reloading the recipe failed:', error);
      setReloadError(error);
    } finally {
      setIsReloading(false);
    }
  };

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

        <section className={styles.part} aria-labelledby={`${headingId}-recipe`}>
          <h2 id={`${headingId}-recipe`}>Recipe</h2>
          <RecipeFields
            image={image}
            onImageChange={onImageChange}
            savedImageUrl={savedImageUrl}
            imageError={imageError}
          />
        </section>

        <section className={styles.part} aria-labelledby={`${headingId}-ingredients`}>
          <h2 id={`${headingId}-ingredients`}>Ingredients</h2>
          <SectionsField of={INGREDIENT_SECTIONS} focusField={focusWhenRendered} />
        </section>

        <section className={styles.part} aria-labelledby={`${headingId}-steps`}>
          <h2 id={`${headingId}-steps`}>Steps</h2>
          <SectionsField of={STEP_SECTIONS} focusField={focusWhenRendered} />
        </section>

        {saveError != null && (
          <SaveErrorNotice
            error={saveError}
            otherFieldErrors={otherFieldErrors}
            onRetry={() => void submit()}
            onReload={reload ? () => void reloadRecipe() : undefined}
            isReloading={isReloading}
          />
        )}
        {reloadError != null && (
          <ErrorNotice onRetry={() => void reloadRecipe()}>
            The saved recipe could not be loaded again. Check your connection and try again.
          </ErrorNotice>
        )}

        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={isSaving}>
            {mode === 'create' ? 'Add Recipe' : 'Update Recipe'}
          </Button>
          <Link className={buttonClassName('ghost')} to={stub ? `/${stub}` : '/'}>
            Cancel
          </Link>
          <SaveStatus isSaving={isSaving} progress={progress} />
        </div>
      </form>
      <UnsavedChangesPrompt shouldAsk={() => hasChanges && !saved.current} />
    </FormikProvider>
  );
}
