import { useEffect, useRef } from 'react';
import { ApiError, usePermission } from '@simple-recipes/shared-api';
import { Button, ErrorNotice } from '@simple-recipes/shared-ui';
import styles from './save-error-notice.module.css';

export const CONFLICT_MESSAGE = 'This recipe was changed by someone else since you opened it.';
export const REMOVED_MESSAGE =
  'This recipe was removed since you opened this page, so your changes could not be saved to it. Your changes are still here: save them as a new recipe.';
export const PICTURE_GONE_MESSAGE =
  'Its picture was removed with it: choose the picture again if the new recipe should have one.';

interface SaveErrorNoticeProps {
  error: unknown;
  /** Server field errors that match no field on the form (e.g. an unknown tag). */
  otherFieldErrors: string[];
  onRetry(): void;
  /** Present in update mode: fetch the saved recipe again and start over from it. */
  onReload?: () => void;
  isReloading: boolean;
  /** Present in update mode: save the form as a new recipe (offered when the recipe was removed meanwhile). */
  onSaveAsNew?: () => void;
  /** The removed recipe had a picture and no other was chosen: the new one will have none unless one is. */
  pictureGone?: boolean;
  isSaving?: boolean;
}

/**
 * Why the save failed, in plain words, with the way forward (Retry, Reload after a conflict, or Save as a new recipe
 * when the recipe was removed meanwhile).
 */
export function SaveErrorNotice({
  error,
  otherFieldErrors,
  onRetry,
  onReload,
  isReloading,
  onSaveAsNew,
  pictureGone = false,
  isSaving = false,
}: SaveErrorNoticeProps) {
  const status = error instanceof ApiError ? error.status : 0;
  const notice = useRef<HTMLDivElement>(null);
  // The save bar is pressed from anywhere on a long form, and this sits at its foot: each failure is brought into
  // view and focused (the save button, disabled while saving, lost the focus). Refusals of a field focus that field.
  const atAField = status === 413 || status === 415 || status === 422;
  useEffect(() => {
    if (atAField || !notice.current) return;
    notice.current.scrollIntoView?.({ block: 'center' });
    notice.current.focus({ preventScroll: true });
  }, [error, atAField]);
  // A session that ended: once the editor has logged in again (at the top of the page), Retry is the next step.
  const { canEdit } = usePermission();
  const loggedInAgain = status === 401 && canEdit;
  useEffect(() => {
    if (loggedInAgain) notice.current?.querySelector('button')?.focus();
  }, [loggedInAgain]);

  if (status === 409) {
    return (
      <div ref={notice} tabIndex={-1} className={styles.notice}>
        <ErrorNotice>
          {CONFLICT_MESSAGE} Reload to see the saved version; your changes here will be replaced.
        </ErrorNotice>
        {onReload && (
          <Button type="button" variant="secondary" onClick={onReload} disabled={isReloading}>
            {isReloading ? 'Reloading…' : 'Reload'}
          </Button>
        )}
      </div>
    );
  }

  // Retry would meet the same 404: the changes can only become a recipe of their own.
  if (status === 404 && onSaveAsNew) {
    return (
      <div ref={notice} tabIndex={-1} className={styles.notice}>
        <ErrorNotice>
          {REMOVED_MESSAGE}
          {pictureGone && ` ${PICTURE_GONE_MESSAGE}`}
        </ErrorNotice>
        <Button type="button" variant="secondary" onClick={onSaveAsNew} disabled={isSaving}>
          Save as a new recipe
        </Button>
      </div>
    );
  }

  if (status === 422) {
    return (
      <div ref={notice} tabIndex={-1} className={styles.notice}>
        <ErrorNotice>
          The recipe was not saved: some fields are invalid. Fix the marked fields and save again.
          {otherFieldErrors.length > 0 && (
            <ul>
              {otherFieldErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </ErrorNotice>
      </div>
    );
  }

  return (
    <div ref={notice} tabIndex={-1} className={styles.notice}>
      <ErrorNotice onRetry={onRetry}>
        {loggedInAgain ? 'You are logged in again: press Retry to save the recipe.' : describe(error)}
      </ErrorNotice>
    </div>
  );
}

function describe(error: unknown): string {
  // The session ended: the shell puts a log-in at the top of the page, and the form keeps what was typed.
  if (error instanceof ApiError && error.status === 401) {
    return 'You are logged out, so the recipe was not saved. Your changes are still here: log in again at the top of the page, then press Retry.';
  }
  if (error instanceof ApiError && error.status > 0) {
    return `The recipe was not saved. ${error.message}`;
  }
  return 'The recipe was not saved because the server could not be reached. Check your connection and try again.';
}
