import { use, useCallback } from 'react';
import { loadScaler, loadedScaler } from '../scaling/load-scaler';
import { parseServings } from '../scaling/servings';
import { useQueryParams } from './use-query-params';

export interface Servings {
  /** The servings shown: `?servings=` when it is a valid 1–999, otherwise the recipe's own; null when it gives none. */
  servings: number | null;
  /** What every amount is multiplied by (1 when the recipe has no serving count to scale from). */
  factor: number;
  /** True when the page shows other servings than the recipe's own. */
  isScaled: boolean;
  setServings(servings: number): void;
}

/**
 * The chosen servings live in the URL (`?servings=8`), so a scaled page can be shared, reloaded and printed. The
 * recipe's own count is never written there, and changing the number replaces the history entry instead of
 * adding one per click. Other servings than the recipe's own need the scaler chunk: while it loads, the caller
 * suspends (a page opened with `?servings=`), and a change waits for it before the URL changes (a click).
 * A recipe that gives no serving count (`recipeServings` null, see shared-api's recipeFigures) has nothing to scale
 * from: a `?servings=` is ignored and the amounts stay as written.
 */
export function useServings(recipeServings: number | null): Servings {
  const { params, replaceParams } = useQueryParams();
  const asked = recipeServings === null ? null : parseServings(params.get('servings'));
  const servings = asked ?? recipeServings;
  if (servings !== recipeServings && !loadedScaler()) use(loadScaler());

  const setServings = useCallback(
    (next: number) => {
      if (recipeServings === null) return;
      const apply = () =>
        replaceParams((updated) => {
          if (next === recipeServings) updated.delete('servings');
          else updated.set('servings', String(next));
        });
      // While the chunk loads, every change waits in line behind it, even one back to the recipe's own servings
      // that needs no scaler: + then − must end where − left it, not where the late + would.
      if (loadedScaler()) apply();
      else
        loadScaler().then(apply, (error: unknown) => {
          if (next === recipeServings) apply();
          else console.error('The servings could not be changed.', error);
        });
    },
    [recipeServings, replaceParams],
  );

  const factor = servings !== null && recipeServings !== null ? servings / recipeServings : 1;
  return { servings, factor, isScaled: servings !== recipeServings, setServings };
}
