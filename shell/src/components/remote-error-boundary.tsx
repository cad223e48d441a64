import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteKey } from '@simple-recipes/shared-api/contracts';
import { ErrorNotice } from '@simple-recipes/shared-ui';
import { isRemoteLoadError } from '../remotes/remote-load-error';
import { REMOTE_LABELS } from '../remotes/remote-pages';
import styles from './remote-error-boundary.module.css';

interface Props {
  remote: RemoteKey;
  /** Called by Retry before the area renders again (drops the failed attempt). */
  onRetry: () => void;
  /** A new value (another page of the same remote) clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/** Keeps a remote's failure (cannot load, or throws while rendering) inside its own area of the page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error !== null && state.failedAt !== null && state.failedAt !== props.resetKey) {
      return { error: null, failedAt: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The ${this.props.remote} area failed.`, error, info.componentStack);
    this.setState({ failedAt: this.props.resetKey });
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ error: null, failedAt: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const label = REMOTE_LABELS[this.props.remote];
    const message = isRemoteLoadError(error)
      ? `${label} could not be loaded. Check your connection, then try again.`
      : `${label} ran into a problem and stopped.`;
    return (
      <div className={styles.area}>
        <ErrorNotice onRetry={this.retry}>{message}</ErrorNotice>
      </div>
    );
  }
}
