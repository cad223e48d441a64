import { getIn, useFormikContext } from 'formik';
import type { ChangeEvent, FocusEvent } from 'react';
import { TextField } from '@simple-recipes/shared-ui';
import { TextAreaField } from '@simple-recipes/shared-ui/text-area-field';
import { fieldError, type EditorStatus, type EditorValues } from '../editor-values';
import { NotFoundNote } from './not-found-note';

/** A DOM id for a form path: `ingredients[0].name` → `editor-ingredients-0-name`. */
export function fieldId(path: string): string {
  return `editor-${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`;
}

interface FormFieldProps {
  /** The Formik path, also the control's `name` and the server's 422 key. */
  name: string;
  /** Visible label; `where` is added for assistive technology only ("Amount, ingredient 2 of Sauce"). */
  label: string;
  where?: string;
  multiline?: boolean;
  inputMode?: 'text' | 'numeric' | 'url';
  autoComplete?: string;
  placeholder?: string;
  /** A short visible note under a one-line field (its unit), which describes it. */
  hint?: string;
  /** An import from a web page did not find this field: a note under it says so, and describes it. */
  notFound?: boolean;
  /** The id of another element that describes the field (a note above its list). */
  describedBy?: string;
  /** Called when the field is left, after Formik has marked it touched. */
  onBlur?(): void;
}

/**
 * A shared-ui text field bound to Formik. The error shows once the field was typed in, left, or
 * the form was submitted; the message is the schema's first failing rule (Formik keeps one per path).
 */
export function FormTextField({
  name,
  label,
  where,
  multiline,
  inputMode,
  autoComplete,
  placeholder,
  hint,
  notFound,
  describedBy,
  onBlur,
}: FormFieldProps) {
  const formik = useFormikContext<EditorValues>();
  const value: unknown = getIn(formik.values, name);
  const error = fieldError(name, { ...formik, status: formik.status as EditorStatus | undefined });

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    formik.handleChange(event);
    // Checked on input, not only on blur: mark it touched so its message shows while typing.
    if (!getIn(formik.touched, name)) void formik.setFieldTouched(name, true, false);
  };

  const id = fieldId(name);
  const noteId = `${id}-not-found`;
  const common = {
    id,
    name,
    label,
    'aria-label': where ? `${label}, ${where}` : undefined,
    'aria-describedby': [describedBy, notFound ? noteId : undefined].filter(Boolean).join(' ') || undefined,
    value: value === null || value === undefined ? '' : String(value),
    error,
    onChange,
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      formik.handleBlur(event);
      onBlur?.();
    },
    placeholder,
  };

  const control = multiline ? (
    <TextAreaField {...common} rows={2} />
  ) : (
    <TextField {...common} type="text" inputMode={inputMode} autoComplete={autoComplete} hint={hint} />
  );
  if (!notFound) return control;
  return (
    <div>
      {control}
      <NotFoundNote id={noteId} />
    </div>
  );
}
