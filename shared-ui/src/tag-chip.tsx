import type { UseMultipleSelectionReturnValue } from 'downshift';
import type { KeyboardEvent } from 'react';
import type { Tag } from '@simple-recipes/shared-api/types';
import styles from './tag-multi-select.module.css';

const REMOVE_KEYS = new Set(['Backspace', 'Delete']);

interface TagChipProps {
  tag: Tag;
  index: number;
  getSelectedItemProps: UseMultipleSelectionReturnValue<Tag>['getSelectedItemProps'];
  registerRemoveButton(tagId: number, node: HTMLButtonElement | null): void;
  onRemove(index: number): void;
}

/** One chosen tag: its name and a remove button (a click, Delete or Backspace removes it; arrows move between chips). */
export function TagChip({ tag, index, getSelectedItemProps, registerRemoveButton, onRemove }: TagChipProps) {
  const chipProps = getSelectedItemProps({ selectedItem: tag, index });
  return (
    <li className={styles.chip}>
      <span className={styles.chipName}>{tag.tag}</span>
      <button
        {...chipProps}
        ref={(node) => {
          registerRemoveButton(tag.id, node);
          const downshiftRef = chipProps.ref;
          if (typeof downshiftRef === 'function') downshiftRef(node);
        }}
        type="button"
        // Every chip is reachable with Tab as well as with the arrow keys.
        tabIndex={0}
        className={styles.remove}
        aria-label={`Remove ${tag.tag}`}
        onClick={() => onRemove(index)}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (REMOVE_KEYS.has(event.key)) {
            event.preventDefault();
            onRemove(index);
          } else {
            chipProps.onKeyDown(event);
          }
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
