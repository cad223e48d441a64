import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, useDeleteRecipe } from '@simple-recipes/shared-api';
import type { RecipeRemovedState } from '@simple-recipes/shared-api/contracts';
import { ConfirmDialog } from '@simple-recipes/shared-ui/confirm-dialog';
import styles from './remove-recipe-dialog.module.css';

interface RemoveRecipeDialogProps {
  open: boolean;
  stub: string;
  name: string;
  onClose(): void;
}

/** What went wrong, in plain words: the server's own sentence (or the client's, when it could not be reached). */
function removeFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    return 'This recipe was already removed. Go back to the list to see the current recipes.';
  }
  if (error instanceof ApiError && error.status === 401) {
    return 'You are logged out, so the recipe was not removed. Log in again (at the top of the page) to remove it.';
  }
  const reason = error instanceof ApiError ? error.message : 'Something unexpected went wrong. Please try again.';
  return `The recipe could not be removed. ${reason}`;
}

/**
 * Asks before removing; on success goes home, saying which recipe went (useDeleteRecipe has revalidated the list, so
 * the card is gone).
 * On failure the dialog stays open with the reason, and the recipe is untouched.
 */
export function RemoveRecipeDialog({ open, stub, name, onClose }: RemoveRecipeDialogProps) {
  const { remove, isRemoving } = useDeleteRecipe();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await remove(stub);
    } catch (error) {
      console.error(`Removing recipe "${stub}" failed`, error);
      setFailure(removeFailureMessage(error));
      return;
    }
    navigate('/', { state: { removedRecipe: name } satisfies RecipeRemovedState });
  };

  const cancel = () => {
    setFailure(null);
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title="Remove this recipe?"
      confirmLabel="Remove"
      cancelLabel="Cancel"
      onConfirm={confirm}
      onCancel={cancel}
      busy={isRemoving}
    >
      <p className={styles.question}>“{name}” will be removed for everyone. This cannot be undone.</p>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
