import { act, renderHook, waitFor } from '@testing-library/react';
import { useCreateTag } from './create-tag';
import { useTags } from './get-tags';
import { installFakeNetwork, restoreNetwork } from '../testing';
import { SwrTestProvider } from '../testing/react';

afterEach(restoreNetwork);

const VEGAN = { id: 1, tag: 'Vegan', shorthand: 'VGN' };
const APPETIZER = { id: 2, tag: 'Appetizer', shorthand: 'APP' };

function usePickerAndCreate() {
  return { tags: useTags(), create: useCreateTag() };
}

it('posts the new tag as JSON with the marker, and every tag list on the page holds it when it resolves', async () => {
  let serverTags = [VEGAN];
  const api = installFakeNetwork()
    .on('GET', '/api/tags', () => ({ status: 200, body: serverTags }))
    .on('POST', '/api/tags', () => {
      serverTags = [APPETIZER, VEGAN];
      return { status: 201, body: APPETIZER };
    });
  const { result } = renderHook(usePickerAndCreate, { wrapper: SwrTestProvider });
  await waitFor(() => expect(result.current.tags.data).toEqual([VEGAN]));

  let created: unknown;
  await act(async () => {
    created = await result.current.create({ tag: 'Appetizer', shorthand: 'app' });
  });

  expect(created).toEqual(APPETIZER);
  const [request] = api.sent('POST', '/api/tags');
  expect(JSON.parse(String(request!.body))).toEqual({ tag: 'Appetizer', shorthand: 'app' });
  expect(request!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  expect(result.current.tags.data).toEqual([APPETIZER, VEGAN]);
  // And read again from the server, as another editor may have added tags too.
  await waitFor(() => expect(api.sent('GET', '/api/tags')).toHaveLength(2));
});

it('rejects with the field the server names, and the list is unchanged', async () => {
  const error = 'A tag named “Vegan” exists already.';
  installFakeNetwork()
    .on('GET', '/api/tags', { status: 200, body: [VEGAN] })
    .on('POST', '/api/tags', { status: 409, body: { error, errors: { tag: error } } });
  const { result } = renderHook(usePickerAndCreate, { wrapper: SwrTestProvider });
  await waitFor(() => expect(result.current.tags.data).toEqual([VEGAN]));

  await expect(result.current.create({ tag: 'vegan', shorthand: 'VG' })).rejects.toMatchObject({
    status: 409,
    message: error,
    fieldErrors: { tag: error },
  });
  expect(result.current.tags.data).toEqual([VEGAN]);
});
