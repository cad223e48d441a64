import type { ReactNode } from 'react';
import { SWRConfig, type Cache, type SWRConfiguration } from 'swr';

/** SWR in tests: no deduping, no automatic retries, no refetch on focus — each test sees every request it causes. */
export const TEST_SWR_CONFIG: SWRConfiguration = {
  dedupingInterval: 0,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
};

/** A fresh SWR cache per render, so no test sees another's data. */
export function SwrTestProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...TEST_SWR_CONFIG, provider: () => new Map() }}>{children}</SWRConfig>;
}

/** A wrapper whose SWR cache outlives each render, so a test can unmount a hook and mount it again. */
export function sharedCacheWrapper(): {
  cache: Cache & Map<string, any>;
  wrapper: (props: { children: ReactNode }) => ReactNode;
} {
  const cache = new Map<string, any>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...TEST_SWR_CONFIG, provider: () => cache }}>{children}</SWRConfig>
  );
  return { cache, wrapper };
}
