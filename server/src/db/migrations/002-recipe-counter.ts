// A running count of recipes: COUNT(*) over 100,000 rows costs PostgreSQL tens of milliseconds per list call.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema-types';
import type { Migration } from './migration';

async function up(trx: Kysely<Database>): Promise<void> {
  await trx.schema
    .createTable('counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into counters (name, value) select 'recipes', count(*) from recipes`.execute(trx);
}

export const recipeCounter: Migration = { version: 2, name: 'recipe counter', up };
