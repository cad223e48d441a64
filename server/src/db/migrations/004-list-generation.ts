// A counter every write transaction bumps: cached list answers (list-cache.ts) are valid while it stays put.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema-types';
import type { Migration } from './migration';

async function up(trx: Kysely<Database>): Promise<void> {
  await sql`insert into counters (name, value) values ('list_generation', 0)`.execute(trx);
}

export const listGeneration: Migration = { version: 4, name: 'list generation', up };
