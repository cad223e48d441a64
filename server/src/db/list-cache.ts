// The sorted ids of expensive list queries (a search, several tags, a deep page), kept while the data has not
// changed: every write transaction bumps the `list_generation` counter (migration 004), and a cached list is only
// used by a request that read the same generation before it. Each server process keeps its own cache; the
// counter lives in the database, so a save through one process is seen by every other at its next request.

export type SortedIds = Int32Array;

/** About 40 MB of ids at most (a 100,000-recipe list is 400 KB). */
export const DEFAULT_MAX_CACHED_IDS = 10_000_000;

export class ListCache {
  private generation = -1;
  /** Least recently used first (Map keeps insertion order; a hit moves the entry to the end). */
  private readonly entries = new Map<string, SortedIds>();
  private readonly building = new Map<string, Promise<SortedIds>>();
  private size = 0;

  constructor(private readonly maxIds = DEFAULT_MAX_CACHED_IDS) {}

  /**
   * The ids for `key` as of `generation` (read from the database before this call). `build` runs at most once
   * per key and generation, however many requests ask at the same time.
   */
  async sortedIds(key: string, generation: number, build: () => Promise<SortedIds>): Promise<SortedIds> {
    if (generation > this.generation) this.reset(generation);
    // A request that read an older generation than a newer one seen since: its answer may not be cached.
    if (generation < this.generation) return build();

    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const flightKey = `${generation}:${key}`;
    let flight = this.building.get(flightKey);
    if (!flight) {
      flight = build().finally(() => this.building.delete(flightKey));
      this.building.set(flightKey, flight);
      void flight.then((ids) => this.store(key, generation, ids), () => undefined);
    }
    return flight;
  }

  private reset(generation: number): void {
    this.generation = generation;
    this.entries.clear();
    this.size = 0;
  }

  private store(key: string, generation: number, ids: SortedIds): void {
    if (generation !== this.generation || ids.length > this.maxIds || this.entries.has(key)) return;
    this.entries.set(key, ids);
    this.size += ids.length;
    for (const [oldest, oldIds] of this.entries) {
      if (this.size <= this.maxIds) break;
      this.entries.delete(oldest);
      this.size -= oldIds.length;
    }
  }
}
