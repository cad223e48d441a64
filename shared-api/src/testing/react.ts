// The testing kit's React part: SWR configured for tests.
export { SwrTestProvider, TEST_SWR_CONFIG, sharedCacheWrapper } from './swr';
