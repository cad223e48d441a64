// The change log of the search documents (migration 006): a write notes the recipes whose document it wrote or
// deleted, with the list generation it bumped to (counters.ts `bumpListGeneration`).
import type { Kysely } from 'kysely';
import { chunks } from './chunks';
import type { Database } from './schema-types';
import type { IndexedRecipe } from './search-index';

/**
 * The search documents one write transaction changed: each recipe's indexed form as written, or null when it was
 * removed. The generation bump notes their ids in the log; once committed, the writing process applies them to its
 * own index and card cache without reading them back (sql-store.ts `listWrite`).
 */
export class SearchDocumentChanges {
  readonly documents = new Map<number, IndexedRecipe | null>();

  wrote(recipe: IndexedRecipe): void {
    this.documents.set(recipe.id, recipe);
  }

  removed(recipeId: number): void {
    this.documents.set(recipeId, null);
  }

  get recipeIds(): number[] {
    return [...this.documents.keys()];
  }
}

/** Generations of changes kept: a process whose index is older than that rebuilds it whole. */
export const KEPT_GENERATIONS = 2000;
/** Old changes are pruned at every this-many generations. */
const PRUNE_EVERY = 100;

/**
 * Inside a write transaction, once it has bumped the list generation: notes the recipes whose search document it
 * wrote or deleted (if any), with that generation, and prunes old notes every PRUNE_EVERY generations.
 */
export async function noteSearchChanges(
  trx: Kysely<Database>,
  recipeIds: readonly number[],
  generation: number,
): Promise<void> {
  const rows = [...new Set(recipeIds)].map((recipe_id) => ({ recipe_id, generation }));
  // Two columns a row: far below either database's parameter limit per 10,000.
  for (const batch of chunks(rows, 10_000)) await trx.insertInto('search_changes').values(batch).execute();
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
