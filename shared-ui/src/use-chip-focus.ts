import { useLayoutEffect, useRef } from 'react';
import type { Tag } from '@simple-recipes/shared-api/types';

/**
 * Where focus goes once a removed chip has left the DOM: the chip now at its place (or the one before), or the
 * input when no chip is left. Each chip's remove button registers itself by tag id.
 */
export function useChipFocus(selected: Tag[]) {
  // A chip's index, or -1 for the input.
  const pendingFocus = useRef<number | null>(null);
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const inputRef = useRef<HTMLInputElement>(null);

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    (target === -1 ? inputRef.current : removeButtons.current.get(selected[target]?.id ?? NaN))?.focus();
  }, [selected]);

  /** Call before removing chip `index` from `length` chips; returns the index of the chip that gets focus, or -1. */
  const focusAfterRemoving = (index: number, length: number): number => {
    pendingFocus.current = length === 1 ? -1 : Math.min(index, length - 2);
    return pendingFocus.current;
  };

  const registerRemoveButton = (tagId: number, node: HTMLButtonElement | null) => {
    if (node) removeButtons.current.set(tagId, node);
    else removeButtons.current.delete(tagId);
  };

  return { inputRef, focusAfterRemoving, registerRemoveButton };
}
