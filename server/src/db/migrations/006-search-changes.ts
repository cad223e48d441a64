// Which recipes each write changed, by list generation, so every process can bring its in-memory search index
// (search-index-sync.ts) up to date by reading only what changed. Rows are written with the generation the write
// bumps to (counters.ts) and pruned once no process can still need them.
import type { Kysely } from 'kysely';
import type { Database } from '../schema-types';
import type { Migration } from './migration';

async function up(trx: Kysely<Database>): Promise<void> {
  await trx.schema
    .createTable('search_changes')
    // Nullable: the first version of this log wrote rows before their generation was known.
    .addColumn('generation', 'bigint')
    .addColumn('recipe_id', 'integer', (c) => c.notNull())
    .execute();
  await trx.schema.createIndex('search_changes_generation').on('search_changes').column('generation').execute();
}

export const searchChanges: Migration = { version: 6, name: 'search changes', up };
