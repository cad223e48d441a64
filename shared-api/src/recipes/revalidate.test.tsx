// After a save or a removal, what the user sees next must not be stale: every cached list (every page of it) and
// the saved recipe are fetched again.
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../client';
import { emptyDraftValues } from '../schema';
import type { RecipeListFilters, RecipeSummary } from '../types';
import { useDeleteRecipe } from './delete-recipe';
import { recipeKey, useRecipe } from './get-recipe';
import { useRecipeList } from './get-recipes';
import { useSaveRecipe } from './save-recipe';
import { installFakeNetwork, listAnswer, manyRecipes, restoreNetwork, type SentRequest } from '../testing';
import { sharedCacheWrapper } from '../testing/react';

const lastXhr = () => api.lastXhr();
afterEach(restoreNetwork);

const byName: RecipeListFilters = { sortField: 'name', sortDir: 'asc', tags: [], search: '' };
const newestFirst: RecipeListFilters = { sortField: 'created_at', sortDir: 'desc', tags: [], search: '' };

let recipes: RecipeSummary[];
let api: ReturnType<typeof installFakeNetwork>;

beforeEach(() => {
  recipes = manyRecipes(20);
  api = installFakeNetwork((request: SentRequest) => {
    const path = request.url.pathname;
    if (path === '/api/recipes') return listAnswer(recipes, request);
    const stub = decodeURIComponent(path.replace('/api/recipes/', ''));
    const found = recipes.find((recipe) => recipe.stub === stub);
    if (!found) return { status: 404, body: { error: 'That recipe does not exist.' } };
    if (request.method === 'DELETE') {
      recipes = recipes.filter((recipe) => recipe !== found);
      return { status: 200, body: found.stub };
    }
    return {
      status: 200,
      body: { ...found, source: null, ingredients_sections: [], recipe_sections: [], updated_at: found.created_at },
    };
  });
});

const listPages = () => api.sent('GET', '/api/recipes').map((request) => request.url.searchParams.get('page'));

async function loadTwoPages(list: { current: ReturnType<typeof useRecipeList> }) {
  await waitFor(() => expect(list.current.recipes).toHaveLength(15));
  act(() => list.current.loadMore());
  await waitFor(() => expect(list.current.recipes).toHaveLength(20));
}

function draft() {
  const values = emptyDraftValues();
  values.recipe.name = 'Recipe 18 (new)';
  return values;
}

