import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'simple-recipes:list-scroll';

interface Place {
  /** The history entry and query the list was read at. */
  at: string;
  y: number;
}

function savedPlace(): Place | null {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Place | null;
  } catch {
    return null;
  }
}

/**
 * Puts the list back where it was read after a reload, or Back from a recipe, once the pages it showed are shown
 * again (`ready`): the browser's own restoring comes too early for pages that are still loading. The place is kept
 * for this tab only (sessionStorage), for the history entry it was read at.
 */
export function useListScroll(ready: boolean): void {
  const { key, search } = useLocation();
  const back = useNavigationType() === 'POP';
  const at = `${key}${search}`;
  const restored = useRef(false);

  useLayoutEffect(() => {
    let y = window.scrollY;
    const track = () => (y = window.scrollY);
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ at, y } satisfies Place));
      } catch {
        // Storage refused (private mode, full): the list simply opens at its top.
      }
    };
    window.addEventListener('scroll', track, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', track);
      window.removeEventListener('pagehide', save);
      // Leaving the list (a card, a new query): the last place seen on it, before the next page moves the scroll.
      save();
    };
  }, [at]);

  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const place = back ? savedPlace() : null;
    if (place?.at === at && place.y > 0) window.scrollTo(0, place.y);
  }, [ready, back, at]);
}
