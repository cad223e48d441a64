import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Opens each new page at its top, as a page load would: a link, a save or a redirect to another address would
 * otherwise keep the scroll of the page left (a long form's end). Back and Forward are left to the browser, which
 * puts the page where it was; a change of the query alone (the catalog's filters and order) keeps its place too.
 * The focus starts over at the page's main area (`#main`), so it is not left on a control that went with the old
 * page, and the keyboard and screen readers go on from the new page's start.
 */
export function useNewPageAtTop(win: Window = window): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType === 'POP') return;
    win.scrollTo(0, 0);
    win.document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, navigationType, win]);
}
