// Recipes stored before their sections JSON or their card existed (a database from before migration 7 or 8, a
// restore of an older backup) get them here, a page at a time in its own short write transaction, read from the
// tables as the rest of their row is. Until then their reads build them from the tables (recipe-by-stub.ts,
// recipe-reads.ts), so nothing waits for this.
import type { Kysely } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DialectModule } from './dialects/dialect';
import { cardsOfRecipes } from './recipe-reads';
import { sectionsOfRecipes } from './recipe-sections';
import type { Database } from './schema-types';
import { sectionsJson, writeRecipeJson, type RecipeJsonColumn } from './sections-json';

type JsonOfRecipes = (trx: Kysely<Database>, recipeIds: number[]) => Promise<Map<number, string>>;

async function sectionsJsonOf(trx: Kysely<Database>, recipeIds: number[]): Promise<Map<number, string>> {
  const sections = await sectionsOfRecipes(trx, recipeIds);
  return new Map(
    recipeIds.map((id) => [
      id,
      sectionsJson({
        ingredients_sections: sections.ingredients.get(id) ?? [],
        recipe_sections: sections.steps.get(id) ?? [],
      }),
    ]),
  );
}

/** Fills every recipe whose `column` is null; the number written. */
async function fillColumn(
  dialect: DialectModule,
  column: RecipeJsonColumn,
  jsonOf: JsonOfRecipes,
  pageSize: number,
): Promise<number> {
  let written = 0;
  let afterId = 0;
  for (;;) {
    const ids = await dialect.writeTransaction(async (trx) => {
      const page = (
        await trx
          .selectFrom('recipes')
          .select('id')
          .where(column, 'is', null)
          .where('id', '>', afterId)
          .orderBy('id')
          .limit(pageSize)
          .execute()
      ).map((row) => row.id);
      if (page.length === 0) return page;
      const json = await jsonOf(trx, page);
      // A save that wrote a recipe's JSON since this page was read keeps what it wrote (onlyUnwritten).
      await writeRecipeJson(
        trx,
        dialect,
        [column],
        [...json].map(([recipeId, text]) => ({ recipeId, json: [text] })),
        { onlyUnwritten: true },
      );
      return page;
    });
    if (ids.length === 0) return written;
    written += ids.length;
    afterId = ids[ids.length - 1]!;
    // Requests that arrived meanwhile go first (SQLite's driver holds the event loop while it works).
    await nextTurn();
  }
}

/** Fills every recipe's sections JSON and card where null; the number of texts written (a recipe given both counts twice). */
export async function fillRecipeJson(dialect: DialectModule, pageSize = 250): Promise<number> {
  const sections = await fillColumn(dialect, 'sections_json', sectionsJsonOf, pageSize);
  return sections + (await fillColumn(dialect, 'card_json', cardsOfRecipes, pageSize));
}
