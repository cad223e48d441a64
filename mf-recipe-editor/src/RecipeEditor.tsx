import { useCallback } from 'react';
import { ApiError, useRecipe, type Recipe } from 'shared-api';
import type { RecipeEditorProps } from 'shared-api/contracts';
import { emptyDraftValues } from 'shared-api/schema';
import { ErrorNotice, Spinner } from 'shared-ui';
import { RecipeForm, type FormStart } from './components/RecipeForm';
import { valuesFromRecipe } from './editorValues';
import styles from './RecipeEditor.module.css';

/** The recipe form at `/create` (create mode) and `/:stub/update` (update mode). */
export function RecipeEditor(props: RecipeEditorProps) {
  if (props.mode === 'update') return <UpdateRecipe key={props.stub} stub={props.stub} />;
  return <RecipeForm mode="create" start={{ values: emptyDraftValues(), imageUrl: null }} />;
}

function startFrom(recipe: Recipe): FormStart {
  return { values: valuesFromRecipe(recipe), imageUrl: recipe.imageUrl };
}

/** Loads the recipe, then hands it to the form; the form keeps what it started from until reloaded. */
function UpdateRecipe({ stub }: { stub: string }) {
  const { data: recipe, error, isLoading, mutate } = useRecipe(stub);

  const reload = useCallback(async () => {
    const fresh = await mutate();
    return fresh ? startFrom(fresh) : undefined;
  }, [mutate]);

  if (recipe) {
    return <RecipeForm mode="update" stub={stub} start={startFrom(recipe)} reload={reload} />;
  }
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
    <div className={styles.message}>{isLoading !== false && <Spinner label="Loading the recipe…" />}</div>
  );
}

export default RecipeEditor;
