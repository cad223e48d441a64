import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, getRecipe, useRecipe, type Recipe, type RecipeImportDraft } from '@simple-recipes/shared-api';
import type { RecipeEditorProps } from '@simple-recipes/shared-api/contracts';
import { emptyDraftValues, valuesFromImport } from '@simple-recipes/shared-api/schema';
import { ErrorNotice, Spinner } from '@simple-recipes/shared-ui';
import { RecipeForm } from './components/recipe-form';
import type { FormStart } from './form-start';
import { CollectionPanel } from './components/collection-panel';
import { ImportPagePanel } from './components/import-page-panel';
import { valuesFromRecipe } from './editor-values';
import styles from './recipe-editor.module.css';

/** The recipe form at `/create` (create mode) and `/:stub/update` (update mode). */
export function RecipeEditor(props: RecipeEditorProps) {
  if (props.mode === 'update') return <UpdateRecipe key={props.stub} stub={props.stub} />;
  return <CreateRecipe />;
}

/**
 * Create mode: the empty form, or one filled by an import from a web page (a new form each time, so the import
 * is the starting point the editor changes from, and an import over the editor's own changes asks first); the
 * collection's export and import beside it.
 */
function CreateRecipe() {
  const [start, setStart] = useState<{ form: FormStart; count: number }>({
    form: { values: emptyDraftValues(), imageUrl: null },
    count: 0,
  });
  const [formEdited, setFormEdited] = useState(false);
  // `/create?url=…#text=…` (the bookmarklet, with the text selected on the page, if any): imported once, and both
  // leave the URL so a reload does not repeat it.
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [startAddress] = useState(() => new URLSearchParams(search).get('url')?.trim() || undefined);
  const [startText] = useState(() => new URLSearchParams(hash.slice(1)).get('text')?.trim() || undefined);
  useEffect(() => {
    if (startAddress || startText) void navigate(pathname, { replace: true });
  }, [startAddress, startText, navigate, pathname]);
  const onImported = useCallback((draft: RecipeImportDraft) => {
    setStart((current) => ({
      form: {
        values: valuesFromImport(draft),
        imageUrl: draft.imageUrl,
        imported: { image: draft.image, missing: draft.missing, pictureNotFetched: draft.pictureNotFetched },
      },
      count: current.count + 1,
    }));
  }, []);
  return (
    <>
      <div className={styles.tools}>
        <ImportPagePanel
          onImported={onImported}
          formEdited={formEdited}
          startAddress={startAddress}
          startText={startText}
        />
        <CollectionPanel />
      </div>
      <RecipeForm key={start.count} mode="create" start={start.form} onEditedChange={setFormEdited} />
    </>
  );
}

function startFrom(recipe: Recipe): FormStart {
  return { values: valuesFromRecipe(recipe), imageUrl: recipe.imageUrl, stub: recipe.stub };
}

/**
 * Loads the recipe, then hands it to the form. Once the form is up it stays up: a later revalidation (the save
 * itself drops the cached recipe) must neither unmount it nor change what it started from; Reload does that.
 */
function UpdateRecipe({ stub }: { stub: string }) {
  const { data: recipe, error, mutate } = useRecipe(stub);
  const [start, setStart] = useState<FormStart | null>(null);
  if (recipe && !start) setStart(startFrom(recipe));

  // Fetched directly so a failure reaches the form (which says so); the cache then gets the fresh copy.
  const reload = useCallback(async () => {
    const fresh = await getRecipe(stub);
    void mutate(fresh, { revalidate: false });
    return startFrom(fresh);
  }, [stub, mutate]);

  if (start) return <RecipeForm mode="update" stub={stub} start={start} reload={reload} />;
  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <div className={styles.message}>
        {notFound ? (
          <ErrorNotice>There is no recipe at this address, so there is nothing to edit.</ErrorNotice>
        ) : (
          <ErrorNotice onRetry={() => void mutate()}>The recipe could not be loaded.</ErrorNotice>
        )}
      </div>
    );
  }
  return (
    <div className={styles.message}>
      <Spinner label="Loading the recipe…" />
    </div>
  );
}

export default RecipeEditor;
