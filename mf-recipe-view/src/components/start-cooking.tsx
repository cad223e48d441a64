import { Component, lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Recipe } from '@simple-recipes/shared-api';
import { Button, ErrorNotice, Spinner } from '@simple-recipes/shared-ui';
import { hasStoredTimers } from '../cook/cook-storage';
import { useCookModeOpen } from '../hooks/use-cook-mode-open';
import styles from './start-cooking.module.css';

// Cook mode and its timers are a chunk of their own, fetched on first use (or when the pointer or focus reaches
// the button), so the recipe page's first load stays as light as it was.
const loadCookMode = () => import(/* webpackChunkName: "cook-mode" */ '../cook/cook-mode');
let CookMode = lazy(loadCookMode);
const loadPageTimers = () => import(/* webpackChunkName: "cook-mode" */ '../cook/page-timers');
let PageTimers = lazy(loadPageTimers);
const preload = () => void loadCookMode().catch(() => undefined);

interface BoundaryProps {
  children: ReactNode;
  /** What failed, for the console. */
  what: string;
  /** What to show instead, given a way to try again. */
  fallback(retry: () => void): ReactNode;
}

class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${this.props.what} could not be loaded.`, error);
  }

  private readonly retry = () => {
    CookMode = lazy(loadCookMode); // React.lazy keeps a failed load forever
    PageTimers = lazy(loadPageTimers);
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

export interface StartCookingProps {
  recipe: Recipe;
  factor: number;
  /** Null when the recipe gives no serving count. */
  servings: number | null;
}

/** "Start cooking", cook mode itself while the URL says it is open, and the recipe's timers while it is not. */
export function StartCooking({ recipe, factor, servings }: StartCookingProps) {
  const { open, start, leave } = useCookModeOpen();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Timers started in cook mode go on counting on the page once it is closed (read again each time it closes).
  const timersStored = useMemo(() => !open && hasStoredTimers(recipe.id), [open, recipe.id]);
  const wasOpen = useRef(open);
  // Leaving cook mode puts focus back on its button, also when cook mode was opened by a reload or a link.
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <div className={styles.start}>
      <Button
        ref={buttonRef}
        variant="primary"
        className={styles.button}
        onClick={start}
        onPointerEnter={preload}
        onFocus={preload}
      >
        Start cooking
      </Button>
      {timersStored && (
        <LoadBoundary what="The timers" fallback={() => null}>
          <Suspense fallback={null}>
            <PageTimers recipeId={recipe.id} />
          </Suspense>
        </LoadBoundary>
      )}
      {open && (
        <LoadBoundary
          what="Cook mode"
          fallback={(retry) => (
            <ErrorNotice onRetry={retry}>
              Cook mode could not be loaded. Check your connection and try again.{' '}
              <Button variant="ghost" onClick={leave}>
                Close
              </Button>
            </ErrorNotice>
          )}
        >
          <Suspense fallback={<Spinner label="Opening cook mode…" className={styles.loading} />}>
            <CookMode recipe={recipe} factor={factor} servings={servings} onLeave={leave} />
          </Suspense>
        </LoadBoundary>
      )}
    </div>
  );
}
