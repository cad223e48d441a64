import type { Tag } from '@simple-recipes/shared-api/types';
import { TagChip } from './tag-chip';
import { TagOptions } from './tag-options';
import styles from './tag-multi-select.module.css';
import { useTagSelection } from './use-tag-selection';
import { VisuallyHidden } from './visually-hidden';

export interface TagMultiSelectProps {
  /** The input's id: `<label for>` and outside links (an error summary) point at it. */
  id: string;
  label: string;
  /** Every tag that can be chosen. */
  tags: Tag[];
  selected: Tag[];
  onChange(next: Tag[]): void;
  placeholder?: string;
  /** A short visible note under the control, which describes its input (as TextField's hint does). */
  hint?: string;
  /**
   * Opt-in: when the typed text is no tag's name or shorthand, the list ends with "Create tag “<text>”", and choosing
   * it calls this with the text (trimmed) and empties the input; the caller asks for the rest and adds the new tag
   * to `selected`. Without it (a filter), only existing tags are offered.
   */
  onCreate?(name: string): void;
}

/**
 * Choose several tags: type to filter by name or shorthand, arrows and Enter (or a click) to add,
 * chips with a remove button each, Backspace in the empty input removes the last chip.
 * Arrow Left from the empty input walks into the chips, where Delete or Backspace removes one.
 */
export function TagMultiSelect({
  id,
  label,
  tags,
  selected,
  onChange,
  placeholder,
  hint,
  onCreate,
}: TagMultiSelectProps) {
  const selection = useTagSelection({ id, tags, selected, onChange, onCreate });
  const { combobox, offered, inputProps, emptyMessage } = selection;
  const { isOpen, highlightedIndex } = combobox;

  return (
    <div className={styles.field}>
      <label className={styles.label} {...combobox.getLabelProps({ htmlFor: id })}>
        {label}
      </label>
      <div className={styles.control}>
        {selected.length > 0 && (
          <ul className={styles.chips} aria-label={`${label}: chosen`}>
            {selected.map((tag, index) => (
              <TagChip
                key={tag.id}
                tag={tag}
                index={index}
                getSelectedItemProps={selection.getSelectedItemProps}
                registerRemoveButton={selection.registerRemoveButton}
                onRemove={selection.removeAt}
              />
            ))}
          </ul>
        )}
        <input
          className={styles.input}
          placeholder={placeholder}
          {...inputProps}
          aria-describedby={hint ? `${id}-hint` : undefined}
          aria-activedescendant={offered[highlightedIndex] ? inputProps['aria-activedescendant'] : undefined}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={isOpen ? `Hide ${label} list` : `Show ${label} list`}
          {...combobox.getToggleButtonProps()}
        >
          <span aria-hidden="true" className={isOpen ? styles.chevronUp : styles.chevron} />
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <TagOptions combobox={combobox} offered={offered} emptyMessage={emptyMessage} onPick={selection.pick} />
      <VisuallyHidden role="status">{isOpen && offered.length === 0 ? emptyMessage : ''}</VisuallyHidden>
    </div>
  );
}
