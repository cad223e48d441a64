// The change log of the search documents (migration 006): a write notes the recipes whose document it wrote or
// deleted; bumpListGeneration stamps the notes with the generation it bumps to.
import type { Kysely } from 'kysely';
import type { Database } from './schema-types';

/** Generations of changes kept: a process whose index is older than that rebuilds it whole. */
export const KEPT_GENERATIONS = 2000;
/** Old changes are pruned at every this-many generations. */
const PRUNE_EVERY = 100;

/** Inside a write transaction that wrote or deleted these recipes' search documents. */
export async function noteSearchChanges(trx: Kysely<Database>, recipeIds: readonly number[]): Promise<void> {
  if (recipeIds.length === 0) return;
  const rows = recipeIds.map((recipe_id) => ({ recipe_id, generation: null }));
  // Two columns a row: far below either database's parameter limit per 10,000.
  for (let start = 0; start < rows.length; start += 10_000) {
    await trx
      .insertInto('search_changes')
      .values(rows.slice(start, start + 10_000))
      .execute();
  }
}

/** Part of bumpListGeneration: this transaction's notes get the generation it bumped to. */
export async function stampSearchChanges(trx: Kysely<Database>, generation: number): Promise<void> {
  await trx.updateTable('search_changes').set({ generation }).where('generation', 'is', null).execute();
  if (generation % PRUNE_EVERY === 0) {
    await trx
      .deleteFrom('search_changes')
      .where('generation', '<=', generation - KEPT_GENERATIONS)
      .execute();
  }
}

/** The recipes changed after `after` up to `upTo` (generations), each once. */
export async function searchChangesBetween(db: Kysely<Database>, after: number, upTo: number): Promise<number[]> {
  const rows = await db
    .selectFrom('search_changes')
    .select('recipe_id')
    .distinct()
    .where('generation', '>', after)
    .where('generation', '<=', upTo)
    .execute();
  return rows.map((row) => row.recipe_id);
}