describe('after a save', () => {
  it('reloads every page of the list on screen and shows the change', async () => {
    const { wrapper } = sharedCacheWrapper();
    const { result } = renderHook(() => ({ list: useRecipeList(byName), saver: useSaveRecipe() }), { wrapper });
    const list = {
      get current() {
        return result.current.list;
      },
    };
    await loadTwoPages(list);
    expect(listPages()).toEqual(['1', '2']);

    recipes[17] = { ...recipes[17]!, name: 'Recipe 18 (new)' };
    let saving!: Promise<string>;
    act(() => {
      saving = result.current.saver.save(draft(), { stub: 'recipe-18' });
    });
    expect(result.current.saver.isSaving).toBe(true);
    await act(async () => {
      lastXhr().progress(1, 2);
    });
    expect(result.current.saver.progress).toBe(0.5);
    await act(async () => {
      lastXhr().respond({ status: 200, body: 'recipe-18-new' });
      await expect(saving).resolves.toBe('recipe-18-new');
    });
    expect(result.current.saver).toMatchObject({ isSaving: false, progress: 1, error: undefined });

    await waitFor(() => expect(result.current.list.recipes.map((recipe) => recipe.name)).toContain('Recipe 18 (new)'));
    expect(listPages()).toEqual(['1', '2', '1', '2']);
    expect(result.current.list.recipes).toHaveLength(20);
  });

  it('reloads the pages of lists not on screen when they are shown again, whatever their filters', async () => {
    const { wrapper } = sharedCacheWrapper();
    const first = renderHook(() => useRecipeList(byName), { wrapper });
    await loadTwoPages(first.result);
    first.unmount();
    const second = renderHook(() => useRecipeList(newestFirst), { wrapper });
    await waitFor(() => expect(second.result.current.recipes).toHaveLength(15));
    second.unmount();

    const saver = renderHook(() => useSaveRecipe(), { wrapper });
    recipes[17] = { ...recipes[17]!, name: 'Recipe 18 (new)' };
    await act(async () => {
      const saving = saver.result.current.save(draft());
      lastXhr().respond({ status: 201, body: 'recipe-18-new' });
      await saving;
    });
    const before = api.sent('GET', '/api/recipes').length;

    const again = renderHook(() => useRecipeList(byName), { wrapper });
    // The old pages show at once, then both pages are fetched again.
    expect(again.result.current.recipes).toHaveLength(20);
    await waitFor(() => expect(again.result.current.recipes.map((recipe) => recipe.name)).toContain('Recipe 18 (new)'));
    expect(listPages().slice(before)).toEqual(['1', '2']);

    const otherAgain = renderHook(() => useRecipeList(newestFirst), { wrapper });
    await waitFor(() => expect(api.sent('GET', '/api/recipes').length).toBe(before + 3));
    await waitFor(() =>
      expect(otherAgain.result.current.recipes.map((recipe) => recipe.name)).toContain('Recipe 18 (new)'),
    );
  });

  it('drops the saved recipe from the cache under its old and new stub, and refetches it where it is shown', async () => {
    const { cache, wrapper } = sharedCacheWrapper();
    const shown = renderHook(() => useRecipe('recipe-18'), { wrapper });
    await waitFor(() => expect(shown.result.current.data?.name).toBe('Recipe 18'));
    cache.set(recipeKey('recipe-18-new'), { data: { stale: true } });

    const saver = renderHook(() => useSaveRecipe(), { wrapper });
    recipes[17] = { ...recipes[17]!, name: 'Recipe 18 (new)' };
    await act(async () => {
      const saving = saver.result.current.save(draft(), { stub: 'recipe-18' });
      lastXhr().respond({ status: 200, body: 'recipe-18-new' });
      await saving;
    });

    await waitFor(() => expect(shown.result.current.data?.name).toBe('Recipe 18 (new)'));
    expect(api.sent('GET', '/api/recipes/recipe-18')).toHaveLength(2);
    expect(cache.get(recipeKey('recipe-18-new'))?.data).toBeUndefined();
  });

  it('a failed save reloads nothing and keeps its error', async () => {
    const { wrapper } = sharedCacheWrapper();
    const { result } = renderHook(() => ({ list: useRecipeList(byName), saver: useSaveRecipe() }), { wrapper });
    await waitFor(() => expect(result.current.list.recipes).toHaveLength(15));

    let failure: unknown;
    await act(async () => {
      const saving = result.current.saver.save(draft()).catch((error: unknown) => (failure = error));
      lastXhr().respond({
        status: 422,
        body: { error: 'Some fields are invalid.', errors: { 'recipe.name': 'Name is required.' } },
      });
      await saving;
    });
    expect(failure).toBeInstanceOf(ApiError);
    expect(result.current.saver).toMatchObject({ isSaving: false, progress: 0, error: failure });
    expect(listPages()).toEqual(['1']);
  });
});

describe('after a removal', () => {
  it('sends DELETE with the marker header, reloads every list page without the recipe and forgets it', async () => {
    const { cache, wrapper } = sharedCacheWrapper();
    const shown = renderHook(() => useRecipe('recipe-05'), { wrapper });
    await waitFor(() => expect(shown.result.current.data).toBeDefined());
    shown.unmount();

    const { result } = renderHook(() => ({ list: useRecipeList(byName), remover: useDeleteRecipe() }), { wrapper });
    const list = {
      get current() {
        return result.current.list;
      },
    };
    await loadTwoPages(list);

    await act(async () => {
      await result.current.remover.remove('recipe-05');
    });
    const [request] = api.sent('DELETE', '/api/recipes/recipe-05');
    expect(request!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(result.current.remover).toMatchObject({ isRemoving: false, error: undefined });

    await waitFor(() => expect(result.current.list.count).toBe(19));
    await waitFor(() => expect(result.current.list.recipes).toHaveLength(19));
    expect(result.current.list.recipes.map((recipe) => recipe.stub)).not.toContain('recipe-05');
    expect(listPages()).toEqual(['1', '2', '1', '2']);
    expect(cache.get(recipeKey('recipe-05'))?.data).toBeUndefined();
  });

  it('a failed removal keeps everything and reports the error', async () => {
    const { wrapper } = sharedCacheWrapper();
    const { result } = renderHook(() => ({ list: useRecipeList(byName), remover: useDeleteRecipe() }), { wrapper });
    await waitFor(() => expect(result.current.list.recipes).toHaveLength(15));

    let failure: unknown;
    await act(async () => {
      await result.current.remover.remove('no-such-recipe').catch((error: unknown) => (failure = error));
    });
    expect(failure).toMatchObject({ status: 404, message: 'That recipe does not exist.' });
    expect(result.current.remover).toMatchObject({ isRemoving: false, error: failure });
    expect(listPages()).toEqual(['1']);
  });
});
