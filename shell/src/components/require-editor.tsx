import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { usePermission } from '@simple-recipes/shared-api';
import { AreaLoading } from './area-loading';

/** Editor-only routes: waits for the permission call to settle, then shows the page or sends a visitor to `/`. */
export function RequireEditor({ children }: { children: ReactNode }) {
  const { canEdit, settled } = usePermission();
  if (!settled) return <AreaLoading />;
  if (!canEdit) return <Navigate to="/" replace />;
  return children;
}
