// The quantity reader and writer (numeric-quantity, format-quantity and scaleAmount) are only needed once the page
// shows other servings than the recipe's own, so they are a chunk of their own: the recipe page's first load does
// not carry them. A page opened with `?servings=` starts fetching them at once, beside the recipe itself.
import type { scaleAmount } from './scale-amount';

export type ScaleAmount = typeof scaleAmount;

let loaded: ScaleAmount | null = null;
let loading: Promise<ScaleAmount> | null = null;

/** The scaler, fetched once; a failed fetch is tried again on the next call. */
export function loadScaler(): Promise<ScaleAmount> {
  loading ??= import(/* webpackChunkName: "scaling" */ './scale-amount').then(
    (module) => (loaded = module.scaleAmount),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The scaler if it has arrived, else null. */
export function loadedScaler(): ScaleAmount | null {
  return loaded;
}

export function preloadScaler(): void {
  loadScaler().catch(() => undefined);
}
