// The tag list: seeded, added to by a collection import (ensureTags) and by an editor (createTag).
import type { Kysely } from 'kysely';
import type { DialectModule } from './dialects/dialect';
import { DuplicateTagError } from './errors';
import type { Database } from './schema-types';
import type { NewTag, Tag } from './store';
import { foldText } from './text-fold';

type Db = Kysely<Database>;

export function listTags(db: Db): Promise<Tag[]> {
  return db.selectFrom('tags').select(['id', 'tag', 'shorthand']).orderBy('tag').orderBy('id').execute();
}

/** How two names or shorthands are compared: case, accents and spacing aside ("Crème  Brûlée" = "creme brulee"). */
function tagKey(text: string): string {
  return foldText(text.trim().replace(/\s+/g, ' '));
}

export async function ensureTags(trx: Db, dialect: DialectModule, tags: NewTag[]): Promise<void> {
  if (tags.length === 0) return;
  // Waits for a createTag in progress, so its check and this insert cannot cross.
  await dialect.lock(trx, 'tags');
  await trx
    .insertInto('tags')
    .values(tags.map(({ tag, shorthand }) => ({ tag, shorthand })))
    .onConflict((conflict) => conflict.column('shorthand').doNothing())
    .execute();
}

/**
 * Adds one tag, inside a write transaction; DuplicateTagError when a tag has the same name or shorthand, compared
 * folded. The `tags` lock (and SQLite's one writer) makes the check and the insert one step: of two creates of one
 * name, the second sees the first.
 */
export async function createTag(trx: Db, dialect: DialectModule, newTag: NewTag): Promise<Tag> {
  await dialect.lock(trx, 'tags');
  const existing = await listTags(trx);
  const sameName = existing.find((tag) => tagKey(tag.tag) === tagKey(newTag.tag));
  if (sameName) throw new DuplicateTagError('tag', sameName);
  const sameShorthand = existing.find((tag) => tagKey(tag.shorthand) === tagKey(newTag.shorthand));
  if (sameShorthand) throw new DuplicateTagError('shorthand', sameShorthand);
  return trx
    .insertInto('tags')
    .values({ tag: newTag.tag, shorthand: newTag.shorthand })
    .returning(['id', 'tag', 'shorthand'])
    .executeTakeFirstOrThrow();
}
