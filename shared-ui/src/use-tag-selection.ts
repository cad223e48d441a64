import { useCombobox, useMultipleSelection } from 'downshift';
import { useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { Tag } from '@simple-recipes/shared-api/types';
import { createOptionFor, isCreateOption, tagsToOffer, type TagOption } from './tag-match';
import { useChipFocus } from './use-chip-focus';

interface TagSelectionOptions {
  id: string;
  tags: Tag[];
  selected: Tag[];
  onChange(next: Tag[]): void;
  /** Set when the picker may offer to create a tag of the typed text (TagMultiSelectProps.onCreate). */
  onCreate?: ((name: string) => void) | undefined;
}

const tagKey = (tag: Tag | null) => tag?.id;
const optionKey = (option: TagOption | null) => (isCreateOption(option) ? 'create' : option?.id);
const optionName = (option: TagOption | null) => (isCreateOption(option) ? option.create : (option?.tag ?? ''));

/**
 * The behaviour of TagMultiSelect: what is typed, which tags are offered, adding and removing chips from the
 * keyboard and the pointer, and where focus goes after a removal.
 */
export function useTagSelection({ id, tags, selected, onChange, onCreate }: TagSelectionOptions) {
  const [inputValue, setInputValue] = useState('');
  const offered = useMemo<TagOption[]>(() => {
    const matching = tagsToOffer(tags, selected, inputValue);
    const create = onCreate ? createOptionFor(tags, inputValue) : null;
    // Last, after the tags that contain the text: "Pasta" may be meant as "Pasta Bake" as well.
    return create ? [...matching, create] : matching;
  }, [tags, selected, inputValue, onCreate]);
  const { inputRef, focusAfterRemoving, registerRemoveButton } = useChipFocus(selected);

  // Downshift keeps focus and highlight state; every change of the selection is made here, synchronously,
  // because downshift reports state changes from an effect, which can fall behind fast typing.
  const { getSelectedItemProps, getDropdownProps, setActiveIndex } = useMultipleSelection<Tag>({
    selectedItems: selected,
    itemToKey: tagKey,
  });

  const combobox = useCombobox<TagOption>({
    id: `${id}-combobox`,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-menu`,
    toggleButtonId: `${id}-toggle`,
    items: offered,
    itemToString: optionName,
    itemToKey: optionKey,
    inputValue,
    selectedItem: null,
    defaultHighlightedIndex: 0,
    stateReducer: (_state, { changes, type }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          // Creating a tag goes on in the caller's form; else stay open on the next candidate, ready to pick another.
          if (isCreateOption(changes.selectedItem)) return { ...changes, selectedItem: null, isOpen: false };
          return { ...changes, selectedItem: null, isOpen: true, highlightedIndex: 0 };
        default:
          // The combobox never holds a selection of its own: the chips are the selection.
          return { ...changes, selectedItem: null };
      }
    },
  });
  const { isOpen, highlightedIndex } = combobox;

  const add = (tag: Tag) => {
    if (!selected.some((chosen) => chosen.id === tag.id)) onChange([...selected, tag]);
    setInputValue('');
  };

  const pick = (option: TagOption) => {
    if (!isCreateOption(option)) return add(option);
    setInputValue('');
    onCreate?.(option.create);
  };

  const removeAt = (index: number) => {
    setActiveIndex(focusAfterRemoving(index, selected.length));
    onChange(selected.filter((_, i) => i !== index));
  };

  const handleInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const input = event.currentTarget;
    if (event.key === 'Enter' && isOpen) {
      const option = offered[highlightedIndex];
      if (option) pick(option);
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

  const inputProps = combobox.getInputProps(
    getDropdownProps({
      ref: inputRef,
      onKeyDown: handleInputKeyDown,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setInputValue(event.target.value),
    }),
  );
  const typedSomething = inputValue.trim() !== '';
  const emptyMessage = typedSomething ? 'No matching tags' : tags.length === 0 ? 'No tags to choose' : 'No more tags';

  return {
    combobox,
    offered,
    inputProps,
    emptyMessage,
    getSelectedItemProps,
    registerRemoveButton,
    pick,
    removeAt,
  };
}

/** Downshift's documented way to skip its own handling of an event we handled ourselves. */
function skipDownshift(event: KeyboardEvent) {
  (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
}
