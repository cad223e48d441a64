import { useCallback, useEffect, useState, type RefObject } from 'react';

/** A control to focus once the form has rendered: by its `name`, or the first enabled one of these ids. */
type FocusTarget = { name: string } | { ids: string[] };

export interface FocusWhenRendered {
  /** The field called `name` — used after "Add Section" / "Add Step", so keyboard and screen-reader users land in the field they just created. */
  field(name: string): void;
  /** The first of these controls that is there and enabled — used after a move, so focus follows the moved entry. */
  control(ids: string[]): void;
}

/** Focus a form control once it has rendered (it may not be in the page yet when it is asked for). */
export function useFocusNewField(formRef: RefObject<HTMLFormElement | null>): FocusWhenRendered {
  const [pending, setPending] = useState<FocusTarget | null>(null);

  useEffect(() => {
    if (pending === null) return;
    if ('name' in pending) focusField(formRef.current, pending.name);
    else focusFirstEnabled(pending.ids);
    setPending(null);
  }, [pending, formRef]);

  const field = useCallback((name: string) => setPending({ name }), []);
  const control = useCallback((ids: string[]) => setPending({ ids }), []);
  return { field, control };
}

function focusFirstEnabled(ids: string[]): void {
  for (const id of ids) {
    const control = document.getElementById(id);
    if (control && !(control instanceof HTMLButtonElement && control.disabled)) {
      control.focus();
      return;
    }
  }
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
