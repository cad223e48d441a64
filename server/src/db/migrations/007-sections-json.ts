// Each recipe's sections and items as one JSON text in its row, so a recipe page reads one row instead of
// aggregating four tables (recipe-by-stub.ts). Rows that exist already are filled after start, in the background
// (sections-json-fill.ts); until then they read as before.
import type { Kysely } from 'kysely';
import type { Database } from '../schema-types';
import type { Migration } from './migration';

async function up(trx: Kysely<Database>): Promise<void> {
  await trx.schema.alterTable('recipes').addColumn('sections_json', 'text').execute();
}

export const sectionsJson: Migration = { version: 7, name: 'sections json', up };
