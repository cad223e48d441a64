// TagMultiSelect is built on downshift (≈ 9 KB gzip), which no first page needs: the catalog shows it only once
// the filter panel opens, the editor a moment after its form. So the export of this package is this stand-in,
// which loads the real one on first render (or on preloadTagMultiSelect()) and keeps its place meanwhile.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { ErrorNotice } from './ErrorNotice';
import styles from './Field.module.css';
import type { TagMultiSelectProps } from './TagMultiSelect';

const load = () => import(/* webpackChunkName: "tag-multi-select" */ './TagMultiSelect');
const lazyImpl = () => lazy(() => load().then((module) => ({ default: module.TagMultiSelect })));
// React.lazy keeps a failed load forever; Retry swaps in a fresh one.
let Impl = lazyImpl();

/** Starts loading the multi-select ahead of its first render (a failure is shown when it renders). */
export function preloadTagMultiSelect(): void {
  load().catch(() => undefined);
}

/** See ./TagMultiSelect: choose several tags, with chips. Loads its code on first use. */
export function TagMultiSelect(props: TagMultiSelectProps) {
  return (
    <LoadBoundary label={props.label}>
      <Suspense fallback={<Loading {...props} />}>
        <Loaded {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

/** Reads `Impl` when it renders, so a Retry renders the fresh one. */
function Loaded(props: TagMultiSelectProps) {
  return <Impl {...props} />;
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

class LoadBoundary extends Component<{ label: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`The "${this.props.label}" field could not be loaded.`, error);
  }

  private readonly retry = () => {
    Impl = lazyImpl();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorNotice onRetry={this.retry}>The “{this.props.label}” field could not be loaded.</ErrorNotice>
    );
  }
}
