import { useField } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@simple-recipes/shared-ui';
import styles from './image-picker.module.css';

export const REMOVAL_NOTE = 'The picture will be removed when you save.';

/**
 * Removing the saved picture on the update page. The wish is the form value `removeImage` (editor-values.ts), so it
 * counts as an unsaved change, a reload of the recipe forgets it, and the save sends it; a picked file still wins.
 * Only an update's values carry it, so there is nothing to remove on the create page.
 */
export function useSavedPictureRemoval(savedImageUrl: string | null, file: File | null) {
  const [{ value }, , { setValue }] = useField<boolean | undefined>('removeImage');
  const canRemove = value !== undefined && savedImageUrl !== null;
  const wanted = canRemove && value === true;
  return {
    /** The editor asked to remove the saved picture (a picked file replaces it instead while there is one). */
    wanted,
    /** "Remove picture" is offered beside the saved picture. */
    offered: canRemove && !wanted && file === null,
    /** The saved picture is hidden and the note says the save removes it. */
    removing: wanted && file === null,
    remove: () => void setValue(true),
    keep: () => void setValue(false),
  };
}

/** Beside the saved picture: removes it (from the form at once, from the recipe when saved). */
export function RemovePictureButton({ onRemove, focusOnMount }: { onRemove(): void; focusOnMount: boolean }) {
  const ref = useFocusOnMount(focusOnMount);
  return (
    <Button ref={ref} type="button" variant="ghost" onClick={onRemove}>
      Remove picture
    </Button>
  );
}

/** In place of the removed picture: what the save will do, and the way back. */
export function PictureRemovalNote({ onKeep }: { onKeep(): void }) {
  // Shown only once Remove picture was pressed, which is gone now: the focus goes on from here.
  const ref = useFocusOnMount(true);
  const noteId = useId();
  return (
    <div className={styles.removal}>
      <p id={noteId} className={styles.note}>
        {REMOVAL_NOTE}
      </p>
      <Button ref={ref} type="button" variant="ghost" onClick={onKeep} aria-describedby={noteId}>
        Keep picture
      </Button>
    </div>
  );
}

function useFocusOnMount(focus: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const initial = useRef(focus);
  useEffect(() => {
    if (initial.current) ref.current?.focus();
  }, []);
  return ref;
}
