import type { UseComboboxReturnValue } from 'downshift';
import type { Tag } from '@simple-recipes/shared-api/types';
import styles from './tag-multi-select.module.css';

interface TagOptionsProps {
  combobox: UseComboboxReturnValue<Tag>;
  offered: Tag[];
  emptyMessage: string;
  onPick(tag: Tag): void;
}

/** The popup list of tags that can still be chosen (name and shorthand), or why there is none. */
export function TagOptions({ combobox, offered, emptyMessage, onPick }: TagOptionsProps) {
  const { isOpen, highlightedIndex, getMenuProps, getItemProps } = combobox;
  return (
    <div className={styles.popup} hidden={!isOpen}>
      <ul className={styles.menu} {...getMenuProps()}>
        {isOpen &&
          offered.map((tag, index) => (
            <li
              key={tag.id}
              className={index === highlightedIndex ? `${styles.option} ${styles.highlighted}` : styles.option}
              {...getItemProps({ item: tag, index, onClick: () => onPick(tag) })}
              // getItemProps gives the role too; written out, it tells the lint which attributes apply.
              role="option"
              // Every tag offered is one not chosen yet: downshift marks the highlighted one selected, which a
              // screen reader reads as chosen. The input's aria-activedescendant already says which it is.
              aria-selected={false}
            >
              <span>{tag.tag}</span>
              <span className={styles.shorthand}>{tag.shorthand}</span>
            </li>
          ))}
      </ul>
      {isOpen && offered.length === 0 && (
        // Announced by TagMultiSelect's status; shown here for sighted users.
        <p className={styles.empty} aria-hidden="true">
          {emptyMessage}
        </p>
      )}
    </div>
  );
}
