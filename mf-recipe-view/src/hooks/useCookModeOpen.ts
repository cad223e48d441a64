import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

interface OpenedHere {
  cookModeOpenedHere?: boolean;
}

/**
 * Cook mode is open while the URL says `?cook=1`, so a reload keeps the cook in it and the phone's Back button
 * leaves it. Leaving goes back when this page added the entry, and otherwise drops the parameter in place.
 */
export function useCookModeOpen() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const open = params.get('cook') === '1';

  const start = useCallback(() => {
    const next = new URLSearchParams(params);
    next.set('cook', '1');
    navigate({ search: `?${next}` }, { state: { cookModeOpenedHere: true } satisfies OpenedHere, preventScrollReset: true });
  }, [navigate, params]);

  const leave = useCallback(() => {
    if ((location.state as OpenedHere | null)?.cookModeOpenedHere) {
      navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('cook');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [location.state, navigate, setParams]);

  return { open, start, leave };
}
