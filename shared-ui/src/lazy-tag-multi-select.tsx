// TagMultiSelect is built on downshift (≈ 9 KB gzip), which no first page needs: the catalog shows it only once
// the filter panel opens, the editor a moment after its form. So it is not part of this package's shared root: each
// app loads it on first use from its own chunk, `lazyTagMultiSelect(() => import('@simple-recipes/shared-ui/tag-multi-select'))`.
// (A dynamic import inside the shared root would run in whichever build provided the singleton, and Module
// Federation does not reliably wire the shared modules such a chunk needs.)
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorNotice } from './error-notice';
import styles from './field.module.css';
import type { TagMultiSelectProps } from './tag-multi-select';

export interface LazyTagMultiSelect {
  /** Renders the field's label and box at once, the control as soon as its code has arrived. */
  TagMultiSelect: ComponentType<TagMultiSelectProps>;
  /** Starts loading the code ahead of the first render (a failure is shown when it renders). */
  preload(): void;
}

/** @param load the app's `import('@simple-recipes/shared-ui/tag-multi-select')` */
export function lazyTagMultiSelect(
  load: () => Promise<{ TagMultiSelect: ComponentType<TagMultiSelectProps> }>,
): LazyTagMultiSelect {
  let loading: ReturnType<typeof load> | null = null;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null; // the next attempt (Retry) loads again
      throw error;
    });
    return loading;
  };
  const lazyImpl = () => lazy(() => start().then((module) => ({ default: module.TagMultiSelect })));
  // React.lazy keeps a failed load forever; Retry swaps in a fresh one.
  let Impl = lazyImpl();

  /** Reads `Impl` when it renders, so a Retry renders the fresh one. */
  function Loaded(props: TagMultiSelectProps) {
    return <Impl {...props} />;
  }

  function TagMultiSelect(props: TagMultiSelectProps) {
    return (
      <LoadBoundary label={props.label} onRetry={() => (Impl = lazyImpl())}>
        <Suspense fallback={<Loading {...props} />}>
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }

  return {
    TagMultiSelect,
    preload() {
      start().catch(() => undefined);
    },
  };
}

/** The field's label and box, the chosen tags as text, while the control loads. */
function Loading({ label, selected, placeholder }: TagMultiSelectProps) {
  return (
    <div className={styles.field} aria-busy="true">
      <span className={styles.label}>{label}</span>
      <div className={styles.control}>{selected.map((tag) => tag.tag).join(', ') || placeholder}</div>
    </div>
  );
}

interface BoundaryProps {
  label: string;
  onRetry(): void;
  children: ReactNode;
}

class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`The "${this.props.label}" field could not be loaded.`, error);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ErrorNotice onRetry={this.retry}>The “{this.props.label}” field could not be loaded.</ErrorNotice>;
  }
}
