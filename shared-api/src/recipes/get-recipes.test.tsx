import { act, renderHook, waitFor } from '@testing-library/react';
import type { RecipeListFilters } from '../types';
import { getRecipes, recipeListKey, recipesKey, searchTerm, useRecipeList } from './get-recipes';
import {
  type FakeAnswer,
  installFakeNetwork,
  listAnswer,
  manyRecipes,
  restoreNetwork,
  type SentRequest,
  summary,
} from '../testing';
import { SwrTestProvider } from '../testing/react';

afterEach(restoreNetwork);

const byName: RecipeListFilters = { sortField: 'name', sortDir: 'asc', tags: [], search: '' };

function listParams(api: { requests: SentRequest[] }) {
  return api.requests
    .filter((request) => request.url.pathname === '/api/recipes')
    .map((request) => Object.fromEntries(request.url.searchParams));
}

function renderList(initial: RecipeListFilters = byName) {
  return renderHook((filters: RecipeListFilters) => useRecipeList(filters), {
    initialProps: initial,
    wrapper: SwrTestProvider,
  });
}

describe('recipesKey', () => {
  it('puts the filters in the query in a fixed order, tags comma-joined', () => {
    expect(
      recipesKey({ sortField: 'created_at', sortDir: 'desc', tags: ['VEG', 'QCK'], search: 'tomato soup', page: 2 }),
    ).toBe('/recipes?sortField=created_at&sortDir=desc&tags=VEG%2CQCK&search=tomato+soup&page=2');
  });

  it('leaves out empty tags and a search under 3 characters', () => {
    expect(recipesKey({ ...byName, tags: [], search: ' so ', page: 1 })).toBe(
      '/recipes?sortField=name&sortDir=asc&page=1',
    );
    expect(searchTerm('  soup  ')).toBe('soup');
    expect(searchTerm('ab')).toBe('');
    expect(searchTerm('abc')).toBe('abc');
  });

  it('names the whole paged list after its first page', () => {
    expect(recipeListKey(byName)).toBe('$inf$/recipes?sortField=name&sortDir=asc&page=1');
  });
});

it('getRecipes fetches one page', async () => {
  const api = installFakeNetwork((request) => listAnswer(manyRecipes(20), request));
  const page = await getRecipes({ ...byName, page: 2 });
  expect(page.count).toBe(20);
  expect(page.recipes.map((recipe) => recipe.id)).toEqual([16, 17, 18, 19, 20]);
  expect(api.requests[0]!.rawUrl).toBe('/api/recipes?sortField=name&sortDir=asc&page=2');
});

