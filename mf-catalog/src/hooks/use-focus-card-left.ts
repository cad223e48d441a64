import { useEffect, type RefObject } from 'react';
import { useNavigationType } from 'react-router-dom';

// The address of the card link followed last. The catalog's module stays loaded while the recipe page is shown, so
// Back finds it here; a fresh visit to the list (a link, not Back) forgets it.
let cardLeft: string | null = null;

/**
 * Back from a recipe puts the focus on the card it was opened from (the browser restores the scroll, not the focus),
 * so the keyboard goes on from there instead of from the top of the page.
 */
export function useFocusCardLeft(grid: RefObject<HTMLElement | null>, shown: number): void {
  const back = useNavigationType() === 'POP';
  useEffect(() => {
    const cards = grid.current;
    if (!cards) return undefined;
    if (cardLeft !== null) {
      const link = back ? [...cards.querySelectorAll('a')].find((a) => a.getAttribute('href') === cardLeft) : null;
      link?.focus({ preventScroll: true });
      if (link || !back) cardLeft = null;
    }
    const remember = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link && cards.contains(link)) cardLeft = link.getAttribute('href');
    };
    cards.addEventListener('click', remember);
    return () => cards.removeEventListener('click', remember);
  }, [grid, shown, back]);
}
