import { useCallback, useEffect, useRef, useState } from 'react';
import { readStored, writeStored } from './cook-storage';

/** State kept in localStorage under `key` (read once when mounted, written on every change). */
export function useStoredState<T>(key: string, parse: (stored: unknown) => T) {
  const [value, setValue] = useState<T>(() => parse(readStored(key)));
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    writeStored(key, value);
  }, [key, value]);
  const update = useCallback((next: T | ((current: T) => T)) => setValue(next), []);
  return [value, update] as const;
}
