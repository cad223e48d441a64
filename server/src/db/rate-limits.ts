// Hit counters in the database, so every server process counts the same hits. A window opens at a key's first
// hit and lasts `windowMs`; windows aligned to the clock would let a burst that straddles a boundary through
// twice over (and reset a count in the middle of it).
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema-types';

type Db = Kysely<Database>;

/**
 * Counts a hit at `now` in the key's window, opening a new one when there is none or it is `windowMs` old;
 * returns the hits in that window so far. One statement (INSERT … ON CONFLICT DO UPDATE … RETURNING, the same
 * on both databases), so concurrent hits from several processes are each counted exactly once.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  if (!Number.isInteger(windowMs) || windowMs <= 0) throw new RangeError('windowMs must be a positive whole number.');
  const open = sql<boolean>`excluded.window_start - rate_limits.window_start < ${windowMs}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now.getTime(), count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${open} then rate_limits.count + 1 else 1 end`,
        window_start: sql<number>`case when ${open} then rate_limits.window_start else excluded.window_start end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

export async function pruneRateLimits(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('window_start', '<', before.getTime()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
