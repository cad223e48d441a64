import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

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

function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/**
 * In-app navigation of every kind (links, `navigate()`, Back/Forward) is held by `useBlocker`: the site (the shell)
 * and this remote's own dev page both run a data router.
 */
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
