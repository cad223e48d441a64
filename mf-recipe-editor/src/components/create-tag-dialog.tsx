import { useEffect, useId, useRef, useState, type FormEvent, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { ApiError, type Tag } from '@simple-recipes/shared-api';
import { useCreateTag, type NewTagValues } from '@simple-recipes/shared-api/saving';
import { suggestShorthand, TAG_LIMITS, validateNewTag } from '@simple-recipes/shared-api/tag-schema';
import { Button, ErrorNotice, TextField, VisuallyHidden } from '@simple-recipes/shared-ui';
import { dialogFrame as frame } from '@simple-recipes/shared-ui/dialog-frame';
import styles from './create-tag-dialog.module.css';

interface CreateTagDialogProps {
  /** What was typed in the Tags picker: the new tag's name, which can still be changed here. */
  name: string;
  /** The site's tags, so the suggested shorthand is a free one. */
  tags: Tag[];
  onCreated(tag: Tag): void;
  /** Cancel, Escape: nothing is created. */
  onCancel(): void;
}

type FieldErrors = Partial<Record<keyof NewTagValues, string>>;

const FIELDS: ReadonlyArray<keyof NewTagValues> = ['tag', 'shorthand'];

/** The server's words for a field (422, or 409 when another tag has it); the rest is said above the buttons. */
function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(FIELDS.filter((field) => error.fieldErrors[field]).map((f) => [f, error.fieldErrors[f]]));
}

/**
 * "New tag": the name typed in the picker and a suggested shorthand, checked by the rules the server applies, then
 * created. A modal <dialog> (the form behind it is inert, Escape cancels) put at the end of the page, outside the
 * recipe's <form>; its submit stops here, so it never submits the recipe.
 */
export function CreateTagDialog({ name, tags, onCreated, onCancel }: CreateTagDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const shorthandRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const createTag = useCreateTag();
  const [values, setValues] = useState<NewTagValues>(() => ({
    tag: name,
    shorthand: suggestShorthand(
      name,
      tags.map((tag) => tag.shorthand),
    ),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const latest = useRef({ busy, onCancel });
  latest.current = { busy, onCancel };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', ''); // jsdom
    shorthandRef.current?.focus();
    shorthandRef.current?.select();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    };
  }, []);

  const cancel = () => {
    if (!latest.current.busy) latest.current.onCancel();
  };

  // Escape: the parent closes the dialog by unmounting it.
  const handleCancelEvent = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    cancel();
  };

  const change = (field: keyof NewTagValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setFailure('');
    // Once a create was tried, each field says at once whether it is right now.
    if (checked) {
      const result = validateNewTag(next);
      setErrors(result.ok ? {} : result.errors);
    } else {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React sends a portal's events up its own tree: the recipe's form must not see this submit.
    event.stopPropagation();
    if (busy) return;
    setChecked(true);
    const result = validateNewTag(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      onCreated(await createTag(result.value));
    } catch (error) {
      console.error('The tag could not be created.', error);
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      const message = error instanceof Error ? error.message : 'The tag could not be created.';
      setFailure(Object.keys(fieldErrors).length > 0 ? '' : message);
      setBusy(false);
    }
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      className={`${frame.dialog} ${styles.dialog}`}
      aria-labelledby={titleId}
      onCancel={handleCancelEvent}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={titleId} className={frame.title}>
          New tag
        </h2>
        <div className={styles.fields}>
          <TextField
            id="editor-new-tag-name"
            label="Tag name"
            value={values.tag}
            autoComplete="off"
            error={errors.tag}
            onChange={(event) => change('tag', event.target.value)}
          />
          <TextField
            ref={shorthandRef}
            id="editor-new-tag-shorthand"
            label="Shorthand"
            value={values.shorthand}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={`Up to ${TAG_LIMITS.shorthandMax} letters or digits, shown on recipe cards.`}
            error={errors.shorthand}
            onChange={(event) => change('shorthand', event.target.value)}
          />
        </div>
        {failure && <ErrorNotice className={styles.failure}>{failure}</ErrorNotice>}
        <div className={frame.actions}>
          <Button variant="secondary" aria-disabled={busy || undefined} onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" aria-disabled={busy || undefined} aria-busy={busy || undefined}>
            Create tag
          </Button>
        </div>
        <VisuallyHidden role="status">{busy ? 'Creating the tag…' : ''}</VisuallyHidden>
      </form>
    </dialog>,
    document.body,
  );
}
