import type { ComponentPropsWithRef } from 'react';
import styles from './field.module.css';
import { FieldError } from './field-error';
import { fieldAria } from './field-a11y';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  id: string;
  label: string;
  /** Shown in red under the textarea; the textarea is then marked invalid and described by it. */
  error?: string;
}

/** A labelled <textarea> with its error message. Other props go to the textarea. */
export function TextAreaField({
  id,
  label,
  error,
  className,
  'aria-describedby': describedBy,
  ...props
}: TextAreaFieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea id={id} className={styles.control} {...props} {...fieldAria(id, error, describedBy)} />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
