import { sql } from 'kysely';
import type { RecipeListQuery } from '@simple-recipes/shared-api/types';
import { openStore } from './open-store';
import { fillRecipeJson } from './recipe-json-fill';
import { cardsOf } from './testing/list-cards';
import { recipeInput } from './testing/recipe-input';
import { describeEachDatabase, withDialect, type StoreFixture } from './testing/store-fixture';

const byName: RecipeListQuery = { sortField: 'name', sortDir: 'asc', tags: [], search: '', page: 1 };

const storedCards = (fixture: StoreFixture) =>
  withDialect(fixture, async (dialect) =>
    (await dialect.db.selectFrom('recipes').select(['stub', 'card_json']).orderBy('id').execute()).map(
      (row) => [row.stub, row.card_json] as const,
    ),
  );

/** The first page by name on a store of its own (nothing cached), both read straight off the sort index and from
 * cached sorted ids (the deep-page path). */
async function listedOnFreshStores(fixture: StoreFixture): Promise<string[][]> {
  const answers = [];
  for (const directRowLimit of [300, 0]) {
    const store = await openStore({ ...fixture.database.options, list: { directRowLimit } });
    try {
      answers.push((await store.listRecipes(byName)).cards);
    } finally {
      await store.close();
    }
  }
  return answers;
}

/** The cards as read back from each recipe's row and tags (what a recipe stored without a card lists). */
async function cardsReadBack(fixture: StoreFixture) {
  await withDialect(fixture, async (dialect) => {
    await sql`update recipes set card_json = null`.execute(dialect.db);
    await fillRecipeJson(dialect, 10);
  });
  return storedCards(fixture);
}

describeEachDatabase('stored cards', (fixture) => {
  it('are written by a save and rewritten by an update: name, stub, tags and picture as a list shows them', async () => {
    const tags = await fixture.store.ensureTags([
      { tag: 'Soup', shorthand: 'SOUP' },
      { tag: 'Quick', shorthand: 'QUICK' },
    ]);
    const soup = tags.find((tag) => tag.shorthand === 'SOUP');
    const quick = tags.find((tag) => tag.shorthand === 'QUICK');
    const { stub } = await fixture.store.createRecipe(recipeInput({ name: 'Leek Soup', tagIds: [soup!.id] }));
    const created = (await storedCards(fixture))[0]?.[1];
    expect(JSON.parse(created!)).toMatchObject({
      name: 'Leek Soup',
      stub: 'leek-soup',
      imageUrl: null,
      tags: [{ tag: 'Soup' }],
    });
    expect(await cardsReadBack(fixture)).toEqual([['leek-soup', created]]);

    const image = {
      original: 'o.jpg',
      page: 'p.webp',
      thumbnail: 't.webp',
      placeholder: 'data:image/webp;base64,AA==',
    };
    await fixture.store.updateRecipe(
      stub,
      recipeInput({ name: 'Leek "Potage"', tagIds: [soup!.id, quick!.id], image }),
    );
    const updated = (await storedCards(fixture))[0]?.[1];
    expect(JSON.parse(updated!)).toMatchObject({
      name: 'Leek "Potage"',
      stub: 'leek-potage',
      imageUrl: '/api/images/p.webp',
      thumbnailUrl: '/api/images/t.webp',
      emptyImageUrl: image.placeholder,
      // In tag-name order.
      tags: [{ tag: 'Quick' }, { tag: 'Soup' }],
    });
    expect(await listedOnFreshStores(fixture)).toEqual([[updated], [updated]]);
    expect(await cardsReadBack(fixture)).toEqual([['leek-potage', updated]]);

    // An update that keeps the picture keeps it on the card; tags named alike are listed by id.
    const later = (await fixture.store.ensureTags([{ tag: 'Soup', shorthand: 'SOUP2' }])).find(
      (tag) => tag.shorthand === 'SOUP2',
    );
    await fixture.store.updateRecipe('leek-potage', recipeInput({ name: 'Leek Soup', tagIds: [later!.id, soup!.id] }));
    const kept = (await storedCards(fixture))[0]?.[1];
    expect(JSON.parse(kept!)).toMatchObject({
      stub: 'leek-soup',
      thumbnailUrl: '/api/images/t.webp',
      tags: [{ shorthand: 'SOUP' }, { shorthand: 'SOUP2' }],
    });
    expect(await cardsReadBack(fixture)).toEqual([['leek-soup', kept]]);
  });

  it('are written by a bulk insert, and a recipe without one lists the same card until the fill writes it', async () => {
    await fixture.store.insertRecipesBulk(
      ['Borscht', 'Apple Pie', 'Chowder', 'Dal'].map((name) => recipeInput({ name })),
      { chunkSize: 3, pause: false },
    );
    const written = await storedCards(fixture);
    expect(written.every(([, card]) => card !== null)).toBe(true);
    const listed = await listedOnFreshStores(fixture);
    expect(cardsOf({ cards: listed[0]!, count: 4 }).map((card) => card.name)).toEqual([
      'Apple Pie',
      'Borscht',
      'Chowder',
      'Dal',
    ]);

    await withDialect(fixture, (dialect) =>
      sql`update recipes set card_json = null where stub <> 'dal'`.execute(dialect.db),
    );
    expect(await listedOnFreshStores(fixture)).toEqual(listed);
    expect(await withDialect(fixture, (dialect) => fillRecipeJson(dialect, 2))).toBe(3);
    expect(await storedCards(fixture)).toEqual(written);
  });
});
