// A started server fills its card cache in the background, newest recipes first. Cards changed in the database
// behind the store's back (no new list generation) show which cards a list took from the cache.
import { sql } from 'kysely';
import type { RecipeListQuery } from '@simple-recipes/shared-api/types';
import { openStore } from './open-store';
import type { Store } from './store';
import { cardsOf } from './testing/list-cards';
import { recipeInput } from './testing/recipe-input';
import { describeEachDatabase, withDialect } from './testing/store-fixture';

const RECIPES = 1200;
const name = (n: number) => `Recipe ${String(n).padStart(4, '0')}`;
const newestFirst = (page: number): RecipeListQuery => ({
  sortField: 'created_at',
  sortDir: 'desc',
  tags: [],
  search: '',
  page,
});

describeEachDatabase('warming the card cache', (fixture) => {
  let store: Store | undefined;

  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  /** A store whose every page is sliced from cached ids and cards, over RECIPES recipes created in order. */
  async function storeWithRecipes(maxCachedCardBytes: number): Promise<Store> {
    const opened = await openStore({
      ...fixture.database.options,
      list: { searchIndex: false, directRowLimit: 0, maxCachedPages: 0, maxCachedCardBytes },
    });
    store = opened;
    await opened.insertRecipesBulk(
      Array.from({ length: RECIPES }, (_, i) => recipeInput({ name: name(i + 1) })),
      { chunkSize: 500, pause: false },
    );
    return opened;
  }

  const renameEveryCardInTheDatabase = () =>
    withDialect(fixture, (dialect) =>
      sql`update recipes set card_json = replace(card_json, ${'"Recipe '}, ${'"Renamed '})`.execute(dialect.db),
    );

  async function listedNames(opened: Store): Promise<string[]> {
    const names: string[] = [];
    for (let page = 1; page <= Math.ceil(RECIPES / 15); page++) {
      names.push(...cardsOf(await opened.listRecipes(newestFirst(page))).map((card) => card.name));
    }
    return names;
  }

  it('reads every card when they all fit, so no list reads one from the database', async () => {
    const opened = await storeWithRecipes(64 * 1024 * 1024);
    expect(await opened.warmCardCache()).toBe(RECIPES);
    await renameEveryCardInTheDatabase();

    const names = await listedNames(opened);
    expect(names).toHaveLength(RECIPES);
    expect(names.every((listed) => listed.startsWith('Recipe '))).toBe(true);
  });

  it('fills a small cache with the newest recipes and stops there', async () => {
    const opened = await storeWithRecipes(200 * 1024);
    const read = await opened.warmCardCache();
    expect(read).toBeLessThan(RECIPES);
    await renameEveryCardInTheDatabase();

    const names = await listedNames(opened);
    const fromCache = names.filter((listed) => listed.startsWith('Recipe '));
    expect(fromCache.length).toBeGreaterThan(100);
    expect(fromCache.length).toBeLessThanOrEqual(read);
    expect(fromCache).toEqual(Array.from({ length: fromCache.length }, (_, i) => name(RECIPES - i)));
    expect(names.slice(fromCache.length).every((listed) => listed.startsWith('Renamed '))).toBe(true);
  });
});
