/** The id of a field's error message. Other code (and tests) can rely on it. */
export function errorId(id: string): string {
  return `${id}-error`;
}

/**
 * The aria attributes of a control with an optional error: the error joins any description the caller gave,
 * and the control is marked invalid only while there is one.
 */
export function fieldAria(id: string, error: string | undefined, describedBy: string | undefined) {
  const ids = [describedBy, error ? errorId(id) : undefined].filter(Boolean).join(' ');
  return {
    'aria-describedby': ids || undefined,
    'aria-invalid': error ? (true as const) : undefined,
  };
}
