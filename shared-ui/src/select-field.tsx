import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './field.module.css';
import { FieldError } from './field-error';
import { fieldAria } from './field-a11y';

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  id: string;
  label: string;
  /** Shown in red under the select; the select is then marked invalid and described by it. */
  error?: string;
  /** The <option>s. */
  children: ReactNode;
}

/** A labelled <select> with its error message. Other props go to the select. */
export function SelectField({
  id,
  label,
  error,
  className,
  children,
  'aria-describedby': describedBy,
  ...props
}: SelectFieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.control} {...props} {...fieldAria(id, error, describedBy)}>
        {children}
      </select>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
