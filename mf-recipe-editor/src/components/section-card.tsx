import type { ReactNode } from 'react';
import { Button } from '@simple-recipes/shared-ui';
import { FormTextField } from './form-text-field';
import { MoveButtons, type MoveControls } from './move-buttons';
import styles from './section-card.module.css';

interface SectionCardProps {
  /** "Ingredient section 1": the group's legend, and where its Section Name field is. */
  title: string;
  /** Formik path of the section's name, e.g. `ingredients[0].name`. */
  namePath: string;
  /** The section's name, or its title while it has none: what its controls say they belong to. */
  owner: string;
  canRemove: boolean;
  onRemove(): void;
  /** Absent while the section is the only one of its kind. */
  moves?: MoveControls;
  /** "Add Ingredient" / "Add Step". */
  addItemLabel: string;
  onAddItem(): void;
  /** The section's items. */
  children: ReactNode;
}

/** One ingredient or step section: its name, its items, and the controls to move, grow or drop it. */
export function SectionCard({
  title,
  namePath,
  owner,
  canRemove,
  onRemove,
  moves,
  addItemLabel,
  onAddItem,
  children,
}: SectionCardProps) {
  return (
    <fieldset className={styles.card}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.header}>
        <div className={styles.name}>
          <FormTextField name={namePath} label="Section Name" where={title.toLowerCase()} />
        </div>
        <div className={styles.actions}>
          {moves && <MoveButtons {...moves} />}
          <Button
            type="button"
            variant="ghost"
            className={styles.remove}
            onClick={onRemove}
            disabled={!canRemove}
            aria-label={`Remove Section, ${owner}`}
          >
            Remove Section
          </Button>
        </div>
      </div>
      {children}
      <Button type="button" variant="secondary" onClick={onAddItem} aria-label={`${addItemLabel} to ${owner}`}>
        {addItemLabel}
      </Button>
    </fieldset>
  );
}
