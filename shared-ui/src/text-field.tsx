import type { ComponentPropsWithRef } from 'react';
import styles from './field.module.css';
import { FieldError } from './field-error';
import { fieldAria } from './field-a11y';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  id: string;
  label: string;
  /** Shown in red under the input; the input is then marked invalid and described by it. */
  error?: string;
  /** A short visible note under the input (e.g. its unit), which describes it. */
  hint?: string;
}

/** A labelled <input> with its hint and its error message. Other props go to the input. */
export function TextField({
  id,
  label,
  error,
  hint,
  className,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const described = [describedBy, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.control} {...props} {...fieldAria(id, error, described)} />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
