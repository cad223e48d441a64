// How many recipes carry each tag: a one-tag filter's count without counting, and the rarest tag first when
// several are combined.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema-types';
import type { Migration } from './migration';

async function up(trx: Kysely<Database>): Promise<void> {
  await trx.schema
    .alterTable('tags')
    .addColumn('recipe_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update tags set recipe_count = (select count(*) from recipe_tags where recipe_tags.tag_id = tags.id)`.execute(
    trx,
  );
}

export const tagRecipeCounts: Migration = { version: 3, name: 'tag recipe counts', up };
