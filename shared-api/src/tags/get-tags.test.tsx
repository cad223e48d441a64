import { renderHook, waitFor } from '@testing-library/react';
import { useTags } from './get-tags';
import { installFakeNetwork, restoreNetwork } from '../testing';
import { SwrTestProvider } from '../testing/react';

afterEach(restoreNetwork);

it('useTags loads the tags from /api/tags', async () => {
  const tags = [
    { id: 2, tag: 'Dessert', shorthand: 'DST' },
    { id: 1, tag: 'Vegetarian', shorthand: 'VEG' },
  ];
  const api = installFakeNetwork(() => ({ status: 200, body: tags }));
  const { result } = renderHook(() => useTags(), { wrapper: SwrTestProvider });
  expect(result.current.isLoading).toBe(true);
  await waitFor(() => expect(result.current.data).toEqual(tags));
  expect(api.requests[0]!.rawUrl).toBe('/api/tags');
});

it('useTags reports a failure', async () => {
  installFakeNetwork(() => ({ status: 503, body: { error: 'The server is starting.' } }));
  const { result } = renderHook(() => useTags(), { wrapper: SwrTestProvider });
  await waitFor(() => expect(result.current.error).toMatchObject({ status: 503, message: 'The server is starting.' }));
});
