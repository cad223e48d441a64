import type { RemoteKey } from 'shared-api/contracts';

/**
 * Which remote a page path needs (the route table in App.tsx, as data), so it can be preloaded before the route
 * renders: at start for the current page, on hover/focus for a link's target. Null for shell-only pages.
 */
export function remoteForPath(pathname: string): RemoteKey | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return 'catalog';
  if (parts.length === 1) {
    if (parts[0] === 'create') return 'recipeEditor';
    if (parts[0] === 'login') return null;
    return 'recipeView';
  }
  if (parts.length === 2 && parts[1] === 'update' && parts[0] !== 'create' && parts[0] !== 'login') {
    return 'recipeEditor';
  }
  return null;
}
