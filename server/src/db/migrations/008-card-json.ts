// Each recipe's list card as one JSON text in its row, so a list page reads one short text per recipe instead of
// its columns and tags, and builds no objects for it (recipe-reads.ts). Rows that exist already are filled after
// start, in the background (recipe-json-fill.ts), found through a partial index; until then they read as before.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema-types';
import type { Migration } from './migration';

async function up(trx: Kysely<Database>): Promise<void> {
  await trx.schema.alterTable('recipes').addColumn('card_json', 'text').execute();
  await trx.schema
    .createIndex('recipes_without_card_json')
    .on('recipes')
    .column('id')
    .where(sql.ref('card_json'), 'is', null)
    .execute();
}

export const cardJson: Migration = { version: 8, name: 'card json', up };
