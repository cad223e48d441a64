import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The page's query string, and a way to change it in place (the history entry is replaced and its state kept).
 * Built on useLocation/useNavigate, the router exports every app shares (scripts/webpack/shared.js).
 */
export function useQueryParams() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);

  const replaceParams = useCallback(
    (change: (params: URLSearchParams) => void) => {
      const next = new URLSearchParams(location.search);
      change(next);
      const search = next.toString();
      navigate(
        { search: search ? `?${search}` : '' },
        { replace: true, state: location.state, preventScrollReset: true },
      );
    },
    [location.search, location.state, navigate],
  );

  return { params, replaceParams, state: location.state as unknown, navigate };
}
