import type { SWRConfiguration } from 'swr';

/** The one SWR configuration of the site (remotes share the cache): every failed call is logged (docs/design.md §5). */
export const swrConfig: SWRConfiguration = {
  onError(error: unknown, key: string) {
    console.error(`Request failed: ${key}`, error);
  },
};
