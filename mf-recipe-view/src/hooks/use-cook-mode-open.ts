import { useCallback } from 'react';
import { useQueryParams } from './use-query-params';

interface OpenedHere {
  cookModeOpenedHere?: boolean;
}

/**
 * Cook mode is open while the URL says `?cook=1`, so a reload keeps the cook in it and the phone's Back button
 * leaves it. Leaving goes back when this page added the entry, and otherwise drops the parameter in place.
 */
export function useCookModeOpen() {
  const { params, replaceParams, state, navigate } = useQueryParams();
  const open = params.get('cook') === '1';

  const start = useCallback(() => {
    const next = new URLSearchParams(params);
    next.set('cook', '1');
    const state: OpenedHere = { cookModeOpenedHere: true };
    navigate({ search: `?${next}` }, { state, preventScrollReset: true });
  }, [navigate, params]);

  const leave = useCallback(() => {
    if ((state as OpenedHere | null)?.cookModeOpenedHere) navigate(-1);
    else replaceParams((next) => next.delete('cook'));
  }, [state, navigate, replaceParams]);

  return { open, start, leave };
}
