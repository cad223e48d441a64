import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** A fresh SWR cache per render, no deduping, no automatic retries: each test sees every request it causes. */
export function SwrTestProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}>
      {children}
    </SWRConfig>
  );
}
