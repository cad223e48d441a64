import type { EditorStatus } from './editor-values';

/** Where the entry at `index` is once the entry at `from` moved to `to` (as Formik's `arrayHelpers.move` does). */
export function indexAfterMoving(index: number, from: number, to: number): number {
  if (index === from) return to;
  if (from < to && index > from && index <= to) return index - 1;
  if (to < from && index >= to && index < from) return index + 1;
  return index;
}

/** Where the entry at `index` is once a new entry was inserted at `at`. */
export function indexAfterInserting(index: number, at: number): number {
  return index >= at ? index + 1 : index;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The server's field errors (Formik `status`) follow the entries of `arrayPath` they are about when the list is
 * reordered, as Formik's own errors and touched do: `steps[0].steps[2].step` becomes `steps[0].steps[1].step` when
 * that step moved up.
 */
export function reorderServerErrors(
  status: EditorStatus | undefined,
  arrayPath: string,
  newIndex: (index: number) => number,
): EditorStatus | undefined {
  if (!status) return status;
  const entry = new RegExp(`^${escapeRegExp(arrayPath)}\\[(\\d+)\\]`);
  const serverErrors: EditorStatus['serverErrors'] = {};
  for (const [path, error] of Object.entries(status.serverErrors)) {
    const moved = path.replace(entry, (_, index: string) => `${arrayPath}[${newIndex(Number(index))}]`);
    serverErrors[moved] = error;
  }
  return { serverErrors };
}