describe('useRecipeList', () => {
  it('loads page 1, then Load More appends page 2 only, until all are loaded', async () => {
    const api = installFakeNetwork((request) => listAnswer(manyRecipes(27), request));
    const { result } = renderList();

    expect(result.current).toMatchObject({ isLoading: true, recipes: [], count: undefined, hasMore: false });
    await waitFor(() => expect(result.current.recipes).toHaveLength(15));
    expect(result.current).toMatchObject({ isLoading: false, isLoadingMore: false, count: 27, hasMore: true });
    expect(listParams(api)).toEqual([{ sortField: 'name', sortDir: 'asc', page: '1' }]);

    act(() => result.current.loadMore());
    expect(result.current.isLoadingMore).toBe(true);
    await waitFor(() => expect(result.current.recipes).toHaveLength(27));
    expect(result.current).toMatchObject({ isLoadingMore: false, hasMore: false, count: 27 });
    expect(result.current.recipes.map((recipe) => recipe.id)).toEqual(manyRecipes(27).map((recipe) => recipe.id));
    expect(listParams(api).map((params) => params.page)).toEqual(['1', '2']);

    act(() => result.current.loadMore());
    expect(listParams(api)).toHaveLength(2);
  });

  it('shows the pages a reload restores at once, asked for side by side, and Load More goes on from there', async () => {
    const api = installFakeNetwork((request) => listAnswer(manyRecipes(70), request));
    const { result } = renderHook(() => useRecipeList(byName, 3), { wrapper: SwrTestProvider });

    expect(result.current).toMatchObject({ isLoading: true, pages: 3 });
    // All three requests are out before the first answer is in.
    await waitFor(() => expect(listParams(api).map((params) => params.page)).toEqual(['1', '2', '3']));
    await waitFor(() => expect(result.current.recipes).toHaveLength(45));
    expect(result.current).toMatchObject({ isLoading: false, count: 70, hasMore: true, pages: 3 });

    act(() => result.current.loadMore());
    expect(result.current.pages).toBe(4);
    await waitFor(() => expect(result.current.recipes).toHaveLength(60));
    expect(listParams(api).map((params) => params.page)).toEqual(['1', '2', '3', '4']);
  });

  it('restores no more than the list has: pages past its end are empty and Load More is gone', async () => {
    installFakeNetwork((request) => listAnswer(manyRecipes(20), request));
    const { result } = renderHook(() => useRecipeList(byName, 4), { wrapper: SwrTestProvider });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.recipes).toHaveLength(20);
    expect(result.current).toMatchObject({ count: 20, hasMore: false });
  });

  it('shows each recipe once when pages overlap (a recipe was added meanwhile)', async () => {
    const recipes = manyRecipes(20);
    const api = installFakeNetwork((request) => listAnswer(recipes, request));
    const { result } = renderList();
    await waitFor(() => expect(result.current.recipes).toHaveLength(15));

    // Someone adds a recipe that sorts first: everything shifts one place, so page 2 repeats recipe 15.
    recipes.unshift(summary(99, 'Aaa New'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(listParams(api)).toHaveLength(2));
    await waitFor(() => expect(result.current.isLoadingMore).toBe(false));

    const ids = result.current.recipes.map((recipe) => recipe.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(ids.length);
    expect(result.current.count).toBe(21);
    // 15 + 6 rows came back, as many as the count: there is no page 3 to ask for.
    expect(result.current.hasMore).toBe(false);
  });

  it('starts again at page 1 when the filters change, with tags and search in the query', async () => {
    const recipes = [
      summary(1, 'Tomato Soup', ['VEG', 'QCK']),
      summary(2, 'Pea Soup', ['VEG']),
      ...manyRecipes(30).map((recipe) => ({ ...recipe, id: recipe.id + 100 })),
    ];
    const api = installFakeNetwork((request) => listAnswer(recipes, request));
    const { result, rerender } = renderList();
    await waitFor(() => expect(result.current.recipes).toHaveLength(15));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.recipes).toHaveLength(30));

    rerender({ sortField: 'name', sortDir: 'asc', tags: ['VEG', 'QCK'], search: ' soup ' });
    await waitFor(() => expect(result.current.recipes.map((recipe) => recipe.name)).toEqual(['Tomato Soup']));
    expect(result.current).toMatchObject({ count: 1, hasMore: false });
    expect(listParams(api).at(-1)).toEqual({
      sortField: 'name',
      sortDir: 'asc',
      tags: 'VEG,QCK',
      search: 'soup',
      page: '1',
    });

    rerender({ sortField: 'created_at', sortDir: 'desc', tags: [], search: 'so' });
    await waitFor(() => expect(result.current.count).toBe(32));
    expect(result.current.recipes).toHaveLength(15);
    expect(listParams(api).at(-1)).toEqual({ sortField: 'created_at', sortDir: 'desc', page: '1' });
  });

  it('says when there is nothing to list', async () => {
    installFakeNetwork((request) => listAnswer([], request));
    const { result } = renderList();
    await waitFor(() => expect(result.current.count).toBe(0));
    expect(result.current).toMatchObject({ recipes: [], hasMore: false, isLoading: false });
  });

  it('reports a failed page as an ApiError and loads again on retry', async () => {
    let answer: FakeAnswer = { status: 500, body: { error: 'The database is busy.' } };
    installFakeNetwork((request) => (answer.status === 200 ? listAnswer(manyRecipes(3), request) : answer));
    const { result } = renderList();
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({ status: 500, message: 'The database is busy.' });
    expect(result.current.recipes).toEqual([]);

    answer = { status: 200 };
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.recipes).toHaveLength(3));
    expect(result.current.error).toBeUndefined();
  });

  it('keeps the loaded pages when Load More fails, and retry fetches the missing page', async () => {
    let failPage2 = true;
    const api = installFakeNetwork((request) =>
      failPage2 && request.url.searchParams.get('page') === '2'
        ? { status: 503, body: { error: 'Try again later.' } }
        : listAnswer(manyRecipes(20), request),
    );
    const { result } = renderList();
    await waitFor(() => expect(result.current.recipes).toHaveLength(15));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.recipes).toHaveLength(15);
    expect(result.current.isLoadingMore).toBe(false);

    failPage2 = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.recipes).toHaveLength(20));
    expect(result.current.error).toBeUndefined();
    expect(listParams(api).map((params) => params.page)).toContain('2');
  });
});
