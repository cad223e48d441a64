import { sql } from 'kysely';
import { openDialect } from './open-store';
import { UnknownTagsError, type RecipeImage, type RecipeListQuery } from './store';
import { recipeInput } from './testing/recipe-input';
import { startStoreProcess } from './testing/store-processes';
import { describeEachDatabase } from './testing/store-fixture';

const list: RecipeListQuery = { sortField: 'name', sortDir: 'asc', tags: [], search: '', page: 1 };

function image(name: string): RecipeImage {
  const hash = (suffix: string) => `${name}${suffix}`.padEnd(40, '0');
  return {
    original: `${hash('o')}.jpg`,
    page: `${hash('p')}.webp`,
    thumbnail: `${hash('t')}.webp`,
    placeholder: 'data:image/webp;base64,AAAA',
  };
}

const filesOf = (img: RecipeImage) => [img.original, img.page, img.thumbnail];

describeEachDatabase('recipe writes', (fixture) => {
  describe('create and get', () => {
    it('stores every field, sections and items in order, tags by name', async () => {
      const tags = await fixture.store.ensureTags([
        { tag: 'Soup', shorthand: 'SOUP' },
        { tag: 'Quick', shorthand: 'QCK' },
      ]);
      const ids = tags.map((tag) => tag.id);
      const input = recipeInput({ tagIds: [...ids, ...ids], image: image('a') });
      const { id, stub } = await fixture.store.createRecipe(input);
      expect(stub).toBe('tomato-soup');

      const recipe = await fixture.store.getRecipe(stub);
      expect(recipe).toEqual({
        id,
        name: 'Tomato Soup',
        stub: 'tomato-soup',
        serving_count: 4,
        prep_time: 10,
        cooking_time: 30,
        source: 'https://example.com/tomato-soup',
        image: image('a'),
        tags: [
          { id: tags[0]!.id, tag: 'Quick', shorthand: 'QCK' },
          { id: tags[1]!.id, tag: 'Soup', shorthand: 'SOUP' },
        ],
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        ingredients_sections: input.ingredients.map((section) => ({
          id: expect.any(Number),
          name: section.name,
          type: 'ingredients',
          ingredients: section.ingredients.map((item) => ({ id: expect.any(Number), ...item })),
        })),
        recipe_sections: input.steps.map((section) => ({
          id: expect.any(Number),
          name: section.name,
          type: 'recipes',
          steps: section.steps.map((item) => ({ id: expect.any(Number), ...item })),
        })),
      });
      expect(recipe?.created_at).toBe(recipe?.updated_at);
    });

    it('gives sections and items by position, whatever order the rows were stored in', async () => {
      const { stub } = await fixture.store.createRecipe(recipeInput());
      // Reverse every position in place: the rows keep their ids and their order in the indexes' pages. Without
      // its sections JSON the recipe is read from these rows (as one stored before the JSON existed is).
      const dialect = openDialect(fixture.database.options);
      try {
        for (const table of ['ingredient_sections', 'ingredients', 'step_sections', 'steps'] as const) {
          await sql`update ${sql.table(table)} set position = 100 - position`.execute(dialect.db);
        }
        await sql`update recipes set sections_json = null`.execute(dialect.db);
      } finally {
        await dialect.close();
      }
      const recipe = await fixture.store.getRecipe(stub);
      expect(
        recipe?.ingredients_sections.map((section) => [section.name, section.ingredients.map((i) => i.ingredient)]),
      ).toEqual([
        ['To serve', ['Crème fraîche']],
        ['Soup', ['Onion', 'Ripe tomatoes']],
      ]);
      expect(recipe?.recipe_sections.map((section) => [section.name, section.steps.map((step) => step.step)])).toEqual([
        ['Finish', ['Blend until smooth.']],
        ['Cook', ['Add the tomatoes and simmer for 25 minutes.', 'Soften the onion in butter.']],
      ]);
    });

    it('stores an empty source as absent', async () => {
      const { stub } = await fixture.store.createRecipe(recipeInput({ source: '' }));
      expect((await fixture.store.getRecipe(stub))?.source).toBeNull();
    });

    it('answers undefined for an unknown stub', async () => {
      expect(await fixture.store.getRecipe('nothing-here')).toBeUndefined();
    });
  });

  describe('stubs', () => {
    it('are unique: -2, -3 … for the same name', async () => {
      const stubs = [];
      for (const name of ['Pancakes', 'pancakes!', 'PANCAKES', 'Pâncakes']) {
        stubs.push((await fixture.store.createRecipe(recipeInput({ name }))).stub);
      }
      expect(stubs).toEqual(['pancakes', 'pancakes-2', 'pancakes-3', 'pancakes-4']);
    });

    it('skip a suffix another recipe holds as its own slug', async () => {
      await fixture.store.createRecipe(recipeInput({ name: 'Pancakes 2' }));
      await fixture.store.createRecipe(recipeInput({ name: 'Pancakes' }));
      expect((await fixture.store.createRecipe(recipeInput({ name: 'Pancakes' }))).stub).toBe('pancakes-3');
    });

    it('are never a reserved word', async () => {
      const stubs = [];
      for (const name of ['Create', 'Login', 'API', 'remotes', 'Assets', 'Images']) {
        stubs.push((await fixture.store.createRecipe(recipeInput({ name }))).stub);
      }
      expect(stubs).toEqual(['create-2', 'login-2', 'api-2', 'remotes-2', 'assets-2', 'images-2']);
      expect(await fixture.store.getRecipe('create')).toBeUndefined();
    });

    it('spell a name in another script in ASCII, and fall back to "recipe" for one of only symbols', async () => {
      expect((await fixture.store.createRecipe(recipeInput({ name: 'Борщ' }))).stub).toBe('borshch');
      expect((await fixture.store.createRecipe(recipeInput({ name: '🍣 🍣' }))).stub).toBe('recipe');
    });

    it('stay unique when many saves of one name run at once', async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, () => fixture.store.createRecipe(recipeInput({ name: 'Same Name' }))),
      );
      expect(new Set(results.map((result) => result.stub)).size).toBe(6);
    });

    it('stay unique when saves of names that can take the same stubs run at once', async () => {
      const names = ['Soup', 'Soup 2', 'Soup', 'Soup 3', 'Soup 2', 'Soup', 'Soup 2 2'];
      const results = await Promise.all(names.map((name) => fixture.store.createRecipe(recipeInput({ name }))));
      expect(new Set(results.map((result) => result.stub)).size).toBe(names.length);
    });
  });

  describe('rename', () => {
    it('changes the stub and keeps the old one working for get, update and delete', async () => {
      const { id } = await fixture.store.createRecipe(recipeInput({ name: 'Pancakes' }));
      const renamed = await fixture.store.updateRecipe('pancakes', recipeInput({ name: 'Fluffy Pancakes' }));
      expect(renamed).toEqual({ kind: 'updated', id, stub: 'fluffy-pancakes', unreferencedImageKeys: [] });

      expect((await fixture.store.getRecipe('pancakes'))?.stub).toBe('fluffy-pancakes');
      expect((await fixture.store.getRecipe('fluffy-pancakes'))?.name).toBe('Fluffy Pancakes');

      expect(
        await fixture.store.updateRecipe('pancakes', recipeInput({ name: 'Fluffy Pancakes', serving_count: 9 })),
      ).toMatchObject({
        kind: 'updated',
        stub: 'fluffy-pancakes',
      });
      expect((await fixture.store.getRecipe('fluffy-pancakes'))?.serving_count).toBe(9);

      expect(await fixture.store.deleteRecipe('pancakes')).toEqual({
        kind: 'deleted',
        id,
        stub: 'fluffy-pancakes',
        unreferencedImageKeys: [],
      });
      expect(await fixture.store.getRecipe('fluffy-pancakes')).toBeUndefined();
      expect(await fixture.store.getRecipe('pancakes')).toBeUndefined();
    });

    it('keeps former stubs out of reach of other recipes', async () => {
      await fixture.store.createRecipe(recipeInput({ name: 'Pancakes' }));
      await fixture.store.updateRecipe('pancakes', recipeInput({ name: 'Waffles' }));
      expect((await fixture.store.createRecipe(recipeInput({ name: 'Pancakes' }))).stub).toBe('pancakes-2');
      expect((await fixture.store.getRecipe('pancakes'))?.name).toBe('Waffles');
    });

    it('lets a recipe take back its own former stub', async () => {
      await fixture.store.createRecipe(recipeInput({ name: 'Pancakes' }));
      await fixture.store.updateRecipe('pancakes', recipeInput({ name: 'Waffles' }));
      const back = await fixture.store.updateRecipe('waffles', recipeInput({ name: 'Pancakes' }));
      expect(back).toMatchObject({ kind: 'updated', stub: 'pancakes' });
      expect((await fixture.store.getRecipe('waffles'))?.stub).toBe('pancakes');
    });

    it('keeps the stub when the name changes but its slug does not', async () => {
      await fixture.store.createRecipe(recipeInput({ name: 'Pancakes' }));
      await fixture.store.createRecipe(recipeInput({ name: 'Pancakes' }));
      const result = await fixture.store.updateRecipe('pancakes-2', recipeInput({ name: 'PANCAKES!' }));
      expect(result).toMatchObject({ kind: 'updated', stub: 'pancakes-2' });
    });

    it('frees the stubs of a removed recipe', async () => {
      await fixture.store.createRecipe(recipeInput({ name: 'Pancakes' }));
      await fixture.store.updateRecipe('pancakes', recipeInput({ name: 'Waffles' }));
      await fixture.store.deleteRecipe('waffles');
      expect((await fixture.store.createRecipe(recipeInput({ name: 'Pancakes' }))).stub).toBe('pancakes');
    });
  });

  describe('update', () => {
    it('replaces fields, tags and sections and moves updated_at forward', async () => {
      const [tag] = await fixture.store.ensureTags([{ tag: 'Soup', shorthand: 'SOUP' }]);
      const { stub } = await fixture.store.createRecipe(recipeInput({ tagIds: [tag!.id] }));
      const before = await fixture.store.getRecipe(stub);
      const next = recipeInput({
        serving_count: 2,
        source: null,
        tagIds: [],
        ingredients: [{ name: 'Only', ingredients: [{ ingredient: 'Water', amount: '1 l', notes: '' }] }],
        steps: [{ name: 'Only', steps: [{ step: 'Boil.', notes: '' }] }],
      });
      expect(await fixture.store.updateRecipe(stub, next)).toMatchObject({ kind: 'updated', stub });
      const after = await fixture.store.getRecipe(stub);
      expect(after).toMatchObject({
        serving_count: 2,
        source: null,
        tags: [],
        created_at: before?.created_at,
        ingredients_sections: [{ name: 'Only', ingredients: [{ ingredient: 'Water', amount: '1 l', notes: '' }] }],
        recipe_sections: [{ name: 'Only', steps: [{ step: 'Boil.', notes: '' }] }],
      });
      expect(Date.parse(after!.updated_at)).toBeGreaterThan(Date.parse(before!.updated_at));
    });

    it('keeps the per-tag counts in step through creates, updates and removals', async () => {
      const tags = await fixture.store.ensureTags([
        { tag: 'A', shorthand: 'A' },
        { tag: 'B', shorthand: 'B' },
        { tag: 'C', shorthand: 'C' },
      ]);
      const [a, b, c] = tags.map((tag) => tag.id) as [number, number, number];
      const countOf = async (shorthand: string) =>
        (await fixture.store.listRecipes({ ...list, tags: [shorthand] })).count;
      await fixture.store.createRecipe(recipeInput({ name: 'One', tagIds: [a, b] }));
      await fixture.store.createRecipe(recipeInput({ name: 'Two', tagIds: [b] }));
      expect([await countOf('A'), await countOf('B'), await countOf('C')]).toEqual([1, 2, 0]);
      await fixture.store.updateRecipe('one', recipeInput({ name: 'One', tagIds: [b, c, c] }));
      expect([await countOf('A'), await countOf('B'), await countOf('C')]).toEqual([0, 2, 1]);
      await fixture.store.deleteRecipe('two');
      expect([await countOf('A'), await countOf('B'), await countOf('C')]).toEqual([0, 1, 1]);
      expect(await fixture.store.countRecipes()).toBe(1);
    });

    it('answers not-found for an unknown stub', async () => {
      expect(await fixture.store.updateRecipe('nope', recipeInput())).toEqual({ kind: 'not-found' });
      expect(await fixture.store.deleteRecipe('nope')).toEqual({ kind: 'not-found' });
    });

    it('refuses a stale updated_at and writes nothing', async () => {
      const { stub } = await fixture.store.createRecipe(recipeInput());
      const original = await fixture.store.getRecipe(stub);
      const first = await fixture.store.updateRecipe(stub, recipeInput({ serving_count: 5 }), {
        expectedUpdatedAt: original!.updated_at,
      });
      expect(first).toMatchObject({ kind: 'updated' });
      const current = await fixture.store.getRecipe(stub);

      const stale = await fixture.store.updateRecipe(stub, recipeInput({ name: 'Stale', serving_count: 7 }), {
        expectedUpdatedAt: original!.updated_at,
      });
      expect(stale).toEqual({ kind: 'conflict', currentUpdatedAt: current!.updated_at });
      expect(await fixture.store.getRecipe(stub)).toEqual(current);
      expect(await fixture.store.getRecipe('stale')).toBeUndefined();

      expect(await fixture.store.updateRecipe(stub, recipeInput({ serving_count: 8 }))).toMatchObject({
        kind: 'updated',
      });
    });

    it('lets exactly one of two concurrent saves based on the same version win, across processes', async () => {
      const { stub } = await fixture.store.createRecipe(recipeInput());
      const { updated_at } = (await fixture.store.getRecipe(stub))!;
      const processes = [startStoreProcess(fixture.database.options), startStoreProcess(fixture.database.options)];
      try {
        await Promise.all(processes.map((child) => child.started));
        await Promise.all(processes.map((child) => child.open()));
        const results = await Promise.all(
          processes.map((child, index) =>
            child.call('updateRecipe', stub, recipeInput({ serving_count: index + 1 }), {
              expectedUpdatedAt: updated_at,
            }),
          ),
        );
        expect(results.map((result) => (result as { kind: string }).kind).sort()).toEqual(['conflict', 'updated']);
      } finally {
        await Promise.all(processes.map((child) => child.stop()));
      }
    }, 60_000);
  });

  describe('atomicity', () => {
    it('refuses unknown tag ids on create and stores nothing', async () => {
      const [tag] = await fixture.store.ensureTags([{ tag: 'Soup', shorthand: 'SOUP' }]);
      const attempt = fixture.store.createRecipe(recipeInput({ tagIds: [tag!.id, 999, 998] }));
      await expect(attempt).rejects.toBeInstanceOf(UnknownTagsError);
      await expect(attempt).rejects.toMatchObject({ tagIds: [999, 998] });
      expect(await fixture.store.countRecipes()).toBe(0);
      expect((await fixture.store.createRecipe(recipeInput())).stub).toBe('tomato-soup');
    });

    // A NOT NULL violation stands for any failure half-way. (Matched by message: better-sqlite3's native errors
    // come from the Jest realm that loaded it first, so they may fail an `instanceof Error` check here.)
    const notNull = { message: expect.stringMatching(/not[- ]null/i) };

    it('rolls a failed create back completely', async () => {
      const broken = recipeInput({
        name: 'Half Recipe',
        steps: [{ name: null as unknown as string, steps: [{ step: 'x', notes: '' }] }],
      });
      await expect(fixture.store.createRecipe(broken)).rejects.toMatchObject(notNull);
      expect(await fixture.store.countRecipes()).toBe(0);
      expect(await fixture.store.listRecipes({ ...list, search: 'half' })).toEqual({ cards: [], count: 0 });
      expect((await fixture.store.createRecipe(recipeInput({ name: 'Half Recipe' }))).stub).toBe('half-recipe');
    });

    it('leaves the old recipe exactly as it was when an update fails', async () => {
      await fixture.store.createRecipe(recipeInput({ name: 'Pancakes', image: image('a') }));
      const before = await fixture.store.getRecipe('pancakes');
      const broken = recipeInput({
        name: 'Waffles',
        image: image('b'),
        steps: [{ name: null as unknown as string, steps: [{ step: 'x', notes: '' }] }],
      });
      await expect(fixture.store.updateRecipe('pancakes', broken)).rejects.toMatchObject(notNull);
      await expect(
        fixture.store.updateRecipe('pancakes', recipeInput({ name: 'Waffles', tagIds: [12345] })),
      ).rejects.toBeInstanceOf(UnknownTagsError);
      expect(await fixture.store.getRecipe('pancakes')).toEqual(before);
      expect(await fixture.store.getRecipe('waffles')).toBeUndefined();
      expect((await fixture.store.listRecipes({ ...list, search: 'tomatoes' })).count).toBe(1);
      expect(await fixture.store.listReferencedImageKeys()).toEqual(new Set(filesOf(image('a'))));
    });
  });

  describe('images', () => {
    it('reports the files a replaced image leaves unreferenced', async () => {
      await fixture.store.createRecipe(recipeInput({ name: 'One', image: image('a') }));
      const replaced = await fixture.store.updateRecipe('one', recipeInput({ name: 'One', image: image('b') }));
      expect(replaced).toMatchObject({
        kind: 'updated',
        unreferencedImageKeys: expect.arrayContaining(filesOf(image('a'))),
      });
      expect((await fixture.store.getRecipe('one'))?.image).toEqual(image('b'));
    });

    it('keeps the image when the update brings none, removes it on null', async () => {
      await fixture.store.createRecipe(recipeInput({ name: 'One', image: image('a') }));
      expect(await fixture.store.updateRecipe('one', recipeInput({ name: 'One' }))).toMatchObject({
        unreferencedImageKeys: [],
      });
      expect((await fixture.store.getRecipe('one'))?.image).toEqual(image('a'));
      const removed = await fixture.store.updateRecipe('one', recipeInput({ name: 'One', image: null }));
      expect(removed).toMatchObject({ unreferencedImageKeys: expect.arrayContaining(filesOf(image('a'))) });
      expect((await fixture.store.getRecipe('one'))?.image).toBeNull();
    });

    it('never reports a file another recipe still uses', async () => {
      await fixture.store.createRecipe(recipeInput({ name: 'One', image: image('a') }));
      await fixture.store.createRecipe(recipeInput({ name: 'Two', image: image('a') }));
      expect(await fixture.store.deleteRecipe('one')).toMatchObject({ kind: 'deleted', unreferencedImageKeys: [] });
      expect(await fixture.store.updateRecipe('two', recipeInput({ name: 'Two', image: image('a') }))).toMatchObject({
        unreferencedImageKeys: [],
      });
      const removed = await fixture.store.deleteRecipe('two');
      expect(removed.kind === 'deleted' && [...removed.unreferencedImageKeys].sort()).toEqual(
        filesOf(image('a')).sort(),
      );
    });

    it('tells which of some file names a recipe still references, before they are deleted', async () => {
      await fixture.store.createRecipe(recipeInput({ name: 'One', image: image('a') }));
      await fixture.store.createRecipe(recipeInput({ name: 'Two', image: image('b') }));
      const unknown = Array.from({ length: 700 }, (_, index) => `unknown-${index}.webp`);
      expect(await fixture.store.referencedImageKeysAmong([...filesOf(image('a')), ...filesOf(image('c'))])).toEqual(
        new Set(filesOf(image('a'))),
      );
      expect(await fixture.store.referencedImageKeysAmong([...unknown, ...filesOf(image('b'))])).toEqual(
        new Set(filesOf(image('b'))),
      );
      const [, page, thumbnail] = filesOf(image('b'));
      expect(await fixture.store.referencedImageKeysAmong([page!])).toEqual(new Set([page]));
      expect(await fixture.store.referencedImageKeysAmong([thumbnail!])).toEqual(new Set([thumbnail]));
      expect(await fixture.store.referencedImageKeysAmong([])).toEqual(new Set());
      await fixture.store.deleteRecipe('one');
      expect(await fixture.store.referencedImageKeysAmong(filesOf(image('a')))).toEqual(new Set());
    });

    it('lists every referenced file for the start-up sweep', async () => {
      await fixture.store.createRecipe(recipeInput({ name: 'One', image: image('a') }));
      await fixture.store.createRecipe(recipeInput({ name: 'Two', image: image('b') }));
      await fixture.store.createRecipe(recipeInput({ name: 'Three' }));
      expect(await fixture.store.listReferencedImageKeys()).toEqual(
        new Set([...filesOf(image('a')), ...filesOf(image('b'))]),
      );
    });
  });

  describe('delete', () => {
    it('removes the recipe, its sections and its search words', async () => {
      const { id } = await fixture.store.createRecipe(recipeInput());
      expect(await fixture.store.deleteRecipe('tomato-soup')).toEqual({
        kind: 'deleted',
        id,
        stub: 'tomato-soup',
        unreferencedImageKeys: [],
      });
      expect(await fixture.store.getRecipe('tomato-soup')).toBeUndefined();
      expect(await fixture.store.listRecipes({ ...list, search: 'tomato' })).toEqual({ cards: [], count: 0 });
      expect(await fixture.store.countRecipes()).toBe(0);
      expect(await fixture.store.deleteRecipe('tomato-soup')).toEqual({ kind: 'not-found' });
    });
  });
});
