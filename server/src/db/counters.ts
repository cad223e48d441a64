// Running counts (migrations 002 and 003), changed inside the transaction of every write. PostgreSQL locks a
// counter row until commit, so every write takes them in one order — the recipe count first, then tags by
// ascending id — and two writes can never wait for each other in a circle.
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from './schema-types';
import { noteSearchChanges } from './search-changes';

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

/** Read before every list answer: compiled once (building a query costs more than running this one). */
const LIST_COUNTERS = CompiledQuery.raw(
  `select name, value from counters where name in ('recipes', 'list_generation')`,
) as CompiledQuery<{ name: string; value: number | string }>;

/** The recipe count and the list generation (see list-cache.ts), in one query. */
export async function listCounters(db: Kysely<Database>): Promise<{ recipes: number; generation: number }> {
  const { rows } = await db.executeQuery(LIST_COUNTERS);
  const value = (name: string) => Number(rows.find((row) => row.name === name)?.value ?? 0);
  return { recipes: value('recipes'), generation: value('list_generation') };
}

/**
 * Marks the recipe lists changed, and notes the recipes whose search document the transaction changed with the new
 * generation. The last statements of every write transaction: on PostgreSQL the counter row stays locked until the
 * commit, so it is held for as short a time as possible, and generations commit in their order.
 */
export async function bumpListGeneration(
  trx: Kysely<Database>,
  changedSearchDocuments: readonly number[],
): Promise<number> {
  const row = await trx
    .updateTable('counters')
    .set({ value: sql<number>`value + 1` })
    .where('name', '=', 'list_generation')
    .returning('value')
    .executeTakeFirstOrThrow();
  const generation = Number(row.value);
  await noteSearchChanges(trx, changedSearchDocuments, generation);
  return generation;
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
