import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Focus a form control by its `name` once it has rendered — used after "Add Section" / "Add Step"
 * so keyboard and screen-reader users land in the field they just created.
 */
export function useFocusNewField(formRef: RefObject<HTMLFormElement | null>): (name: string) => void {
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (pending === null) return;
    focusField(formRef.current, pending);
    setPending(null);
  }, [pending, formRef]);

  return useCallback((name: string) => setPending(name), []);
}

/** Focus the control called `name` in `form`, if it is there. Returns whether it was found. */
export function focusField(form: HTMLFormElement | null, name: string): boolean {
  const control = form?.elements.namedItem(name);
  if (!(control instanceof HTMLElement)) return false;
  control.focus();
  return true;
}

/** Focus the first control of `form`, in page order, whose name is one of `names`. */
export function focusFirstOf(form: HTMLFormElement | null, names: Iterable<string>): void {
  if (!form) return;
  const wanted = new Set(names);
  for (const control of Array.from(form.elements)) {
    const name = control.getAttribute('name');
    if (name !== null && wanted.has(name) && control instanceof HTMLElement) {
      control.focus();
      return;
    }
  }
}
