import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, useLocation, useNavigate, type BlockerFunction } from 'react-router-dom';

/** What the confirm dialog needs while a navigation away is on hold. */
export interface LeavePrompt {
  /** A navigation is waiting for the user's answer. */
  isAsking: boolean;
  /** Cancel the navigation and stay on the form. */
  stay(): void;
  /** Carry on with the navigation; unsaved changes are lost. */
  leave(): void;
}

/** `shouldAsk` is read at the moment the user tries to leave, so a save that just succeeded can turn it off. */
export type ShouldAsk = () => boolean;

/** Whether the page runs under a data router (createBrowserRouter / createMemoryRouter), where `useBlocker` works. */
export function useHasDataRouter(): boolean {
  return useContext(UNSAFE_DataRouterContext) !== null;
}

function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** In-app navigation under a data router: every kind (links, `navigate()`, Back/Forward) is held by `useBlocker`. */
export function useBlockerPrompt(shouldAsk: ShouldAsk): LeavePrompt {
  const shouldAskRef = useLatest(shouldAsk);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        currentLocation.pathname !== nextLocation.pathname && shouldAskRef.current(),
      [shouldAskRef],
    ),
  );
  return {
    isAsking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}

/**
 * In-app navigation under a plain `<BrowserRouter>`, where `useBlocker` is unavailable: clicks on
 * same-origin links are held (in the capture phase, before the router's own handler). Programmatic
 * navigation and Back/Forward cannot be held there; a data router is needed for those.
 */
export function useLinkClickPrompt(shouldAsk: ShouldAsk): LeavePrompt {
  const shouldAskRef = useLatest(shouldAsk);
  const currentPathname = useLatest(useLocation().pathname);
  const navigate = useNavigate();
  const [pendingPath, setPendingPath] = useState<string | null>(null);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const url = inAppLinkUrl(event);
      if (url === null || url.pathname === currentPathname.current || !shouldAskRef.current()) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingPath(url.pathname + url.search + url.hash);
    }
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [shouldAskRef, currentPathname]);

  return {
    isAsking: pendingPath !== null,
    stay: () => setPendingPath(null),
    leave: () => {
      if (pendingPath !== null) navigate(pendingPath);
      setPendingPath(null);
    },
  };
}

/** The URL of a same-origin link the user clicked to open in this tab, or null. */
function inAppLinkUrl(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/** Closing or reloading the tab: the browser's own "Leave site?" question. */
export function useBeforeUnloadPrompt(shouldAsk: ShouldAsk): void {
  const shouldAskRef = useLatest(shouldAsk);
  useEffect(() => {
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (!shouldAskRef.current()) return;
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [shouldAskRef]);
}
