import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@simple-recipes/shared-api';
import { searchTermToApply } from '../catalog-query';
import { useDebouncedValue } from './use-debounced-value';

export interface SearchBox {
  /** What the box shows. */
  text: string;
  setText(text: string): void;
  /** Applies the typed term now (Enter), instead of after the debounce. */
  flush(): void;
}

/**
 * The search box's text, applied `SEARCH_DEBOUNCE_MS` after typing stops and only when the term is empty
 * or long enough (searchTermToApply). The box follows `appliedSearch` when it changes from elsewhere
 * (Back/Forward, "Clear filters"), without undoing what the user is typing.
 */
export function useSearchBox(appliedSearch: string, apply: (term: string) => void): SearchBox {
  const [text, setText] = useState(appliedSearch);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  const applyRef = useRef(apply);
  applyRef.current = apply;

  // Only a new debounced value applies anything: the URL changing under a stale debounced value must not undo it.
  const lastDebounced = useRef(debounced);
  useEffect(() => {
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    const term = searchTermToApply(debounced);
    if (term !== null) applyRef.current(term);
  }, [debounced]);

  useEffect(() => {
    setText((current) => (searchTermToApply(current) === appliedSearch ? current : appliedSearch));
  }, [appliedSearch]);

  const flush = () => {
    const term = searchTermToApply(text);
    if (term !== null) applyRef.current(term);
  };

  return { text, setText, flush };
}
