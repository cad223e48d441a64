import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'simple-recipes:list-scroll';
/** How long scrolling must have stopped before the place is taken again. */
const SETTLED_MS = 150;

/** Where the list was read: the first card in view, by its link, and how far from the window's top it was. */
interface Place {
  /** The history entry and query the list was read at. */
  at: string;
  href: string;
  top: number;
}

function firstCardInView(grid: HTMLElement | null): { href: string; top: number } | null {
  for (const cell of grid?.children ?? []) {
    const box = cell.getBoundingClientRect();
    if (box.bottom <= 0) continue;
    const href = cell.querySelector('a')?.getAttribute('href');
    return href ? { href, top: box.top } : null;
  }
  return null;
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
 * again (`ready`): the browser's own restoring comes before pages that are still loading, and by pixels, which do
 * not match once cards out of view are only estimated (content-visibility), so the place is a card instead. It is
 * kept for this tab only (sessionStorage), for the history entry it was read at.
 */
export function useListScroll(grid: RefObject<HTMLElement | null>, ready: boolean): void {
  const { key, search } = useLocation();
  const back = useNavigationType() === 'POP';
  const at = `${key}${search}`;
  const restored = useRef(false);

  useLayoutEffect(() => {
    let place = firstCardInView(grid.current);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const take = () => (place = firstCardInView(grid.current) ?? place);
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(take, SETTLED_MS);
    };
    const save = () => {
      try {
        if (place) sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ at, ...place } satisfies Place));
      } catch {
        // Storage refused (private mode, full): the list simply opens at its top.
      }
    };
    const leave = () => {
      take();
      save();
    };
    window.addEventListener('scroll', settle, { passive: true });
    window.addEventListener('pagehide', leave);
    // A card followed: the place as it is now, before the recipe page moves the scroll.
    const cards = grid.current;
    cards?.addEventListener('click', take);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', settle);
      window.removeEventListener('pagehide', leave);
      cards?.removeEventListener('click', take);
      save();
    };
  }, [grid, at, ready]);

  useEffect(() => {
    if (!ready || restored.current) return undefined;
    restored.current = true;
    const place = back ? savedPlace() : null;
    if (place?.at !== at) return undefined;
    const cell = [...(grid.current?.children ?? [])].find(
      (item) => item.querySelector('a')?.getAttribute('href') === place.href,
    );
    if (!cell) return undefined;
    const putBack = () => {
      const off = cell.getBoundingClientRect().top - place.top;
      if (Math.abs(off) >= 1) window.scrollBy(0, off);
    };
    putBack();
    // The cards brought into view are laid out at their real height, and the browser may restore its own pixel
    // position after Back: the place is checked again over the next frames.
    let frame = requestAnimationFrame(() => {
      putBack();
      frame = requestAnimationFrame(putBack);
    });
    return () => cancelAnimationFrame(frame);
  }, [grid, ready, back, at]);
}
