import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseServings } from '../scaling/servings';

export interface Servings {
  /** The servings shown: `?servings=` when it is a valid 1–999, otherwise the recipe's own. */
  servings: number;
  /** What every amount is multiplied by (1 when the recipe has no serving count to scale from). */
  factor: number;
  /** True when the page shows other servings than the recipe's own. */
  isScaled: boolean;
  setServings(servings: number): void;
}

/**
 * The chosen servings live in the URL (`?servings=8`), so a scaled page can be shared, reloaded and printed. The
 * recipe's own count is never written there, and changing the number replaces the history entry instead of
 * adding one per click.
 */
export function useServings(servingCount: number): Servings {
  const [params, setParams] = useSearchParams();
  const scalable = servingCount > 0;
  const asked = scalable ? parseServings(params.get('servings')) : null;
  const servings = asked ?? servingCount;

  const setServings = useCallback(
    (next: number) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === servingCount) updated.delete('servings');
          else updated.set('servings', String(next));
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [servingCount, setParams],
  );

  return { servings, factor: scalable ? servings / servingCount : 1, isScaled: servings !== servingCount, setServings };
}
