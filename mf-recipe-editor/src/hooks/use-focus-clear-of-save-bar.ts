import { useEffect, type RefObject } from 'react';

/** The room left between a focused field and the sticky save bar, in CSS pixels. */
const GAP = 16;

/**
 * Keeps a field that takes the focus (Tab, a click, an error that moves the focus) out from under the form's sticky
 * save bar (`[data-save-bar]`). The browser scrolls a focused element into view only when none of it shows, so one
 * at the window's foot stays half under the bar; this scrolls it the rest of the way, after the browser's own scroll.
 */
export function useFocusClearOfSaveBar(formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const field = event.target;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const bar = form.querySelector('[data-save-bar]');
        if (!(field instanceof HTMLElement) || !bar || bar.contains(field)) return;
        const hidden = field.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
        if (hidden > 0) window.scrollBy(0, hidden + GAP);
      });
    };
    form.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      form.removeEventListener('focusin', onFocusIn);
    };
  }, [formRef]);
}
