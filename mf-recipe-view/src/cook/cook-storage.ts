// What cook mode keeps on this device, per recipe, in localStorage: the ticks and where the cook was, and the
// timers. Storage may be full or switched off (private browsing): then cook mode still works, it only forgets.

const PREFIX = 'simple-recipes:cook:';

export const progressKey = (recipeId: number) => `${PREFIX}${recipeId}:progress`;
export const timersKey = (recipeId: number) => `${PREFIX}${recipeId}:timers`;
/** Set once the "cannot keep the screen on" note has been shown on this device. */
export const WAKE_LOCK_NOTE_KEY = `${PREFIX}wake-lock-note-shown`;

export function readStored(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or unavailable: keep going without saving.
  }
}

/** True when this recipe has timers stored (running, paused or ended and not yet dismissed). */
export function hasStoredTimers(recipeId: number): boolean {
  const stored = readStored(timersKey(recipeId));
  return Array.isArray(stored) && stored.length > 0;
}

export type CookView = 'step' | 'section';

export interface CookProgress {
  /** Keys of the ingredients ticked off. */
  ingredients: string[];
  /** Keys of the steps ticked off. */
  steps: string[];
  /** Index of the step shown (over all sections). */
  position: number;
  view: CookView;
}

export const EMPTY_PROGRESS: CookProgress = { ingredients: [], steps: [], position: 0, view: 'step' };

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Progress read back from storage; whatever is missing or malformed falls back to a fresh start. */
export function parseProgress(value: unknown): CookProgress {
  if (typeof value !== 'object' || value === null) return EMPTY_PROGRESS;
  const stored = value as Record<string, unknown>;
  return {
    ingredients: strings(stored.ingredients),
    steps: strings(stored.steps),
    position: Number.isInteger(stored.position) && (stored.position as number) >= 0 ? (stored.position as number) : 0,
    view: stored.view === 'section' ? 'section' : 'step',
  };
}
