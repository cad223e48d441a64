// The tag list (fixed by the seed; no API changes it).
import type { Kysely } from 'kysely';
import type { Database } from './schema-types';
import type { NewTag, Tag } from './store';

type Db = Kysely<Database>;

export function listTags(db: Db): Promise<Tag[]> {
  return db.selectFrom('tags').select(['id', 'tag', 'shorthand']).orderBy('tag').orderBy('id').execute();
}

export async function ensureTags(db: Db, tags: NewTag[]): Promise<void> {
  if (tags.length === 0) return;
  await db
    .insertInto('tags')
    .values(tags.map(({ tag, shorthand }) => ({ tag, shorthand })))
    .onConflict((conflict) => conflict.column('shorthand').doNothing())
    .execute();
}
