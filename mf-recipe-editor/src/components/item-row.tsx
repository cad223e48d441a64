import type { ReactNode } from 'react';
import { Button } from '@simple-recipes/shared-ui';
import styles from './item-row.module.css';

interface ItemRowProps {
  /** "Remove Ingredient" / "Remove Step". */
  removeLabel: string;
  /** Where the item is, for assistive technology: "ingredient 2 of Sauce". */
  where: string;
  canRemove: boolean;
  onRemove(): void;
  /** The item's fields. */
  children: ReactNode;
}

/** One ingredient or step inside a section, with its Remove control. */
export function ItemRow({ removeLabel, where, canRemove, onRemove, children }: ItemRowProps) {
  return (
    <li className={styles.row}>
      <div className={styles.fields}>{children}</div>
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
    </li>
  );
}
