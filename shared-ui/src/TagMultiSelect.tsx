import { useCombobox, useMultipleSelection } from 'downshift';
import { useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { Tag } from '@simple-recipes/shared-api/types';
import { tagsToOffer } from './tagMatch';
import styles from './TagMultiSelect.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface TagMultiSelectProps {
  /** The input's id: `<label for>` and outside links (an error summary) point at it. */
  id: string;
  label: string;
  /** Every tag that can be chosen. */
  tags: Tag[];
  selected: Tag[];
  onChange(next: Tag[]): void;
  placeholder?: string;
}

const tagKey = (tag: Tag | null) => tag?.id;
const tagName = (tag: Tag | null) => tag?.tag ?? '';
const REMOVE_KEYS = new Set(['Backspace', 'Delete']);

/**
 * Choose several tags: type to filter by name or shorthand, arrows and Enter (or a click) to add,
 * chips with a remove button each, Backspace in the empty input removes the last chip.
 * Arrow Left from the empty input walks into the chips, where Delete or Backspace removes one.
 */
export function TagMultiSelect({ id, label, tags, selected, onChange, placeholder }: TagMultiSelectProps) {
  const [inputValue, setInputValue] = useState('');
  const offered = useMemo(() => tagsToOffer(tags, selected, inputValue), [tags, selected, inputValue]);

  // Where focus goes once a removed chip has left the DOM: a chip's index, or -1 for the input.
  const pendingFocus = useRef<number | null>(null);
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const inputRef = useRef<HTMLInputElement>(null);

  // Downshift keeps focus and highlight state; every change of the selection is made here, synchronously,
  // because downshift reports state changes from an effect, which can fall behind fast typing.
  const { getSelectedItemProps, getDropdownProps, setActiveIndex } = useMultipleSelection<Tag>({
    selectedItems: selected,
    itemToKey: tagKey,
  });

  const { isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps, highlightedIndex } =
    useCombobox<Tag>({
      id: `${id}-combobox`,
      inputId: id,
      labelId: `${id}-label`,
      menuId: `${id}-menu`,
      toggleButtonId: `${id}-toggle`,
      items: offered,
      itemToString: tagName,
      itemToKey: tagKey,
      inputValue,
      selectedItem: null,
      defaultHighlightedIndex: 0,
      stateReducer: (_state, { changes, type }) => {
        switch (type) {
          case useCombobox.stateChangeTypes.InputKeyDownEnter:
          case useCombobox.stateChangeTypes.ItemClick:
            // Stay open on the next candidate, ready to pick another.
            return { ...changes, selectedItem: null, isOpen: true, highlightedIndex: 0 };
          default:
            // The combobox never holds a selection of its own: the chips are the selection.
            return { ...changes, selectedItem: null };
        }
      },
    });

  const add = (tag: Tag) => {
    if (!selected.some((chosen) => chosen.id === tag.id)) onChange([...selected, tag]);
    setInputValue('');
  };

  const removeAt = (index: number) => {
    const next = selected.filter((_, i) => i !== index);
    pendingFocus.current = next.length === 0 ? -1 : Math.min(index, next.length - 1);
    setActiveIndex(pendingFocus.current);
    onChange(next);
  };

  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const input = event.currentTarget;
    if (event.key === 'Enter' && isOpen) {
      const tag = offered[highlightedIndex];
      if (tag) add(tag);
    } else if (
      event.key === 'Backspace' &&
      input.value === '' &&
      selected.length > 0 &&
      !(event.shiftKey || event.altKey || event.ctrlKey || event.metaKey)
    ) {
      skipDownshift(event);
      onChange(selected.slice(0, -1));
    } else if (event.key === 'Escape' && !isOpen && input.value !== '') {
      // First Escape closes the list, the next one clears the text.
      setInputValue('');
    }
  };

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    (target === -1 ? inputRef.current : removeButtons.current.get(selected[target]?.id ?? NaN))?.focus();
  }, [selected]);

  const inputProps = getInputProps(
    getDropdownProps({
      ref: inputRef,
      onKeyDown: handleInputKeyDown,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setInputValue(event.target.value),
    }),
  );
  const typedSomething = inputValue.trim() !== '';
  const emptyMessage = typedSomething ? 'No matching tags' : tags.length === 0 ? 'No tags to choose' : 'No more tags';

  return (
    <div className={styles.field}>
      <label className={styles.label} {...getLabelProps({ htmlFor: id })}>
        {label}
      </label>
      <div className={styles.control}>
        {selected.length > 0 && (
          <ul className={styles.chips} aria-label={`${label}: chosen`}>
            {selected.map((tag, index) => {
              const chipProps = getSelectedItemProps({ selectedItem: tag, index });
              return (
                <li key={tag.id} className={styles.chip}>
                  <span className={styles.chipName}>{tag.tag}</span>
                  <button
                    {...chipProps}
                    ref={(node) => {
                      if (node) removeButtons.current.set(tag.id, node);
                      else removeButtons.current.delete(tag.id);
                      const downshiftRef = chipProps.ref;
                      if (typeof downshiftRef === 'function') downshiftRef(node);
                    }}
                    type="button"
                    // Every chip is reachable with Tab as well as with the arrow keys.
                    tabIndex={0}
                    className={styles.remove}
                    aria-label={`Remove ${tag.tag}`}
                    onClick={() => removeAt(index)}
                    onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
                      if (REMOVE_KEYS.has(event.key)) {
                        event.preventDefault();
                        removeAt(index);
                      } else {
                        chipProps.onKeyDown(event);
                      }
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <input
          className={styles.input}
          placeholder={placeholder}
          {...inputProps}
          aria-activedescendant={offered[highlightedIndex] ? inputProps['aria-activedescendant'] : undefined}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={isOpen ? `Hide ${label} list` : `Show ${label} list`}
          {...getToggleButtonProps()}
        >
          <span aria-hidden="true" className={isOpen ? styles.chevronUp : styles.chevron} />
        </button>
      </div>
      <div className={styles.popup} hidden={!isOpen}>
        <ul className={styles.menu} {...getMenuProps()}>
          {isOpen &&
            offered.map((tag, index) => (
              <li
                key={tag.id}
                className={index === highlightedIndex ? `${styles.option} ${styles.highlighted}` : styles.option}
                {...getItemProps({ item: tag, index, onClick: () => add(tag) })}
              >
                <span>{tag.tag}</span>
                <span className={styles.shorthand}>{tag.shorthand}</span>
              </li>
            ))}
        </ul>
        {isOpen && offered.length === 0 && (
          // Announced by the status below; shown here for sighted users.
          <p className={styles.empty} aria-hidden="true">
            {emptyMessage}
          </p>
        )}
      </div>
      <VisuallyHidden role="status">{isOpen && offered.length === 0 ? emptyMessage : ''}</VisuallyHidden>
    </div>
  );
}

/** Downshift's documented way to skip its own handling of an event we handled ourselves. */
function skipDownshift(event: KeyboardEvent) {
  (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
}
