// The running recipe count (see migrations/002). Changed inside the transaction of every create and delete.
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
