// Running counts (migrations 002 and 003), changed inside the transaction of every write. PostgreSQL locks a
// counter row until commit, so every write takes them in one order — the recipe count first, then tags by
// ascending id — and two writes can never wait for each other in a circle.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema-types';

export async function addToRecipeCount(trx: Kysely<Database>, delta: number): Promise<void> {
  await trx
    .updateTable('counters')
    .set({ value: sql<number>`value + ${delta}` })
    .where('name', '=', 'recipes')
    .execute();
}

export async function recipeCount(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('counters').select('value').where('name', '=', 'recipes').executeTakeFirst();
  return Number(row?.value ?? 0);
}

/** Adds each delta to its tag's recipe count. */
export async function addToTagCounts(trx: Kysely<Database>, deltas: Map<number, number>): Promise<void> {
  const ordered = [...deltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a - b);
  for (const [tagId, delta] of ordered) {
    await trx
      .updateTable('tags')
      .set({ recipe_count: sql<number>`recipe_count + ${delta}` })
      .where('id', '=', tagId)
      .execute();
  }
}

/** The count changes when a recipe's tags go from `before` to `after`. */
export function tagCountDeltas(before: Iterable<number>, after: Iterable<number>): Map<number, number> {
  const deltas = new Map<number, number>();
  for (const id of new Set(before)) deltas.set(id, (deltas.get(id) ?? 0) - 1);
  for (const id of new Set(after)) deltas.set(id, (deltas.get(id) ?? 0) + 1);
  return deltas;
}
