import { memo, Suspense, useCallback, useState, type ComponentProps, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteKey } from '@simple-recipes/shared-api/contracts';
import { forgetRemotePage, lazyRemotePage } from '../remotes/lazy-remote-page';
import type { RemotePage } from '../remotes/remote-pages';
import { useRemoteLoader } from '../remotes/remote-loader-context';
import { AreaLoading } from './area-loading';
import { AreaRoot } from './area-root';
import { RemoteErrorBoundary } from './remote-error-boundary';

type Props<K extends RemoteKey> = { remote: K } & ComponentProps<RemotePage<K>>;

/**
 * One route's remote page: loaded lazily, shown with a placeholder while it loads, failures kept inside. Memoized:
 * the page renders again when its props change, not whenever the shell does (the permission answering, the header).
 */
export const RemoteArea = memo(RemoteAreaImpl) as typeof RemoteAreaImpl;

function RemoteAreaImpl<K extends RemoteKey>({ remote, ...pageProps }: Props<K>) {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemotePage(loader, remote);
    setAttempt((n) => n + 1);
  }, [loader, remote]);
  // The props were checked against the remote's contract by Props<K>; past this point they are passed through.
  const Page = lazyRemotePage(loader, remote) as unknown as ComponentType<Record<string, unknown>>;
  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry} resetKey={pathname}>
      <Suspense fallback={<AreaLoading />}>
        <AreaRoot remote={remote}>
          <Page key={attempt} {...(pageProps as Record<string, unknown>)} />
        </AreaRoot>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
