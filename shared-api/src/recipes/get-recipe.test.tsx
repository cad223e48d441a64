import { renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../client';
import { getRecipe, recipeKey, useRecipe } from './get-recipe';
import { installFakeNetwork, restoreNetwork } from '../testing';
import { SwrTestProvider } from '../testing/react';

afterEach(restoreNetwork);

it('keys a recipe by its encoded stub', () => {
  expect(recipeKey('crème brûlée')).toBe('/recipes/cr%C3%A8me%20br%C3%BBl%C3%A9e');
});

it('getRecipe fetches /api/recipes/:stub', async () => {
  const api = installFakeNetwork(() => ({ status: 200, body: { id: 1, name: 'Lemon Cake' } }));
  await expect(getRecipe('lemon-cake')).resolves.toMatchObject({ name: 'Lemon Cake' });
  expect(api.requests[0]!.rawUrl).toBe('/api/recipes/lemon-cake');
});

describe('useRecipe', () => {
  it('loads the recipe', async () => {
    installFakeNetwork(() => ({ status: 200, body: { id: 1, name: 'Lemon Cake' } }));
    const { result } = renderHook(() => useRecipe('lemon-cake'), { wrapper: SwrTestProvider });
    await waitFor(() => expect(result.current.data).toEqual({ id: 1, name: 'Lemon Cake' }));
  });

  it('gives a missing recipe as an ApiError with status 404', async () => {
    installFakeNetwork(() => ({ status: 404, body: { error: 'That recipe does not exist.' } }));
    const { result } = renderHook(() => useRecipe('gone'), { wrapper: SwrTestProvider });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error?.status).toBe(404);
  });

  it('asks nothing without a stub', async () => {
    const api = installFakeNetwork(() => ({ status: 200, body: {} }));
    const { result } = renderHook(() => useRecipe(''), { wrapper: SwrTestProvider });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requests).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
  });
});
