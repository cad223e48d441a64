import { PAGE_SIZE, type RecipeListQuery } from '@simple-recipes/shared-api/types';
import { openStore } from './open-store';
import type { Store } from './store';
import { recipeInput } from './testing/recipe-input';
import { describeEachDatabase } from './testing/store-fixture';
import { cardsOf } from './testing/list-cards';
import { NEUTRAL_PLACEHOLDER } from '../recipes/to-api';

function query(overrides: Partial<RecipeListQuery> = {}): RecipeListQuery {
  return { sortField: 'name', sortDir: 'asc', tags: [], search: '', page: 1, ...overrides };
}

async function names(store: Store, overrides: Partial<RecipeListQuery> = {}): Promise<string[]> {
  return cardsOf(await store.listRecipes(query(overrides))).map((card) => card.name);
}

describeEachDatabase('listRecipes', (fixture) => {
  describe('sorting', () => {
    beforeEach(async () => {
      const day = 24 * 60 * 60 * 1000;
      const start = Date.UTC(2024, 0, 1);
      // Created in this order, one day apart.
      const recipes = ['Fudge', 'éclair', 'apple pie', 'Eclair', 'Ägg toast', 'Zucchini bread'];
      await fixture.store.insertRecipesBulk(
        recipes.map((name, index) => ({ ...recipeInput({ name }), createdAt: new Date(start + index * day) })),
      );
    });

    it('orders by name, case- and accent-insensitively', async () => {
      const ascending = ['Ägg toast', 'apple pie', 'Eclair', 'éclair', 'Fudge', 'Zucchini bread'];
      expect(await names(fixture.store)).toEqual(ascending);
      expect(await names(fixture.store, { sortDir: 'desc' })).toEqual([...ascending].reverse());
    });

    it('orders by creation time', async () => {
      const oldestFirst = ['Fudge', 'éclair', 'apple pie', 'Eclair', 'Ägg toast', 'Zucchini bread'];
      expect(await names(fixture.store, { sortField: 'created_at' })).toEqual(oldestFirst);
      expect(await names(fixture.store, { sortField: 'created_at', sortDir: 'desc' })).toEqual(
        [...oldestFirst].reverse(),
      );
    });

    it('returns cards with ISO creation times and the count', async () => {
      const result = await fixture.store.listRecipes(query({ sortField: 'created_at' }));
      expect(result.count).toBe(6);
      expect(cardsOf(result)[0]).toEqual({
        id: expect.any(Number),
        name: 'Fudge',
        stub: 'fudge',
        serving_count: 4,
        prep_time: 10,
        cooking_time: 30,
        imageUrl: null,
        thumbnailUrl: null,
        emptyImageUrl: NEUTRAL_PLACEHOLDER,
        tags: [],
        created_at: '2024-01-01T00:00:00.000Z',
      });
    });
  });

  describe('paging', () => {
    const total = PAGE_SIZE * 2 + 5;

    beforeEach(async () => {
      // Equal names and equal creation times: only the id can order them.
      const createdAt = new Date(Date.UTC(2024, 5, 1));
      await fixture.store.insertRecipesBulk(
        Array.from({ length: total }, () => ({ ...recipeInput({ name: 'Soup' }), createdAt })),
      );
    });

    it.each([
      ['name', 'asc'],
      ['name', 'desc'],
      ['created_at', 'asc'],
      ['created_at', 'desc'],
    ] as const)('breaks ties by id so pages never overlap (%s %s)', async (sortField, sortDir) => {
      const pages = [];
      for (let page = 1; page <= 4; page += 1)
        pages.push(await fixture.store.listRecipes(query({ sortField, sortDir, page })));
      expect(pages.map((page) => page.cards.length)).toEqual([PAGE_SIZE, PAGE_SIZE, 5, 0]);
      expect(pages.every((page) => page.count === total)).toBe(true);
      const ids = pages.flatMap((page) => cardsOf(page).map((card) => card.id));
      expect(new Set(ids).size).toBe(total);
      const sorted = [...ids].sort((a, b) => (sortDir === 'asc' ? a - b : b - a));
      expect(ids).toEqual(sorted);
    });

    it('gives an empty page past the end, with the count', async () => {
      expect(await fixture.store.listRecipes(query({ page: 99 }))).toEqual({ cards: [], count: total });
    });
  });

  describe('filtered pages', () => {
    // 50 of 60 recipes match (a tag most recipes carry: its sorted ids are read off the sort index; a search:
    // collected and sorted); every page must follow one order, with no overlap.
    it('are ordered, complete and without overlap on every page', async () => {
      const [veg] = await fixture.store.ensureTags([{ tag: 'Vegetarian', shorthand: 'VEG' }]);
      const names = Array.from(
        { length: 60 },
        (_, index) => `${['Ö', 'o', 'A', 'b'][index % 4]}${String(index % 7)} dish`,
      );
      await fixture.store.insertRecipesBulk(
        names.map((name, index) =>
          recipeInput({
            name,
            tagIds: index < 50 ? [veg!.id] : [],
            ingredients: [
              { name: 'A', ingredients: [{ ingredient: index < 50 ? 'Parsnip' : 'Turnip', amount: '1', notes: '' }] },
            ],
          }),
        ),
      );
      for (const filter of [{ tags: ['VEG'] }, { search: 'parsn' }, { tags: ['VEG'], search: 'parsn' }]) {
        for (const sortDir of ['asc', 'desc'] as const) {
          const pages = [];
          for (let page = 1; page <= 5; page += 1)
            pages.push(await fixture.store.listRecipes(query({ ...filter, sortDir, page })));
          expect(pages.map((page) => page.count)).toEqual([50, 50, 50, 50, 50]);
          expect(pages.map((page) => page.cards.length)).toEqual([15, 15, 15, 5, 0]);
          const rows = pages.flatMap(cardsOf);
          // Name without case and accents, then the exact name, then id.
          const fold = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
          const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
          const expected = [...rows].sort(
            (a, b) => compare(fold(a.name), fold(b.name)) || compare(a.name, b.name) || a.id - b.id,
          );
          expect(rows.map((row) => row.id)).toEqual(
            (sortDir === 'asc' ? expected : expected.reverse()).map((row) => row.id),
          );
          expect(new Set(rows.map((row) => row.id)).size).toBe(50);
        }
      }
    });
  });

  describe('tags', () => {
    let tagId: Record<string, number>;

    beforeEach(async () => {
      const tags = await fixture.store.ensureTags([
        { tag: 'Vegetarian', shorthand: 'VEG' },
        { tag: 'Quick', shorthand: 'QCK' },
        { tag: 'Dessert', shorthand: 'DES' },
      ]);
      tagId = Object.fromEntries(tags.map((tag) => [tag.shorthand, tag.id]));
      await fixture.store.createRecipe(recipeInput({ name: 'Veg quick', tagIds: [tagId.VEG!, tagId.QCK!] }));
      await fixture.store.createRecipe(recipeInput({ name: 'Veg only', tagIds: [tagId.VEG!] }));
      await fixture.store.createRecipe(recipeInput({ name: 'Quick dessert', tagIds: [tagId.QCK!, tagId.DES!] }));
      await fixture.store.createRecipe(recipeInput({ name: 'No tags' }));
    });

    it('keeps recipes carrying every requested tag', async () => {
      expect(await names(fixture.store, { tags: ['VEG'] })).toEqual(['Veg only', 'Veg quick']);
      expect(await names(fixture.store, { tags: ['VEG', 'QCK'] })).toEqual(['Veg quick']);
      expect(await names(fixture.store, { tags: ['QCK', 'QCK'] })).toEqual(['Quick dessert', 'Veg quick']);
      expect((await fixture.store.listRecipes(query({ tags: ['VEG', 'DES'] }))).count).toBe(0);
    });

    it('matches a shorthand in any case', async () => {
      expect(await names(fixture.store, { tags: ['veg'] })).toEqual(['Veg only', 'Veg quick']);
      expect(await names(fixture.store, { tags: ['Veg', 'qck'] })).toEqual(['Veg quick']);
      expect(await names(fixture.store, { tags: ['veg', 'VEG'] })).toEqual(['Veg only', 'Veg quick']);
    });

    it('takes the shorthand as written first where two differ only by case', async () => {
      const tags = await fixture.store.ensureTags([{ tag: 'Vegan', shorthand: 'veg' }]);
      const vegan = tags.find((tag) => tag.shorthand === 'veg')!;
      await fixture.store.createRecipe(recipeInput({ name: 'Vegan stew', tagIds: [vegan.id] }));
      expect(await names(fixture.store, { tags: ['veg'] })).toEqual(['Vegan stew']);
      expect(await names(fixture.store, { tags: ['VEG'] })).toEqual(['Veg only', 'Veg quick']);
      expect(await names(fixture.store, { tags: ['Veg'] })).toEqual(['Veg only', 'Veg quick']);
    });

    it('matches nothing for an unknown shorthand, without an error', async () => {
      expect(await fixture.store.listRecipes(query({ tags: ['NOPE'] }))).toEqual({ cards: [], count: 0 });
      expect(await fixture.store.listRecipes(query({ tags: ['VEG', 'NOPE'] }))).toEqual({ cards: [], count: 0 });
    });

    it('lists each recipe with its tags ordered by name', async () => {
      const [row] = cardsOf(await fixture.store.listRecipes(query({ tags: ['DES'] })));
      expect(row?.tags).toEqual([
        { id: tagId.DES, tag: 'Dessert', shorthand: 'DES' },
        { id: tagId.QCK, tag: 'Quick', shorthand: 'QCK' },
      ]);
    });
  });

  describe('search', () => {
    beforeEach(async () => {
      const [spicy] = await fixture.store.ensureTags([{ tag: 'Spicy', shorthand: 'HOT' }]);
      await fixture.store.createRecipe(recipeInput({ name: 'Crème brûlée' }));
      await fixture.store.createRecipe(
        recipeInput({
          name: 'Chili con carne',
          tagIds: [spicy!.id],
          ingredients: [{ name: 'Main', ingredients: [{ ingredient: 'Minced beef', amount: '500 g', notes: 'lean' }] }],
        }),
      );
      await fixture.store.createRecipe(
        recipeInput({
          name: 'Pancakes',
          ingredients: [
            { name: 'Batter', ingredients: [{ ingredient: 'Buttermilk', amount: '300 ml', notes: 'cold' }] },
          ],
        }),
      );
    });

    it('matches a word prefix inside an ingredient', async () => {
      expect(await names(fixture.store, { search: 'butterm' })).toEqual(['Pancakes']);
      expect(await names(fixture.store, { search: 'minc' })).toEqual(['Chili con carne']);
    });

    it('matches the name, tag names and shorthands', async () => {
      expect(await names(fixture.store, { search: 'chil' })).toEqual(['Chili con carne']);
      expect(await names(fixture.store, { search: 'spic' })).toEqual(['Chili con carne']);
      expect(await names(fixture.store, { search: 'hot' })).toEqual(['Chili con carne']);
    });

    it('ignores case and accents on both sides', async () => {
      expect(await names(fixture.store, { search: 'CREME BRU' })).toEqual(['Crème brûlée']);
      expect(await names(fixture.store, { search: 'brûl' })).toEqual(['Crème brûlée']);
      expect(await names(fixture.store, { search: 'BUTTÉRMILK' })).toEqual(['Pancakes']);
    });

    it('needs every word to match (AND)', async () => {
      expect(await names(fixture.store, { search: 'chili beef' })).toEqual(['Chili con carne']);
      expect(await names(fixture.store, { search: 'chili buttermilk' })).toEqual([]);
    });

    it('does not match the middle of a word, nor amounts and notes', async () => {
      expect(await names(fixture.store, { search: 'ermilk' })).toEqual([]);
      expect(await names(fixture.store, { search: 'lean' })).toEqual([]);
    });

    it('ignores a term shorter than 3 characters after trimming', async () => {
      expect(await names(fixture.store, { search: '  zz  ' })).toHaveLength(3);
    });

    it('combines with tags and counts only matches', async () => {
      expect(await fixture.store.listRecipes(query({ search: 'carne', tags: ['HOT'] }))).toMatchObject({ count: 1 });
      expect(await fixture.store.listRecipes(query({ search: 'pancakes', tags: ['HOT'] }))).toEqual({
        cards: [],
        count: 0,
      });
    });

    it('never fails on hostile input', async () => {
      const hostile = [
        '"',
        "'",
        '*',
        '"""',
        'NEAR(',
        'NEAR(chili, beef)',
        'a OR b',
        '-x',
        '-chili',
        '%_',
        '%_%',
        'chi*',
        'chili:*',
        '(chili',
        'chili & !beef',
        '\\',
        "'; drop table recipes; --",
        '^chili',
        'AND',
        'NOT chili',
        '{col}: x',
        'chili"',
        'chili -beef',
        '+chili',
        'chili | beef',
        '!chili',
        "chili's",
        'a:b',
        '<->',
        'chili <-> beef',
        '\u0000abc',
      ];
      for (const search of hostile) {
        const result = await fixture.store.listRecipes(query({ search }));
        expect({ search, count: result.count }).toEqual({ search, count: result.cards.length });
      }
    });

    it('treats operators as plain words', async () => {
      expect(await names(fixture.store, { search: 'chili" OR "pancakes' })).toEqual([]);
      expect(await names(fixture.store, { search: 'NEAR(chili' })).toEqual([]);
      expect(await names(fixture.store, { search: '(chili)' })).toEqual(['Chili con carne']);
      expect(await names(fixture.store, { search: 'chili*' })).toEqual(['Chili con carne']);
      expect(await names(fixture.store, { search: '***' })).toEqual([]);
    });

    it('follows saves and removals', async () => {
      await fixture.store.updateRecipe('pancakes', recipeInput({ name: 'Waffles' }));
      expect(await names(fixture.store, { search: 'pancak' })).toEqual([]);
      expect(await names(fixture.store, { search: 'waffl' })).toEqual(['Waffles']);
      await fixture.store.deleteRecipe('waffles');
      expect(await names(fixture.store, { search: 'waffl' })).toEqual([]);
    });
  });
  describe('search by singular or plural', () => {
    beforeEach(async () => {
      const [dessert] = await fixture.store.ensureTags([{ tag: 'Dessert', shorthand: 'DES' }]);
      const recipes: Array<[string, string[], number[]?]> = [
        ['Omelette', ['2 eggs']],
        ['Egg fried rice', ['Rice']],
        ['Baba ganoush', ['Eggplant']],
        ['Passata', ['Tomato purée']],
        ['Salsa', ['Tomatoes']],
        ['Clafoutis', ['Cherries'], [dessert!.id]],
        ['Cherry tomato salad', ['Basil']],
        ['Knife skills', ['Onion']],
        ['Knives out stew', ['Beef']],
        ['Cookies', ['Butter'], [dessert!.id]],
        ['Cookie dough', ['Flour']],
        ['Pea soup', ['Peas']],
        ['Peach cobbler', ['Peanut butter']],
        ['Pommes frites', ['Pomme de terre']],
        ['Käsespätzle', ['Käse']],
      ];
      for (const [name, ingredients, tagIds] of recipes) {
        await fixture.store.createRecipe(
          recipeInput({
            name,
            tagIds: tagIds ?? [],
            ingredients: [
              { name: '', ingredients: ingredients.map((ingredient) => ({ ingredient, amount: '', notes: '' })) },
            ],
          }),
        );
      }
    });

    it.each([
      ['egg', ['Baba ganoush', 'Egg fried rice', 'Omelette']],
      ['eggs', ['Egg fried rice', 'Omelette']],
      ['dessert', ['Clafoutis', 'Cookies']],
      ['desserts', ['Clafoutis', 'Cookies']],
      ['tomato', ['Cherry tomato salad', 'Passata', 'Salsa']],
      ['tomatoes', ['Cherry tomato salad', 'Passata', 'Salsa']],
      ['cherry', ['Cherry tomato salad', 'Clafoutis']],
      ['cherries', ['Cherry tomato salad', 'Clafoutis']],
      ['knife', ['Knife skills', 'Knives out stew']],
      ['knives', ['Knife skills', 'Knives out stew']],
      ['cookie', ['Cookie dough', 'Cookies']],
      ['cookies', ['Cookie dough', 'Cookies']],
      ['peas', ['Pea soup']],
      ['pea', ['Pea soup', 'Peach cobbler']],
      ['pommes', ['Pommes frites']],
      ['käse', ['Käsespätzle']],
      ['tomatoes cherries', ['Cherry tomato salad']],
    ])('"%s" finds %j', async (search, expected) => {
      expect(await names(fixture.store, { search })).toEqual(expected);
    });
  });

  // Expensive pages (searches, several tags, deep pages) come from sorted ids cached per process; here every
  // page does (directRowLimit 0), and a second store on the same database stands for another server process.
  describe('cached lists', () => {
    let cached: Store;
    let tagId: Record<string, number>;

    beforeEach(async () => {
      cached = await openStore({ ...fixture.database.options, list: { directRowLimit: 0 } });
      const tags = await fixture.store.ensureTags([
        { tag: 'Vegetarian', shorthand: 'VEG' },
        { tag: 'Quick', shorthand: 'QCK' },
      ]);
      tagId = Object.fromEntries(tags.map((tag) => [tag.shorthand, tag.id]));
      const createdAt = Date.UTC(2024, 0, 1);
      await fixture.store.insertRecipesBulk(
        Array.from({ length: 40 }, (_, index) => ({
          ...recipeInput({
            name: `${['Ö', 'o', 'A', 'b'][index % 4]}${String(index % 7)} parsnip dish`,
            tagIds: [...(index % 2 ? [tagId.VEG!] : []), ...(index % 3 ? [tagId.QCK!] : [])],
          }),
          // Some creation times equal: ties must still be broken by id.
          createdAt: new Date(createdAt + (index % 9) * 1000),
        })),
      );
    });

    afterEach(async () => {
      await cached.close();
    });

    it('gives the same pages and counts as the database does', async () => {
      const filters = [
        {},
        { tags: ['VEG'] },
        { tags: ['VEG', 'QCK'] },
        { search: 'parsn' },
        { search: 'parsnip dish', tags: ['QCK'] },
      ];
      for (const filter of filters) {
        for (const [sortField, sortDir] of [
          ['name', 'asc'],
          ['name', 'desc'],
          ['created_at', 'asc'],
          ['created_at', 'desc'],
        ] as const) {
          for (let page = 1; page <= 4; page += 1) {
            const wanted = query({ ...filter, sortField, sortDir, page });
            const direct = await fixture.store.listRecipes(wanted);
            expect({ wanted, result: await cached.listRecipes(wanted) }).toEqual({ wanted, result: direct });
          }
        }
      }
    });

    it('follows every write, also through another process', async () => {
      const first = await cached.listRecipes(query({ search: 'parsn' }));
      expect(first.count).toBe(40);

      const stub = (await fixture.store.createRecipe(recipeInput({ name: 'A parsnip soup', tagIds: [tagId.VEG!] })))
        .stub;
      expect(cardsOf(await cached.listRecipes(query({ search: 'parsn' })))[0]?.name).toBe('A parsnip soup');
      expect((await cached.listRecipes(query({ tags: ['VEG'] }))).count).toBe(21);

      await fixture.store.updateRecipe(stub, recipeInput({ name: 'Zzz turnip soup', tagIds: [] }));
      expect((await cached.listRecipes(query({ search: 'parsn' }))).count).toBe(40);
      expect(cardsOf(await cached.listRecipes(query({ search: 'turnip' }))).map((card) => card.name)).toEqual([
        'Zzz turnip soup',
      ]);
      expect((await cached.listRecipes(query({ tags: ['VEG'] }))).count).toBe(20);

      await fixture.store.deleteRecipe(stub);
      expect((await cached.listRecipes(query({ search: 'turnip' }))).count).toBe(0);
      expect((await cached.listRecipes(query({ page: 3 }))).count).toBe(40);
    });
  });
});
