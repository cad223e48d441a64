import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * After "Load More", moves keyboard focus to the first newly added card, so keyboard and screen-reader users
 * continue where the new recipes start (the button they pressed may be gone once everything is loaded).
 * Only when focus is still on the button's row (or was dropped to the body).
 */
export function useFocusFirstNew(
  shown: number,
  grid: RefObject<HTMLElement | null>,
  buttonRow: RefObject<HTMLElement | null>,
): (shownBefore: number) => void {
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNew.current;
    if (index === null) return;
    if (shown < index) firstNew.current = null; // the list started again (a filter changed)
    if (shown <= index) return;
    firstNew.current = null;
    const active = document.activeElement;
    const focusWasOnButton = active === null || active === document.body || !!buttonRow.current?.contains(active);
    if (focusWasOnButton) grid.current?.querySelectorAll('a')[index]?.focus();
  }, [shown, grid, buttonRow]);

  return useCallback((shownBefore: number) => {
    firstNew.current = shownBefore;
  }, []);
}
