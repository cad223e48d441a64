import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

/** The class names of a button of this variant, to make a router `Link` look like a button. */
export function buttonClassName(variant: ButtonVariant = 'secondary', extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}

/** A <button> in one of four looks. `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = 'secondary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}
