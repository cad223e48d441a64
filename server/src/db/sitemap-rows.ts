// The rows a sitemap lists: every recipe's current stub and last change, in id order, read a batch at a time.
import type { Kysely } from 'kysely';
import type { Database } from './schema-types';
import type { SitemapRow, SitemapRowsQuery } from './store';
import { toIso } from './times';

/** A batch in id order: after `afterId` (keyset, cheap at any depth) or from `offset` (where a part starts). */
export async function sitemapRows(db: Kysely<Database>, query: SitemapRowsQuery): Promise<SitemapRow[]> {
  let rows = db.selectFrom('recipes').select(['id', 'stub', 'updated_at']).orderBy('id').limit(query.limit);
  if (query.afterId !== undefined) rows = rows.where('id', '>', query.afterId);
  else if (query.offset) rows = rows.offset(query.offset);
  return (await rows.execute()).map((row) => ({ id: row.id, stub: row.stub, updated_at: toIso(row.updated_at) }));
}
