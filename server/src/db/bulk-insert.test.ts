import { UnknownTagsError, type BulkRecipeInput } from './store';
import { recipeInput } from './testing/recipe-input';
import { describeEachDatabase } from './testing/store-fixture';

describeEachDatabase('insertRecipesBulk', (fixture) => {
  it('inserts many recipes with unique stubs, tags, sections, search words and creation times', async () => {
    const tags = await fixture.store.ensureTags([
      { tag: 'Soup', shorthand: 'SOUP' },
      { tag: 'Quick', shorthand: 'QCK' },
    ]);
    const soup = tags.find((tag) => tag.shorthand === 'SOUP')!.id;
    const quick = tags.find((tag) => tag.shorthand === 'QCK')!.id;
    await fixture.store.createRecipe(recipeInput({ name: 'Bulk Stew' }));
    const createdAt = new Date(Date.UTC(2023, 4, 5, 6, 7, 8, 9));
    const recipes: BulkRecipeInput[] = Array.from({ length: 1200 }, (_, index) => ({
      ...recipeInput({
        name: index % 2 === 0 ? 'Bulk Stew' : `Bulk Soup ${index}`,
        tagIds: index % 3 === 0 ? [soup, quick] : [soup],
        ingredients: [
          { name: 'A', ingredients: [{ ingredient: `Parsnip ${index}`, amount: '1', notes: '' }] },
          {
            name: 'B',
            ingredients: [
              { ingredient: 'Salt', amount: 'pinch', notes: '' },
              { ingredient: 'Pepper', amount: '1', notes: '' },
            ],
          },
        ],
      }),
      createdAt,
    }));

    const stubs = await fixture.store.insertRecipesBulk(recipes);
    expect(stubs).toHaveLength(1200);
    expect(new Set([...stubs, 'bulk-stew']).size).toBe(1201);
    expect(stubs.slice(0, 4)).toEqual(['bulk-stew-2', 'bulk-soup-1', 'bulk-stew-3', 'bulk-soup-3']);

    expect(await fixture.store.countRecipes()).toBe(1201);
    const page = { sortField: 'name', sortDir: 'asc', search: '', page: 1 } as const;
    expect((await fixture.store.listRecipes({ ...page, tags: ['QCK'] })).count).toBe(400);
    expect((await fixture.store.listRecipes({ ...page, tags: ['SOUP'], search: 'parsnip' })).count).toBe(1200);

    const recipe = await fixture.store.getRecipe(stubs[5]!);
    expect(recipe).toMatchObject({
      name: 'Bulk Soup 5',
      created_at: '2023-05-05T06:07:08.009Z',
      updated_at: '2023-05-05T06:07:08.009Z',
      tags: [{ shorthand: 'SOUP' }],
      ingredients_sections: [
        { name: 'A', ingredients: [{ ingredient: 'Parsnip 5' }] },
        { name: 'B', ingredients: [{ ingredient: 'Salt' }, { ingredient: 'Pepper' }] },
      ],
      recipe_sections: [{ name: 'Cook' }, { name: 'Finish' }],
    });
  }, 60_000);

  it('picks stubs free of every current and former stub, and of the chunks committed before', async () => {
    for (const name of ['Soup', 'Soup 2', 'Soupy', 'Stew']) await fixture.store.createRecipe(recipeInput({ name }));
    await fixture.store.updateRecipe('stew', recipeInput({ name: 'Chili' }));
    const named = (name: string, preferredStub?: string): BulkRecipeInput => ({
      ...recipeInput({ name }),
      ...(preferredStub ? { preferredStub } : {}),
    });

    const stubs = await fixture.store.insertRecipesBulk(
      [
        named('Soup'),
        named('Soup'),
        named('Soup'),
        named('Stew'),
        named('Soup 2'),
        named('Soupy'),
        named('Kept', 'chili'),
        named('Kept', 'fresh-stub'),
      ],
      { chunkSize: 2, pause: false },
    );
    expect(stubs).toEqual(['soup-3', 'soup-4', 'soup-5', 'stew-2', 'soup-2-2', 'soupy-2', 'chili-2', 'fresh-stub']);
    expect(await fixture.store.countRecipes()).toBe(12);
  });

  it('inserts nothing when a tag id is unknown', async () => {
    await expect(
      fixture.store.insertRecipesBulk([recipeInput(), recipeInput({ tagIds: [4242] })]),
    ).rejects.toBeInstanceOf(UnknownTagsError);
    expect(await fixture.store.countRecipes()).toBe(0);
  });
});

describeEachDatabase('insertRecipesBulk options', (fixture) => {
  it('commits one transaction per chunk: 100 recipes by default, a larger chunk without pauses for an offline load', async () => {
    const generation = async () => (await fixture.store.recipeListVersion()).generation;
    const recipes = (prefix: string) =>
      Array.from({ length: 250 }, (_, index) => recipeInput({ name: `${prefix} ${index}` }));

    const before = await generation();
    await fixture.store.insertRecipesBulk(recipes('Default'));
    const afterDefault = await generation();
    expect(afterDefault - before).toBe(3);

    const stubs = await fixture.store.insertRecipesBulk(recipes('Offline'), { chunkSize: 1000, pause: false });
    expect(await generation()).toBe(afterDefault + 1);
    expect(stubs).toHaveLength(250);
    expect(stubs[249]).toBe('offline-249');
    expect(await fixture.store.countRecipes()).toBe(500);
  });
});
