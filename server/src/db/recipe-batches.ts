// Whole recipes read a batch at a time, in id order (export, and the duplicate check of a collection import):
// a few queries per batch however many recipes it holds, and memory bounded by the batch.
import type { Kysely } from 'kysely';
import type { Database } from './schema-types';
import { sectionsOfRecipes } from './recipe-sections';
import type { StoredRecipe } from './store';
import { tagsOfRecipes, toSummary } from './recipe-reads';
import { toIso } from './times';

/** Up to `limit` recipes with an id above `afterId`, ordered by id. Call inside a read transaction. */
export async function recipesAfter(db: Kysely<Database>, afterId: number, limit: number): Promise<StoredRecipe[]> {
  const rows = await db
    .selectFrom('recipes')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const tags = await tagsOfRecipes(db, ids);
  const sections = await sectionsOfRecipes(db, ids);
  return rows.map((row) => ({
    ...toSummary(row, tags.get(row.id) ?? []),
    source: row.source,
    ingredients_sections: sections.ingredients.get(row.id) ?? [],
    recipe_sections: sections.steps.get(row.id) ?? [],
    updated_at: toIso(row.updated_at),
  }));
}
