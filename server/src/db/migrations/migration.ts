import type { Kysely } from 'kysely';
import type { DialectModule } from '../dialects/dialect';
import type { Database } from '../schema-types';

/** One step of the schema. Versions only grow; an applied migration is never edited. */
export interface Migration {
  version: number;
  name: string;
  up(trx: Kysely<Database>, dialect: DialectModule): Promise<void>;
}
