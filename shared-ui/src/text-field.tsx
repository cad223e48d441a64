import type { ComponentPropsWithRef } from 'react';
import styles from './field.module.css';
import { FieldError } from './field-error';
import { fieldAria } from './field-a11y';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  id: string;
  label: string;
  /** Shown in red under the input; the input is then marked invalid and described by it. */
  error?: string;
}

/** A labelled <input> with its error message. Other props go to the input. */
export function TextField({ id, label, error, className, 'aria-describedby': describedBy, ...props }: TextFieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.control} {...props} {...fieldAria(id, error, describedBy)} />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
