import { PAGE_SIZE, type RecipeListQuery } from '@simple-recipes/shared-api/types';
import { listCounters } from './counters';
import type { DialectModule } from './dialects/dialect';
import { openDialect, openStore } from './open-store';
import { SearchIndexSync } from './search-index-sync';
import type { Store } from './store';
import { recipeInput } from './testing/recipe-input';
import { describeEachDatabase } from './testing/store-fixture';
import { searchTermWords } from './text-fold';
import { cardsOf } from './testing/list-cards';

// With plurals and singulars: "lemons" also finds the whole word "lemon", "soups" "soup", "eclairs" "éclair".
const SEARCHES = [
  'garl',
  'garlic lemon',
  'creme',
  'ÉCLAIR',
  'soup',
  'pars',
  'zzz',
  'quick',
  'lemons',
  'soups',
  'eclairs garlics',
  'breads',
];
const SORTS = [
  ['name', 'asc'],
  ['name', 'desc'],
  ['created_at', 'asc'],
  ['created_at', 'desc'],
] as const;

// The index (through the sync, as a server process holds it) must answer exactly as the database's full-text
// search does; a second dialect on the same database stands for the process that holds it.
describeEachDatabase('SearchIndexSync', (fixture) => {
  let direct: Store;
  let dialect: DialectModule;
  let sync: SearchIndexSync;
  let tagId: Record<string, number>;

  beforeEach(async () => {
    direct = await openStore({
      ...fixture.database.options,
      list: { searchIndex: false, directRowLimit: 0, maxCachedPages: 0 },
    });
    dialect = openDialect(fixture.database.options);
    sync = new SearchIndexSync(dialect.db);
    const tags = await fixture.store.ensureTags([
      { tag: 'Vegetarian', shorthand: 'VEG' },
      { tag: 'Quick', shorthand: 'QCK' },
    ]);
    tagId = Object.fromEntries(tags.map((tag) => [tag.shorthand, tag.id]));
    const names = [
      'Garlic soup',
      'éclair',
      'Eclair',
      'Lemon garlic chicken',
      'Parsnip soup',
      'Crème caramel',
      'garlic bread',
    ];
    await fixture.store.insertRecipesBulk(
      Array.from({ length: 45 }, (_, index) => ({
        ...recipeInput({
          name: `${names[index % names.length]} ${Math.floor(index / names.length)}`,
          tagIds: [...(index % 2 ? [tagId.VEG!] : []), ...(index % 3 ? [] : [tagId.QCK!])],
          ingredients: [
            { name: '', ingredients: [{ ingredient: index % 4 ? 'Lemons' : 'Parsley', amount: '1', notes: '' }] },
          ],
        }),
        createdAt: new Date(Date.UTC(2024, 0, 1) + (index % 6) * 1000),
      })),
    );
  });

  afterEach(async () => {
    await direct.close();
    await dialect.close();
  });

  async function expectSameAnswers(searches: string[] = SEARCHES): Promise<void> {
    const { generation } = await listCounters(dialect.db);
    const index = await sync.at(generation);
    expect(index).not.toBeNull();
    for (const search of searches) {
      for (const tags of [[], ['VEG'], ['VEG', 'QCK']]) {
        for (const [sortField, sortDir] of SORTS) {
          for (let page = 1; page <= 3; page += 1) {
            const wanted: RecipeListQuery = { search, tags, sortField, sortDir, page };
            const fromDatabase = await direct.listRecipes(wanted);
            const answer = index!.query({
              words: searchTermWords(search, 3) ?? [],
              tagIds: tags.map((shorthand) => tagId[shorthand]!),
              sortField,
              sortDir,
              offset: (page - 1) * PAGE_SIZE,
              limit: PAGE_SIZE,
            });
            expect({ wanted, answer }).toEqual({
              wanted,
              answer: { count: fromDatabase.count, ids: cardsOf(fromDatabase).map((card) => card.id) },
            });
          }
        }
      }
    }
  }

  it('answers every search, tag filter, sort and page as the database does', async () => {
    await sync.warm();
    expect(sync.ready).toBe(true);
    await expectSameAnswers();
  });

  it('follows writes made through another process', async () => {
    await sync.warm();
    const { stub } = await fixture.store.createRecipe(recipeInput({ name: 'Aioli', tagIds: [tagId.VEG!] }));
    await expectSameAnswers(['aio', 'tomat', 'garl', 'aiolis']);

    await fixture.store.updateRecipe(stub, recipeInput({ name: 'Zesty garlic aioli', tagIds: [tagId.QCK!] }));
    await expectSameAnswers(['aio', 'garl', 'zest', 'tomat']);

    await fixture.store.updateRecipe('garlic-soup-0', recipeInput({ name: 'Onion soup', tagIds: [] }));
    await fixture.store.deleteRecipe('eclair-1');
    await fixture.store.insertRecipesBulk([
      recipeInput({ name: 'Garlic knots' }),
      recipeInput({ name: 'Éclair au café' }),
    ]);
    await expectSameAnswers();
  });

  it('is built from what was committed, and catches up on writes made while it was built', async () => {
    const building = sync.warm();
    await fixture.store.createRecipe(recipeInput({ name: 'Garlic confit' }));
    await building;
    await expectSameAnswers(['garl']);
  });
});
