import { sql } from 'kysely';
import { fillRecipeJson } from './recipe-json-fill';
import { sectionsJson, writeRecipeJson } from './sections-json';
import type { StoreFixture } from './testing/store-fixture';
import { describeEachDatabase, withDialect } from './testing/store-fixture';
import { recipeInput } from './testing/recipe-input';

const storedJson = (fixture: StoreFixture) =>
  withDialect(fixture, async (dialect) =>
    (await dialect.db.selectFrom('recipes').select(['stub', 'sections_json']).orderBy('id').execute()).map(
      (row) => [row.stub, row.sections_json] as const,
    ),
  );

const forgetJson = (fixture: StoreFixture) =>
  withDialect(fixture, (dialect) => sql`update recipes set sections_json = null`.execute(dialect.db));

/** Each recipe's sections JSON as stored, then as the section tables give it once the stored JSON is gone. */
async function storedAndFromTables(fixture: StoreFixture, stubs: string[]) {
  const stored = [];
  for (const stub of stubs) stored.push((await fixture.store.getRecipeDocument(stub))?.sectionsJson);
  await forgetJson(fixture);
  const fromTables = [];
  for (const stub of stubs) fromTables.push((await fixture.store.getRecipeDocument(stub))?.sectionsJson);
  return { stored, fromTables };
}

const twoSections = recipeInput({
  name: 'Many Sections',
  ingredients: [
    { name: 'Dough', ingredients: [1, 2, 3].map((n) => ({ ingredient: `Flour ${n}`, amount: `${n} g`, notes: '' })) },
    { name: '', ingredients: [{ ingredient: 'Salt "fine"', amount: '', notes: 'a pinch\\more' }] },
  ],
  steps: [
    { name: '', steps: [{ step: 'Mix.\nRest.', notes: '' }] },
    { name: 'Bake', steps: [{ step: 'Bake 20 minutes.', notes: 'Until golden 🍞' }] },
  ],
});

describeEachDatabase('sections JSON', (fixture) => {
  it('is written by a save as the section tables give it: ids, names, texts and order', async () => {
    const { stub } = await fixture.store.createRecipe(twoSections);
    const { stored, fromTables } = await storedAndFromTables(fixture, [stub]);
    expect(stored[0]).toBeDefined();
    expect(stored).toEqual(fromTables);
    expect(JSON.parse(stored[0]!).ingredients_sections[0].ingredients.map((i: { amount: string }) => i.amount)).toEqual(
      ['1 g', '2 g', '3 g'],
    );
  });

  it('follows an update that changes the sections', async () => {
    const { stub } = await fixture.store.createRecipe(recipeInput());
    await fixture.store.updateRecipe(stub, twoSections);
    const newStub = 'many-sections';
    const { stored, fromTables } = await storedAndFromTables(fixture, [newStub]);
    expect(stored).toEqual(fromTables);
    expect((await fixture.store.getRecipe(newStub))?.recipe_sections.map((section) => section.name)).toEqual([
      '',
      'Bake',
    ]);
  });

  it('is written by a bulk insert for every recipe', async () => {
    const stubs = await fixture.store.insertRecipesBulk([recipeInput(), twoSections, recipeInput({ name: 'Third' })], {
      chunkSize: 2,
      pause: false,
    });
    expect((await storedJson(fixture)).every(([, json]) => json !== null)).toBe(true);
    const { stored, fromTables } = await storedAndFromTables(fixture, stubs);
    expect(stored).toEqual(fromTables);
  });

  it('is filled, a page at a time, for recipes stored without it', async () => {
    await fixture.store.insertRecipesBulk(
      [1, 2, 3, 4, 5].map((n) => recipeInput({ name: `Soup ${n}` })),
      { pause: false },
    );
    const before = await storedJson(fixture);
    await forgetJson(fixture);
    expect(await withDialect(fixture, (dialect) => fillRecipeJson(dialect, 2))).toBe(5);
    expect(await storedJson(fixture)).toEqual(before);
    expect(await withDialect(fixture, (dialect) => fillRecipeJson(dialect, 2))).toBe(0);
  });

  it('written by a save is not replaced by the fill', async () => {
    const { id, stub } = await fixture.store.createRecipe(recipeInput());
    await withDialect(fixture, (dialect) =>
      dialect.writeTransaction((trx) =>
        writeRecipeJson(
          trx,
          dialect,
          ['sections_json'],
          [{ recipeId: id, json: [sectionsJson({ ingredients_sections: [], recipe_sections: [] })] }],
          {
            onlyUnwritten: true,
          },
        ),
      ),
    );
    expect(JSON.parse((await fixture.store.getRecipeDocument(stub))!.sectionsJson).ingredients_sections).toHaveLength(
      2,
    );
  });
});
