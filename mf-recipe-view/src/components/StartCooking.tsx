import { Component, lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import type { Recipe } from '@simple-recipes/shared-api';
import { Button, ErrorNotice, Spinner } from '@simple-recipes/shared-ui';
import { useCookModeOpen } from '../hooks/useCookModeOpen';
import styles from './StartCooking.module.css';

// Cook mode and its timers are a chunk of their own, fetched on first use (or when the pointer or focus reaches
// the button), so the recipe page's first load stays as light as it was.
const loadCookMode = () => import(/* webpackChunkName: "cook-mode" */ '../cook/CookMode');
let CookMode = lazy(loadCookMode);
const preload = () => void loadCookMode().catch(() => undefined);

class LoadBoundary extends Component<{ children: ReactNode; onLeave(): void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Cook mode could not be loaded.', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorNotice
        onRetry={() => {
          CookMode = lazy(loadCookMode); // React.lazy keeps a failed load forever
          this.setState({ failed: false });
        }}
      >
        Cook mode could not be loaded. Check your connection and try again.{' '}
        <Button variant="ghost" onClick={this.props.onLeave}>
          Close
        </Button>
      </ErrorNotice>
    );
  }
}

export interface StartCookingProps {
  recipe: Recipe;
  factor: number;
  servings: number;
}

/** "Start cooking", and cook mode itself while the URL says it is open. */
export function StartCooking({ recipe, factor, servings }: StartCookingProps) {
  const { open, start, leave } = useCookModeOpen();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // Leaving cook mode puts focus back on its button, also when cook mode was opened by a reload or a link.
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <div className={styles.start}>
      <Button ref={buttonRef} variant="primary" className={styles.button} onClick={start} onPointerEnter={preload} onFocus={preload}>
        Start cooking
      </Button>
      {open && (
        <LoadBoundary onLeave={leave}>
          <Suspense fallback={<Spinner label="Opening cook mode…" className={styles.loading} />}>
            <CookMode recipe={recipe} factor={factor} servings={servings} onLeave={leave} />
          </Suspense>
        </LoadBoundary>
      )}
    </div>
  );
}
