// After a start the card cache is empty, and until traffic has filled it every deep or tag page reads its fifteen
// cards from the database and grows the heap by them: a fresh server's first 40,000 random deep pages cost about
// half again as much CPU as later ones (bench/perf-notes.md §19). This fills it in the background, newest
// recipes first (the ones most visited on a large site whose cards do not all fit).
import type { Kysely } from 'kysely';
import { listCounters } from './counters';
import type { GenerationCache } from './list-cache';
import { cardsOfRows } from './recipe-reads';
import type { Database } from './schema-types';

/** Cards read per step (a few milliseconds; the event loop gets a turn between steps). */
const WARM_BATCH = 500;

/** Batches read again in a row because a write came between, before giving up (traffic fills the cache anyway). */
const STALE_TRIES = 10;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Fills `cards` until it is nearly full or every recipe's card is in; resolves with the number of cards read. */
export async function warmCardCache(db: Kysely<Database>, cards: GenerationCache<string, number>): Promise<number> {
  let beforeId: number | null = null;
  let read = 0;
  let staleInARow = 0;
  for (;;) {
    await nextTurn();
    const { generation } = await listCounters(db);
    let batch: { id: number }[] = [];
    const outcome = await cards.fill(generation, async () => {
      let query = db.selectFrom('recipes').select(['id', 'card_json']).orderBy('id', 'desc').limit(WARM_BATCH);
      if (beforeId !== null) query = query.where('id', '<', beforeId);
      const rows = await query.execute();
      batch = rows;
      return cardsOfRows(db, rows);
    });
    // A write came between: the same batch again, as of the new generation.
    if (outcome === 'stale') {
      if (++staleInARow >= STALE_TRIES) return read;
      continue;
    }
    staleInARow = 0;
    read += batch.length;
    const last = batch[batch.length - 1];
    if (outcome === 'full' || !last || batch.length < WARM_BATCH) return read;
    beforeId = last.id;
  }
}
