import { useEffect } from 'react';

/** Writes a failed call to the console once per distinct error (docs/design.md §5: logged and shown). */
export function useLogError(context: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(context, error);
  }, [context, error]);
}
