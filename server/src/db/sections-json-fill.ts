// Recipes stored before their sections JSON existed (a database from before migration 7, a restore of an older
// backup) get it here, a page at a time in its own short write transaction, read from the section tables as the
// rest of their row is. Until then their reads aggregate the tables (recipe-by-stub.ts), so nothing waits for this.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DialectModule } from './dialects/dialect';
import { sectionsOfRecipes } from './recipe-sections';
import { sectionsJson, writeSectionsJson } from './sections-json';

/** Fills every recipe whose sections JSON is null; the number written. */
export async function fillSectionsJson(dialect: DialectModule, pageSize = 250): Promise<number> {
  let written = 0;
  let afterId = 0;
  for (;;) {
    const ids = await dialect.writeTransaction(async (trx) => {
      const page = (
        await trx
          .selectFrom('recipes')
          .select('id')
          .where('sections_json', 'is', null)
          .where('id', '>', afterId)
          .orderBy('id')
          .limit(pageSize)
          .execute()
      ).map((row) => row.id);
      if (page.length === 0) return page;
      const sections = await sectionsOfRecipes(trx, page);
      // A save that wrote a recipe's JSON since this page was read keeps what it wrote (onlyUnwritten).
      await writeSectionsJson(
        trx,
        dialect,
        page.map((id) => ({
          recipeId: id,
          json: sectionsJson({
            ingredients_sections: sections.ingredients.get(id) ?? [],
            recipe_sections: sections.steps.get(id) ?? [],
          }),
        })),
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
