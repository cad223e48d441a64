import { matchPage, remoteForPath, savedRecipeOf } from './contracts';

describe('the page table', () => {
  it.each([
    ['/', 'catalog', {}],
    ['/login', 'login', {}],
    ['/create', 'create', {}],
    ['/lemon-tart', 'recipe', { stub: 'lemon-tart' }],
    ['/lemon-tart/update', 'update', { stub: 'lemon-tart' }],
    ['/lemon-tart/', 'recipe', { stub: 'lemon-tart' }],
  ])('finds the page of %s', (path, page, params) => {
    expect(matchPage(path)).toMatchObject({ route: { page }, params });
  });

  it.each(['/lemon-tart/edit', '/a/b/c', '/create/update', '/login/update', '/lemon-tart/update/more'])(
    'has no page at %s',
    (path) => {
      expect(matchPage(path)).toBeNull();
    },
  );

  it.each([
    ['/', 'catalog'],
    ['/create', 'recipeEditor'],
    ['/lemon-tart/update', 'recipeEditor'],
    ['/lemon-tart', 'recipeView'],
    ['/login', null],
    ['/lemon-tart/edit', null],
  ])('says which remote renders %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });
});

describe('savedRecipeOf', () => {
  it('reads what the editor left in the history state, and nothing else', () => {
    expect(savedRecipeOf({ savedRecipe: 'Lemon Tart', added: true })).toEqual({
      savedRecipe: 'Lemon Tart',
      added: true,
    });
    expect(savedRecipeOf({ savedRecipe: 'Lemon Tart' })).toEqual({ savedRecipe: 'Lemon Tart', added: false });
    expect(savedRecipeOf({ savedRecipe: '' })).toBeUndefined();
    expect(savedRecipeOf({ savedRecipe: 3 })).toBeUndefined();
    expect(savedRecipeOf(null)).toBeUndefined();
    expect(savedRecipeOf({ removedRecipe: 'Lemon Tart' })).toBeUndefined();
  });
});
