import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { usePermission } from '@simple-recipes/shared-api';
import { AreaLoading } from './area-loading';
import type { ReturnState } from './return-to';

/**
 * Editor-only routes: waits for the permission call to settle, then shows the page or sends a visitor to `/`,
 * remembering the page (with the bookmarklet's `?url=…#text=…`) so logging in goes on to it. An editor who logs out
 * here is sent to `/` with nothing to go back to.
 */
export function RequireEditor({ children }: { children: ReactNode }) {
  const { canEdit, settled } = usePermission();
  const { pathname, search, hash } = useLocation();
  // Set once a render as an editor has committed, so a later render without the permission is a log-out.
  const wasEditor = useRef(false);
  useEffect(() => {
    if (canEdit) wasEditor.current = true;
  }, [canEdit]);
  if (!settled) return <AreaLoading />;
  if (!canEdit) {
    const state: ReturnState | undefined = wasEditor.current ? undefined : { returnTo: `${pathname}${search}${hash}` };
    return <Navigate to="/" replace state={state} />;
  }
  return children;
}
