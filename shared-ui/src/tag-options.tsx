import type { UseComboboxReturnValue } from 'downshift';
import { isCreateOption, type TagOption } from './tag-match';
import styles from './tag-multi-select.module.css';

interface TagOptionsProps {
  combobox: UseComboboxReturnValue<TagOption>;
  offered: TagOption[];
  emptyMessage: string;
  onPick(option: TagOption): void;
}

/**
 * The popup list of tags that can still be chosen (name and shorthand), and "Create tag “…”" when the caller lets
 * the typed text become a tag; or why there is none.
 */
export function TagOptions({ combobox, offered, emptyMessage, onPick }: TagOptionsProps) {
  const { isOpen, highlightedIndex, getMenuProps, getItemProps } = combobox;
  return (
    <div className={styles.popup} hidden={!isOpen}>
      <ul className={styles.menu} {...getMenuProps()}>
        {isOpen &&
          offered.map((option, index) => (
            <li
              key={isCreateOption(option) ? 'create' : option.id}
              className={index === highlightedIndex ? `${styles.option} ${styles.highlighted}` : styles.option}
              {...getItemProps({ item: option, index, onClick: () => onPick(option) })}
              // getItemProps gives the role too; written out, it tells the lint which attributes apply.
              role="option"
              // Every tag offered is one not chosen yet: downshift marks the highlighted one selected, which a
              // screen reader reads as chosen. The input's aria-activedescendant already says which it is.
              aria-selected={false}
            >
              {isCreateOption(option) ? (
                <span className={styles.create}>Create tag “{option.create}”</span>
              ) : (
                <>
                  <span>{option.tag}</span>
                  <span className={styles.shorthand}>{option.shorthand}</span>
                </>
              )}
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
