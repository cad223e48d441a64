import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@simple-recipes/shared-ui';
import { useImagePreview } from '../hooks/use-image-preview';
import { NotFoundNote } from './not-found-note';
import { PictureRemovalNote, RemovePictureButton, useSavedPictureRemoval } from './image-picker-removal';
import styles from './image-picker.module.css';

interface ImagePickerProps {
  id: string;
  /** The picked file, or null to keep the saved image (or none). */
  file: File | null;
  onChange(file: File | null): void;
  /** The recipe's current image, shown until another file is picked. */
  savedImageUrl: string | null;
  error?: string;
  /** What was done to the picked file (made smaller), or is being done to it. */
  note?: string;
  /** The picked file is still being checked (or made smaller). */
  isPreparing?: boolean;
  /** A short note under the input, which describes it (a picture an import did not find). */
  hint?: string;
}

/**
 * "Image": a file input that accepts images, with a preview of the picked file or the saved image (which an update may
 * remove).
 */
export function ImagePicker({ id, file, onChange, savedImageUrl, error, note, isPreparing, hint }: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const removal = useSavedPictureRemoval(savedImageUrl, file);
  const [focusRemove, setFocusRemove] = useState(false);
  const previewUrl = useImagePreview(file, removal.removing ? null : savedImageUrl);
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId, note && noteId].filter(Boolean).join(' ') || undefined;

  // The form dropped the file (refused, cleared or reset): empty the input so it says so too.
  useEffect(() => {
    if (!file && !isPreparing && inputRef.current) inputRef.current.value = '';
  }, [file, error, isPreparing]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.files?.[0] ?? null);
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.label}>
        Image
      </label>
      <input
        ref={inputRef}
        id={id}
        name="image"
        type="file"
        accept="image/*"
        className={styles.input}
        onChange={onPick}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && <NotFoundNote id={hintId}>{hint}</NotFoundNote>}
      <p id={noteId} role="status" className={styles.note}>
        {note}
      </p>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {previewUrl && (
        <figure className={styles.preview}>
          <img src={previewUrl} alt={file ? `Preview of ${file.name}` : 'Current image of the recipe'} />
          {file && (
            <Button type="button" variant="ghost" onClick={() => onChange(null)}>
              {savedImageUrl && !removal.wanted ? 'Keep the current image' : 'Remove chosen image'}
            </Button>
          )}
          {removal.offered && <RemovePictureButton onRemove={removal.remove} focusOnMount={focusRemove} />}
        </figure>
      )}
      {removal.removing && (
        <PictureRemovalNote
          onKeep={() => {
            setFocusRemove(true);
            removal.keep();
          }}
        />
      )}
    </div>
  );
}
