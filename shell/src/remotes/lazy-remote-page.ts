import { lazy, type LazyExoticComponent } from 'react';
import type { RemoteKey } from '@simple-recipes/shared-api/contracts';
import type { RemoteLoader } from './remote-loader';
import type { RemotePage } from './remote-pages';

type LazyPage<K extends RemoteKey> = LazyExoticComponent<RemotePage<K>>;

// One lazy component per loader and remote, so moving between routes of the same remote never suspends again.
const lazyPages = new WeakMap<RemoteLoader, Map<RemoteKey, LazyPage<RemoteKey>>>();

export function lazyRemotePage<K extends RemoteKey>(loader: RemoteLoader, key: K): LazyPage<K> {
  let pages = lazyPages.get(loader);
  if (!pages) {
    pages = new Map();
    lazyPages.set(loader, pages);
  }
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => ({ default: await loader.load(key) })) as LazyPage<RemoteKey>;
    pages.set(key, page);
  }
  return page as LazyPage<K>;
}

/** React.lazy keeps a rejection forever: Retry drops the component (and the loader's attempt) to load afresh. */
export function forgetRemotePage(loader: RemoteLoader, key: RemoteKey): void {
  lazyPages.get(loader)?.delete(key);
  loader.reset(key);
}
