import type { ReactNode } from 'react';
import styles from './recipe-form.module.css';

/** One titled part of the recipe form ("Recipe", "Ingredients", "Steps"), named by its heading. */
export function FormPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
