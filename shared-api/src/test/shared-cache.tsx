import type { ReactNode } from 'react';
import { SWRConfig, type Cache } from 'swr';

/** A wrapper whose SWR cache outlives each render, so a test can unmount a hook and mount it again. */
export function sharedCacheWrapper(): { cache: Cache & Map<string, any>; wrapper: (props: { children: ReactNode }) => ReactNode } {
  const cache = new Map<string, any>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig
      value={{ provider: () => cache, dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}
    >
      {children}
    </SWRConfig>
  );
  return { cache, wrapper };
}
