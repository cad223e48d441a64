// Whole recipes read a batch at a time: in id order (export), or by name (the duplicate check of a collection
// import); a few queries per batch however many recipes it holds, and memory bounded by the batch.
import type { Kysely, Selectable } from 'kysely';
import { chunks } from './chunks';
import type { Database, RecipesTable } from './schema-types';
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
  return wholeRecipes(db, rows);
}

/** Folded names per statement of recipesWithFoldedNames (SQLite joins at most 500 selects in one). */
const NAMES_PER_STATEMENT = 200;
/** Recipes per read of whole recipes by id. */
const RECIPES_PER_READ = 500;

/**
 * Whole recipes whose folded name (`foldedName`) is one of these, found by range on the sort key,
 * which starts with the folded name and a separator (`nameSortKey`).
 */
export async function recipesWithFoldedNames(
  db: Kysely<Database>,
  foldedNames: readonly string[],
): Promise<StoredRecipe[]> {
  const found: StoredRecipe[] = [];
  for (const batch of chunks([...new Set(foldedNames)], NAMES_PER_STATEMENT)) {
    // One select per name, joined by UNION ALL: each reads its own range of the sort index. The same ranges ORed in
    // one WHERE were planned as a scan of the whole table on SQLite (1.5 s for 200 names at 100,000 recipes).
    const [first, ...others] = batch.map((name) =>
      db
        .selectFrom('recipes')
        .select('id')
        .where('name_sort', '>', `${name}\u0001`)
        .where('name_sort', '<', `${name}\u0002`),
    );
    if (!first) continue;
    const rows = await others.reduce((query, next) => query.unionAll(next), first).execute();
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    for (const some of chunks(ids, RECIPES_PER_READ)) {
      const recipes = await db.selectFrom('recipes').selectAll().where('id', 'in', some).orderBy('id').execute();
      found.push(...(await wholeRecipes(db, recipes)));
    }
  }
  return found;
}

async function wholeRecipes(db: Kysely<Database>, rows: Array<Selectable<RecipesTable>>): Promise<StoredRecipe[]> {
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
