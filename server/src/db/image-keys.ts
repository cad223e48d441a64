// Which image files recipes reference. Files are shared by content (recipes/image-references.ts), so a file a
// write leaves behind is deleted only when no recipe names it.
import type { Kysely } from 'kysely';
import { chunks } from './chunks';
import type { Database } from './schema-types';

/** Keys per statement: three times as many parameters, under every database's limit. */
const KEYS_PER_STATEMENT = 300;

const IMAGE_COLUMNS = ['image_original', 'image_page', 'image_thumbnail'] as const;

/**
 * Every image file name some recipe references (the start-up sweep of orphan files): read off each image column's
 * index rather than the table, whose rows hold the recipes' sections (at 100,000 recipes a 600 MB scan).
 */
export async function allReferencedImageKeys(db: Kysely<Database>): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const column of IMAGE_COLUMNS) {
    const rows = await db
      .selectFrom('recipes')
      .select(`${column} as key`)
      .distinct()
      .where(column, 'is not', null)
      .execute();
    for (const { key } of rows) if (key !== null) keys.add(key);
  }
  return keys;
}

/**
 * Those of these image file names that some recipe references, found by the index of each image column: a
 * handful of rows, however many recipes the site holds.
 */
export async function referencedImageKeysAmong(db: Kysely<Database>, keys: readonly string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (const batch of chunks([...new Set(keys)], KEYS_PER_STATEMENT)) {
    const asked = new Set(batch);
    const rows = await db
      .selectFrom('recipes')
      .select(IMAGE_COLUMNS)
      .where((eb) => eb.or(IMAGE_COLUMNS.map((column) => eb(column, 'in', batch))))
      .execute();
    for (const row of rows)
      for (const column of IMAGE_COLUMNS) {
        const key = row[column];
        if (key !== null && asked.has(key)) referenced.add(key);
      }
  }
  return referenced;
}
