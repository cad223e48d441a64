import { useEffect, useState } from 'react';

export type WakeLockStatus = 'requesting' | 'active' | 'released' | 'unsupported' | 'refused';

/**
 * Keeps the screen on while the calling component is mounted (Screen Wake Lock API). Browsers drop the lock
 * whenever the tab is hidden, so it is taken again each time the page becomes visible; unmounting releases it.
 */
export function useWakeLock(): WakeLockStatus {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator && Boolean(navigator.wakeLock);
  const [status, setStatus] = useState<WakeLockStatus>(supported ? 'requesting' : 'unsupported');

  useEffect(() => {
    if (!supported) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let requesting = false;
    let left = false;

    const take = async () => {
      if (left || requesting || document.visibilityState !== 'visible') return;
      if (sentinel && !sentinel.released) return;
      requesting = true;
      try {
        const taken = await navigator.wakeLock.request('screen');
        if (left) {
          await taken.release();
          return;
        }
        sentinel = taken;
        setStatus('active');
        taken.addEventListener('release', () => {
          if (!left) setStatus('released');
        });
      } catch {
        // Refused, e.g. in battery saver mode: the page still works, the screen may dim.
        if (!left) setStatus('refused');
      } finally {
        requesting = false;
      }
    };

    const onVisibilityChange = () => void take();
    document.addEventListener('visibilitychange', onVisibilityChange);
    void take();
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, [supported]);

  return status;
}
