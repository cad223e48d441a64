import type { ReactNode } from 'react';
import { Button } from '@simple-recipes/shared-ui';
import { IconButton } from './icon-button';
import { MoveButtons, type MoveControls } from './move-buttons';
import styles from './item-row.module.css';

interface ItemRowProps {
  /** "Remove Ingredient" / "Remove Step". */
  removeLabel: string;
  /** Where the item is, for assistive technology: "ingredient 2 of Sauce". */
  where: string;
  canRemove: boolean;
  onRemove(): void;
  /** Absent while the item is alone in its section (there is nowhere to move it). */
  moves?: MoveControls;
  /** "Add Ingredient after ingredient 2 of Sauce". */
  addAfterLabel: string;
  onAddAfter(): void;
  /** The item's fields. */
  children: ReactNode;
}

/** One ingredient or step inside a section, with its controls: move, add one after it, remove. */
export function ItemRow({
  removeLabel,
  where,
  canRemove,
  onRemove,
  moves,
  addAfterLabel,
  onAddAfter,
  children,
}: ItemRowProps) {
  return (
    <li className={styles.row}>
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        {moves && <MoveButtons {...moves} />}
        <IconButton label={addAfterLabel} icon="+" onClick={onAddAfter} />
        <Button
          type="button"
          variant="ghost"
          className={styles.remove}
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={`${removeLabel}, ${where}`}
        >
          {removeLabel}
        </Button>
      </div>
    </li>
  );
}
