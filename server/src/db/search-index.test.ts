import { compareCodePoints, SearchIndex, type IndexedRecipe, type IndexQuery } from './search-index';
import { nameSortKey, searchDocument, searchWordOf } from './text-fold';

function recipe(id: number, name: string, words: string[] = [], tagIds: number[] = [], createdAt = id): IndexedRecipe {
  return { id, nameSort: nameSortKey(name), createdAt, tokens: searchDocument([name, ...words]), tagIds };
}

/** `words` as a search box gives them (folded words), each with its forms. */
function ask(
  index: SearchIndex,
  { words = [], ...overrides }: Partial<Omit<IndexQuery, 'words'>> & { words?: string[] },
) {
  return index.query({
    words: words.map(searchWordOf),
    tagIds: [],
    sortField: 'name',
    sortDir: 'asc',
    offset: 0,
    limit: 15,
    ...overrides,
  });
}

async function loaded(recipes: IndexedRecipe[]): Promise<SearchIndex> {
  const index = new SearchIndex();
  index.add(recipes);
  await index.sortOrders();
  return index;
}

describe('SearchIndex', () => {
  const recipes = [
    recipe(1, 'Garlic bread', ['butter', 'parsley'], [1]),
    recipe(2, 'Lemon chicken', ['garlic', 'thyme'], [2]),
    recipe(3, 'Crème brûlée', ['cream', 'sugar'], [1, 2]),
    recipe(4, 'garlic soup', ['stock'], [], 0),
    recipe(5, 'Ägg toast', ['butter'], [1]),
  ];

  it('matches every word as the start of a word of the recipe, and counts every match', async () => {
    const index = await loaded(recipes);
    expect(ask(index, { words: ['gar'] })).toEqual({ count: 3, ids: [1, 4, 2] });
    expect(ask(index, { words: ['garlic', 'lem'] })).toEqual({ count: 1, ids: [2] });
    expect(ask(index, { words: ['arlic'] })).toEqual({ count: 0, ids: [] });
    expect(ask(index, { words: ['creme', 'brulee'] })).toEqual({ count: 1, ids: [3] });
    expect(ask(index, { words: ['zzz'] })).toEqual({ count: 0, ids: [] });
  });

  it("also matches a word's singular or plural, as whole words only", async () => {
    const index = await loaded([
      recipe(1, 'Omelette', ['2 eggs']),
      recipe(2, 'Egg fried rice'),
      recipe(3, 'Baba ganoush', ['eggplant']),
      recipe(4, 'Pea soup'),
      recipe(5, 'Peach cobbler', ['peanuts']),
      recipe(6, 'Clafoutis', ['cherries']),
    ]);
    expect(ask(index, { words: ['eggs'] }).ids).toEqual([2, 1]);
    expect(ask(index, { words: ['egg'] }).ids).toEqual([3, 2, 1]);
    expect(ask(index, { words: ['peas'] }).ids).toEqual([4]);
    expect(ask(index, { words: ['cherry'] }).ids).toEqual([6]);
    expect(ask(index, { words: ['eggs', 'rice'] }).ids).toEqual([2]);
  });

  it('filters by every asked tag, with or without words', async () => {
    const index = await loaded(recipes);
    expect(ask(index, { tagIds: [1] })).toEqual({ count: 3, ids: [5, 3, 1] });
    expect(ask(index, { tagIds: [1, 2] })).toEqual({ count: 1, ids: [3] });
    expect(ask(index, { words: ['butter'], tagIds: [1] })).toEqual({ count: 2, ids: [5, 1] });
    expect(ask(index, { tagIds: [9] })).toEqual({ count: 0, ids: [] });
  });

  it('orders by name or creation time either way (ties by id) and pages', async () => {
    const index = await loaded([...recipes, recipe(6, 'Garlic bread', ['garlic'], [], 1)]);
    expect(ask(index, { words: ['garlic'] }).ids).toEqual([1, 6, 4, 2]);
    expect(ask(index, { words: ['garlic'], sortDir: 'desc' }).ids).toEqual([2, 4, 6, 1]);
    expect(ask(index, { words: ['garlic'], sortField: 'created_at' }).ids).toEqual([4, 1, 6, 2]);
    expect(ask(index, { words: ['garlic'], sortField: 'created_at', sortDir: 'desc' }).ids).toEqual([2, 6, 1, 4]);
    expect(ask(index, { words: ['garlic'], offset: 1, limit: 2 })).toEqual({ count: 4, ids: [6, 4] });
    expect(ask(index, { words: ['garlic'], offset: 4 })).toEqual({ count: 4, ids: [] });
  });

  it('follows added, changed and removed recipes', async () => {
    const index = await loaded(recipes);
    index.upsert(recipe(7, 'Aioli', ['garlic', 'oil'], [2]));
    expect(ask(index, { words: ['garlic'] }).ids).toEqual([7, 1, 4, 2]);

    index.upsert(recipe(1, 'Zucchini bread', ['butter'], []));
    expect(ask(index, { words: ['garlic'] }).ids).toEqual([7, 4, 2]);
    expect(ask(index, { words: ['zucc'] }).ids).toEqual([1]);
    expect(ask(index, { tagIds: [1] }).ids).toEqual([5, 3]);
    expect(ask(index, { words: ['butter'] }).ids).toEqual([5, 1]);

    index.remove(4);
    index.remove(99);
    expect(ask(index, { words: ['garlic'] })).toEqual({ count: 2, ids: [7, 2] });
    expect(index.size).toBe(5);
  });

  it('keeps both orders right through many changes', async () => {
    const index = await loaded([]);
    const names = ['b', 'a', 'c', 'a', 'd', 'b', 'e'];
    names.forEach((name, id) => index.upsert(recipe(id + 1, `${name} stew`, [], [], 10 - id)));
    index.upsert(recipe(3, 'a stew', [], [], 100));
    index.remove(5);
    // Names a, a, a, b, b, e (ids 2, 3, 4, 1, 6, 7).
    expect(ask(index, { words: ['stew'] }).ids).toEqual([2, 3, 4, 1, 6, 7]);
    expect(ask(index, { words: ['stew'], sortField: 'created_at' }).ids).toEqual([7, 6, 4, 2, 1, 3]);
  });

  it('orders names as the databases do (UTF-8 bytes), also past U+FFFF', async () => {
    const names = ['\u{1F600} stew', '\uE000 stew', 'b stew', '\u{1F600}\uE000 stew', '\u{1F600}a stew'];
    const index = await loaded(names.map((name, id) => recipe(id + 1, name)));
    const byBytes = names
      .map((name, id) => ({ id: id + 1, key: nameSortKey(name) }))
      .sort((x, y) => Buffer.compare(Buffer.from(x.key), Buffer.from(y.key)))
      .map(({ id }) => id);
    expect(ask(index, { words: ['stew'] }).ids).toEqual(byBytes);
  });

  it('finds a saved new word at once, and forgets words no recipe has any more', async () => {
    const index = await loaded(recipes);
    expect(ask(index, { words: ['gar'] }).count).toBe(3);
    const words = index.termCount;
    index.upsert(recipe(8, 'Yuzu tart', ['sansho']));
    expect(ask(index, { words: ['yuz'] }).ids).toEqual([8]);
    expect(ask(index, { words: ['sans', 'tar'] }).ids).toEqual([8]);
    expect(index.termCount).toBe(words + 3);

    index.upsert(recipe(8, 'Plain toast'));
    expect(ask(index, { words: ['yuz'] })).toEqual({ count: 0, ids: [] });
    expect(ask(index, { words: ['toa'] }).ids).toEqual([5, 8]);
    expect(index.termCount).toBe(words + 1);
    index.remove(8);
    expect(index.termCount).toBe(words);

    // A save a second with a one-off word for a day: the index holds the last one only.
    for (let round = 0; round < 10_000; round += 1) index.upsert(recipe(8, `Batch ${round}`));
    expect(index.termCount).toBe(words + 2);
    expect(ask(index, { words: ['999'] }).ids).toEqual([8]);
    expect(ask(index, { words: ['123'] }).count).toBe(0);
  });

  it('answers searches as a scan of every recipe does, through random saves and removals', async () => {
    let seed = 11;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const syllables = ['ka', 'ki', 'ko', 'ma', 'mi', 'ra', 'ro', 'su'];
    const word = () =>
      Array.from({ length: 1 + Math.floor(random() * 3) }, () => syllables[Math.floor(random() * 8)]).join('');
    const index = await loaded([]);
    const documents = new Map<number, readonly string[]>();
    for (let step = 0; step < 600; step += 1) {
      const id = 1 + Math.floor(random() * 40);
      if (random() < 0.2) {
        index.remove(id);
        documents.delete(id);
      } else {
        const entry = recipe(id, word(), [word(), word()]);
        index.upsert(entry);
        documents.set(id, entry.tokens);
      }
      if (step % 50 === 49) {
        for (const typed of ['k', 'ka', 'mi', 'rosu', 'su', 'kas', 'mis', 'kikos']) {
          const { prefix, forms } = searchWordOf(typed);
          const expected = [...documents].filter(([, tokens]) =>
            tokens.some((token) => token.startsWith(prefix) || forms.includes(token)),
          );
          expect(ask(index, { words: [typed], limit: 100 }).count).toBe(expected.length);
        }
        expect(index.termCount).toBe(new Set([...documents.values()].flat()).size);
      }
    }
  });

  it('stays right when the space of replaced recipes is reclaimed', async () => {
    const index = await loaded(recipes);
    // Every replacement leaves its old words behind until the index compacts them (past 100,000 of them).
    for (let round = 0; round < 25_000; round += 1) {
      index.upsert(
        recipe(2, round % 2 ? 'Lemon chicken' : 'Lime chicken', ['garlic', 'thyme', 'stock', `word${round % 7}`], [2]),
      );
    }
    expect(ask(index, { words: ['garlic'] })).toEqual({ count: 3, ids: [1, 4, 2] });
    expect(ask(index, { words: ['lemon'] })).toEqual({ count: 1, ids: [2] });
    expect(ask(index, { words: ['lime'] })).toEqual({ count: 0, ids: [] });
    expect(ask(index, { tagIds: [2] }).ids).toEqual([3, 2]);
    expect(ask(index, { words: ['butter'] }).ids).toEqual([5, 1]);
  });
});

describe('compareCodePoints', () => {
  it('orders as UTF-8 bytes do, also past U+FFFF', async () => {
    const words = ['\u{1F600}', '\uFF21', 'b', 'a', 'ab', ''];
    const byBytes = [...words].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
    expect([...words].sort(compareCodePoints)).toEqual(byBytes);
  });
});
