import type { ReactNode } from 'react';
import { Button } from '@simple-recipes/shared-ui';
import { IconButton } from './icon-button';
import { MoveButtons, type MoveControls } from './move-buttons';
import styles from './item-row.module.css';

interface ItemRowProps {
  /** "Ingredient" / "Step": its Remove button says "Remove Ingredient" (only "Remove" on a phone, for room). */
  itemLabel: string;
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
  itemLabel,
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
          aria-label={`Remove ${itemLabel}, ${where}`}
        >
          Remove<span className={styles.itemWord}> {itemLabel}</span>
        </Button>
      </div>
    </li>
  );
}
