import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { usePermission } from '@simple-recipes/shared-api';
import { AreaLoading } from './area-loading';
import type { ReturnState } from './return-to';

// Shown only when a session ends on an editors' page: its own chunk keeps it out of every first load.
const SessionEndedNotice = lazy(() => import(/* webpackChunkName: "session-ended-notice" */ './session-ended-notice'));

/**
 * Editor-only routes: waits for the permission call to settle, then shows the page or sends a visitor to `/`,
 * remembering the page (with the bookmarklet's `?url=…#text=…`) so logging in goes on to it. A page already shown to
 * an editor stays when the permission goes (the session expired, or ended in another tab), with a log-in above it:
 * unmounting it would throw away what the editor typed. The header's Log out leaves the page itself.
 */
export function RequireEditor({ children }: { children: ReactNode }) {
  const { canEdit, settled } = usePermission();
  const { pathname, search, hash } = useLocation();
  // Set once a render as an editor has committed, so a later render without the permission is a session that ended.
  const wasEditor = useRef(false);
  useEffect(() => {
    if (canEdit) wasEditor.current = true;
  }, [canEdit]);
  if (!settled) return <AreaLoading />;
  const sessionEnded = !canEdit && wasEditor.current;
  if (!canEdit && !sessionEnded) {
    const state: ReturnState = { returnTo: `${pathname}${search}${hash}` };
    return <Navigate to="/" replace state={state} />;
  }
  // One shape with and without the notice, so the page under it is never remounted.
  return (
    <>
      {sessionEnded && (
        <Suspense fallback={null}>
          <SessionEndedNotice />
        </Suspense>
      )}
      {children}
    </>
  );
}
