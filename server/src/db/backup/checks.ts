// What a backup and a restore check about recipes: which picture files they reference, and that each is whole.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema-types';

type AnyDb = Kysely<Database>;

/** Every picture file some recipe references. */
export async function referencedImageKeys(db: AnyDb): Promise<string[]> {
  const rows = await db
    .selectFrom('recipes')
    .select(['image_original', 'image_page', 'image_thumbnail'])
    .where('image_original', 'is not', null)
    .execute();
  const keys = new Set(rows.flatMap((row) => [row.image_original, row.image_page, row.image_thumbnail]));
  keys.delete(null);
  return [...(keys as Set<string>)].sort();
}

/** Recipes that are not whole: without an ingredient or a step, or with an empty section. */
export async function brokenRecipes(db: AnyDb, limit = 10): Promise<Array<{ stub: string; problem: string }>> {
  const found: Array<{ stub: string; problem: string }> = [];
  const checks: Array<[string, RawBuilder<{ stub: string }>]> = [
    [
      'no ingredient',
      sql`select stub from recipes r where not exists (select 1 from ingredient_sections s
        join ingredients i on i.section_id = s.id where s.recipe_id = r.id) limit ${limit}`,
    ],
    [
      'no step',
      sql`select stub from recipes r where not exists (select 1 from step_sections s
        join steps i on i.section_id = s.id where s.recipe_id = r.id) limit ${limit}`,
    ],
    [
      'an empty ingredient section',
      sql`select distinct r.stub from recipes r join ingredient_sections s on s.recipe_id = r.id
        where not exists (select 1 from ingredients i where i.section_id = s.id) limit ${limit}`,
    ],
    [
      'an empty step section',
      sql`select distinct r.stub from recipes r join step_sections s on s.recipe_id = r.id
        where not exists (select 1 from steps i where i.section_id = s.id) limit ${limit}`,
    ],
  ];
  for (const [problem, query] of checks) {
    for (const row of (await query.execute(db)).rows) found.push({ stub: row.stub, problem });
  }
  return found;
}
