import { useEffect } from 'react';
import { remoteForPath } from '@simple-recipes/shared-api';
import type { RemoteLoader } from '../remotes/remote-loader';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Starts loading the remote behind a link as soon as the pointer or focus reaches it — any same-origin link on
 * the page, including the ones the remotes render (cards, Edit Recipe) — so the next page is no waterfall.
 */
export function useLinkPreloading(loader: RemoteLoader, doc: Document = document): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const link = target.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
      loader.preload(remoteForPath(link.pathname));
    };
    for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) doc.removeEventListener(type, onIntent);
    };
  }, [loader, doc]);
}
