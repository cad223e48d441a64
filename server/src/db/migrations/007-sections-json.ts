// Each recipe's sections and items as one JSON text in its row, so a recipe page reads one row instead of
// aggregating four tables (recipe-by-stub.ts). Rows that exist already are filled after start, in the background
// (recipe-json-fill.ts), found through a partial index; until then they read as before.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema-types';
import type { Migration } from './migration';

async function up(trx: Kysely<Database>): Promise<void> {
  await trx.schema.alterTable('recipes').addColumn('sections_json', 'text').execute();
  // The recipes still without it, so the fill at every start finds them (usually none) without reading every row:
  // at a million recipes a scan of the table held a SQLite process for seconds.
  await trx.schema
    .createIndex('recipes_without_sections_json')
    .on('recipes')
    .column('id')
    .where(sql.ref('sections_json'), 'is', null)
    .execute();
}

export const sectionsJson: Migration = { version: 7, name: 'sections json', up };
