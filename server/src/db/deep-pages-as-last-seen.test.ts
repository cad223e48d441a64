// A deep page whose ids are cached reads its missing cards and the list counters in one statement, as of the
// generation the process saw last; a write between (from another process) sends it the usual way, so the answer
// is never older than the database.
import type { RecipeListQuery } from '@simple-recipes/shared-api/types';
import { dbQueryDuration } from '../metrics/registry';
import { openStore } from './open-store';
import type { Store } from './store';
import { cardsOf } from './testing/list-cards';
import { recipeInput } from './testing/recipe-input';
import { describeEachDatabase } from './testing/store-fixture';

const byName = (page: number): RecipeListQuery => ({ sortField: 'name', sortDir: 'asc', tags: [], search: '', page });

async function statementsRun(): Promise<number> {
  const { values } = await dbQueryDuration.get();
  return values
    .filter((value) => value.metricName === 'db_query_duration_seconds_count')
    .reduce((sum, value) => sum + value.value, 0);
}

const names = Array.from({ length: 40 }, (_, index) => `Dish ${String(index + 1).padStart(2, '0')}`);

describeEachDatabase('deep pages as last seen', (fixture) => {
  let store: Store;

  beforeEach(async () => {
    // Every page is sliced from cached ids and cards (the deep-page path); whole pages are not kept.
    store = await openStore({ ...fixture.database.options, list: { directRowLimit: 0, maxCachedPages: 0 } });
    await store.insertRecipesBulk(
      names.map((name) => recipeInput({ name })),
      { pause: false },
    );
    // The first page: the counters, the sorted ids, the cards of page 1.
    expect(cardsOf(await store.listRecipes(byName(1))).map((card) => card.name)).toEqual(names.slice(0, 15));
  });

  afterEach(async () => {
    await store.close();
  });

  it('reads a page of cards not yet cached in one statement', async () => {
    const before = await statementsRun();
    const page = await store.listRecipes(byName(2));
    expect(await statementsRun()).toBe(before + 1);
    expect(cardsOf(page).map((card) => card.name)).toEqual(names.slice(15, 30));
    expect(page.count).toBe(40);

    // Read again, every card cached: the counters alone.
    const again = await statementsRun();
    expect(cardsOf(await store.listRecipes(byName(2))).map((card) => card.name)).toEqual(names.slice(15, 30));
    expect(await statementsRun()).toBe(again + 1);
  });

  it('answers as the database is when another process wrote since', async () => {
    const other = await openStore(fixture.database.options);
    try {
      await other.updateRecipe('dish-20', recipeInput({ name: 'Dish 20 with herbs' }));
      await other.createRecipe(recipeInput({ name: 'Dish 16 and a half' }));
    } finally {
      await other.close();
    }
    const page = await store.listRecipes(byName(2));
    expect(cardsOf(page).map((card) => card.name)).toEqual([
      'Dish 16',
      'Dish 16 and a half',
      'Dish 17',
      'Dish 18',
      'Dish 19',
      'Dish 20 with herbs',
      ...names.slice(20, 29),
    ]);
    expect(page.count).toBe(41);
  });
});
