import { useCallback } from 'react';
import { EMPTY_PROGRESS, parseProgress, progressKey, type CookView } from './cook-storage';
import { useStoredState } from './use-stored-state';

const toggle = (keys: string[], key: string) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]);

/** Ticks, the step shown and the view (one step / a whole section), kept per recipe on this device. */
export function useCookProgress(recipeId: number, stepCount: number) {
  const [progress, setProgress] = useStoredState(progressKey(recipeId), parseProgress);
  // The recipe may have lost steps since the position was stored.
  const position = Math.min(progress.position, Math.max(0, stepCount - 1));

  return {
    ingredients: progress.ingredients,
    steps: progress.steps,
    position,
    view: progress.view,
    toggleIngredient: useCallback(
      (key: string) => setProgress((current) => ({ ...current, ingredients: toggle(current.ingredients, key) })),
      [setProgress],
    ),
    toggleStep: useCallback(
      (key: string) => setProgress((current) => ({ ...current, steps: toggle(current.steps, key) })),
      [setProgress],
    ),
    goTo: useCallback(
      (next: number) =>
        setProgress((current) => ({ ...current, position: Math.min(Math.max(0, next), Math.max(0, stepCount - 1)) })),
      [setProgress, stepCount],
    ),
    setView: useCallback((view: CookView) => setProgress((current) => ({ ...current, view })), [setProgress]),
    /** Unticks everything and goes back to the first step. */
    clear: useCallback(() => setProgress((current) => ({ ...EMPTY_PROGRESS, view: current.view })), [setProgress]),
  };
}
