// A process's own saves reach its search index and its card cache as they were written: the next list after a save
// needs no catch-up from the change log (search-changes.ts), which the other processes read. Emptying the log after
// the saves shows which path a list took: only the writes' own account can tell this store what changed.
import { sql } from 'kysely';
import type { RecipeListQuery } from '@simple-recipes/shared-api/types';
import { openStore } from './open-store';
import type { Store } from './store';
import { cardsOf } from './testing/list-cards';
import { recipeInput } from './testing/recipe-input';
import { describeEachDatabase, withDialect } from './testing/store-fixture';

const search = (term: string): RecipeListQuery => ({
  sortField: 'name',
  sortDir: 'asc',
  tags: [],
  search: term,
  page: 1,
});
const deepByName: RecipeListQuery = { ...search(''), page: 1 };

describeEachDatabase('own writes', (fixture) => {
  let store: Store;

  beforeEach(async () => {
    // The index serves every size here, and every page is sliced from cached ids and cards (the deep-page path).
    store = await openStore({
      ...fixture.database.options,
      list: { searchIndexFrom: 0, directRowLimit: 0, maxCachedPages: 0 },
    });
    await store.insertRecipesBulk(
      ['Garlic soup', 'Lemon tart', 'Pea soup'].map((name) => recipeInput({ name })),
      {
        pause: false,
      },
    );
    expect(await store.warmSearchIndex()).toBe(true);
    // Cards cached, index caught up.
    expect(cardsOf(await store.listRecipes(deepByName)).map((card) => card.name)).toEqual([
      'Garlic soup',
      'Lemon tart',
      'Pea soup',
    ]);
  });

  afterEach(async () => {
    await store.close();
  });

  const emptyTheChangeLog = () =>
    withDialect(fixture, (dialect) => sql`delete from search_changes`.execute(dialect.db));

  it('reach the index and the card cache without the change log', async () => {
    await store.createRecipe(recipeInput({ name: 'Garlic knots' }));
    await store.updateRecipe('pea-soup', recipeInput({ name: 'Pea and mint soup' }));
    await store.deleteRecipe('lemon-tart');
    await emptyTheChangeLog();

    expect(cardsOf(await store.listRecipes(search('garlic'))).map((card) => card.name)).toEqual([
      'Garlic knots',
      'Garlic soup',
    ]);
    expect(cardsOf(await store.listRecipes(search('mint'))).map((card) => card.name)).toEqual(['Pea and mint soup']);
    expect(cardsOf(await store.listRecipes(deepByName)).map((card) => card.name)).toEqual([
      'Garlic knots',
      'Garlic soup',
      'Pea and mint soup',
    ]);
  });

  it('from another process still arrive through the change log', async () => {
    const other = await openStore(fixture.database.options);
    try {
      await other.updateRecipe('pea-soup', recipeInput({ name: 'Pea and mint soup' }));
    } finally {
      await other.close();
    }
    await store.createRecipe(recipeInput({ name: 'Garlic knots' }));

    expect(cardsOf(await store.listRecipes(search('mint'))).map((card) => card.name)).toEqual(['Pea and mint soup']);
    expect(cardsOf(await store.listRecipes(deepByName)).map((card) => card.name)).toEqual([
      'Garlic knots',
      'Garlic soup',
      'Lemon tart',
      'Pea and mint soup',
    ]);
  });
});
