// Answers of the list query (sorted ids of a filter, whole pages, recipe cards, the tag dictionary), kept
// while the data has not changed: every write transaction bumps the `list_generation` counter (migration 004), and
// a cached value is only used by a request that read the same generation before it. Each server process keeps its
// own caches; the counter lives in the database, so a save through one process is seen by every other at its next
// request.
import { cacheLookups } from '../metrics/registry';

export type SortedIds = Int32Array;

/** About 40 MB of ids at most (a 100,000-recipe list is 400 KB). */
export const DEFAULT_MAX_CACHED_IDS = 10_000_000;
/** Whole pages (15 cards, a few KB each): the first pages of the popular lists. */
export const DEFAULT_MAX_CACHED_PAGES = 2000;
/** Recipe cards' JSON, weighed in estimated bytes: 96 MiB holds about 130,000 cards (about 700 bytes each). */
export const DEFAULT_MAX_CACHED_CARD_BYTES = 96 * 1024 * 1024;

/** A full cache is thinned to this share of its capacity at once. */
const LOW_WATER = 0.9;

/** A cached value and whether it was used since it was stored or last spared. */
interface Slot<V> {
  readonly value: V;
  used: boolean;
}

/**
 * Least recently used goes first, approximately ("second chance"): a hit only marks its entry, and when the
 * cache is full the oldest entries go unless marked; a marked one is spared once, moved to the end. Moving the
 * entry on every hit cost two Map operations per hit (a profile of random deep pages put it at 4 % of a page).
 */
export class GenerationCache<V, K extends string | number = string> {
  private generation = -1;
  /** Oldest first (a Map keeps insertion order). */
  private readonly entries = new Map<K, Slot<V>>();
  private readonly building = new Map<string, Promise<V>>();
  private size = 0;

  private advancing: Promise<void> = Promise.resolve();

  /**
   * `capacity` in the units of `weigh` (default: one per entry); `name` labels its hits and misses on /metrics.
   * `changedSince`: for values of one recipe each (keyed by recipe id), the recipes changed between two
   * generations (null: unknown), so a write drops only what it changed instead of everything.
   */
  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number = () => 1,
    private readonly name = 'list',
    private readonly changedSince?: (from: number, to: number) => Promise<K[] | null>,
  ) {}

  /**
   * The value for `key` as of `generation` (read from the database before this call). `build` runs at most once
   * per key and generation, however many requests ask at the same time.
   */
  async get(key: K, generation: number, build: () => Promise<V>): Promise<V> {
    if (generation > this.generation) this.reset(generation);
    // A request that read an older generation than one seen since: its answer may not be cached.
    if (generation < this.generation) return build();

    const cached = this.hit(key);
    cacheLookups.inc({ cache: this.name, result: cached === undefined ? 'miss' : 'hit' });
    if (cached !== undefined) return cached;
    const flightKey = `${generation}:${key}`;
    let flight = this.building.get(flightKey);
    if (!flight) {
      flight = build().finally(() => this.building.delete(flightKey));
      this.building.set(flightKey, flight);
      void flight.then(
        (value) => this.store(key, generation, value),
        () => undefined,
      );
    }
    return flight;
  }

  /**
   * The values for several keys as of `generation`; `build` reads the missing ones in one go (a key it leaves out
   * is simply absent from the answer). Concurrent requests may read the same missing key twice: harmless.
   */
  async getMany(
    keys: readonly K[],
    generation: number,
    build: (missing: K[]) => Promise<Map<K, V>>,
  ): Promise<Map<K, V>> {
    if (generation > this.generation) await this.advance(generation);
    if (generation < this.generation) return build([...keys]);

    const found = new Map<K, V>();
    const missing: K[] = [];
    for (const key of keys) {
      const cached = this.hit(key);
      if (cached === undefined) missing.push(key);
      else found.set(key, cached);
    }
    if (found.size > 0) cacheLookups.inc({ cache: this.name, result: 'hit' }, found.size);
    if (missing.length > 0) cacheLookups.inc({ cache: this.name, result: 'miss' }, missing.length);
    if (missing.length === 0) return found;
    for (const [key, value] of await build(missing)) {
      found.set(key, value);
      this.store(key, generation, value);
    }
    return found;
  }

  /**
   * Stores, unmetered, what `read` gives as of `generation` while the cache holds less than `share` of its
   * capacity: 'full' once it holds that much, 'stale' when the generation moved on before or during the read
   * (what was read may be out of date: nothing is stored).
   */
  async fill(
    generation: number,
    read: () => Promise<Map<K, V>>,
    share = LOW_WATER,
  ): Promise<'filled' | 'full' | 'stale'> {
    if (generation > this.generation) await this.advance(generation);
    if (generation !== this.generation) return 'stale';
    if (this.size >= this.capacity * share) return 'full';
    const values = await read();
    if (generation !== this.generation) return 'stale';
    for (const [key, value] of values) {
      if (this.size >= this.capacity * share) return 'full';
      this.store(key, generation, value);
    }
    return 'filled';
  }

  /**
   * A write of this process committed as `generation`, changing the values of these keys. When the cache is at the
   * generation just before (no other write came between), it forgets those and moves on without asking the change
   * log; otherwise the next `getMany` reads the log as usual.
   */
  applyOwnWrite(generation: number, changedKeys: readonly K[]): void {
    if (!this.changedSince || this.generation !== generation - 1) return;
    for (const key of changedKeys) this.forget(key);
    this.generation = generation;
  }

  private forget(key: K): void {
    const slot = this.entries.get(key);
    if (slot === undefined) return;
    this.entries.delete(key);
    this.size -= this.weigh(slot.value);
  }

  /** A cached value, marked as used. */
  private hit(key: K): V | undefined {
    const slot = this.entries.get(key);
    if (slot === undefined) return undefined;
    slot.used = true;
    return slot.value;
  }

  /** Moves to `generation`: forgets what changed since (when `changedSince` can tell), else everything. */
  private advance(generation: number): Promise<void> {
    const changedSince = this.changedSince;
    if (!changedSince || this.generation < 0) {
      this.reset(generation);
      return Promise.resolve();
    }
    // One at a time, in order: each step reads the change log between the generation reached and its own.
    this.advancing = this.advancing.then(async () => {
      if (generation <= this.generation) return;
      const changed = await changedSince(this.generation, generation).catch(() => null);
      if (generation <= this.generation) return;
      if (changed === null) {
        this.reset(generation);
        return;
      }
      for (const key of changed) this.forget(key);
      this.generation = generation;
    });
    return this.advancing;
  }

  private reset(generation: number): void {
    this.generation = generation;
    this.entries.clear();
    this.size = 0;
  }

  private store(key: K, generation: number, value: V): void {
    const weight = this.weigh(value);
    if (generation !== this.generation || weight > this.capacity || this.entries.has(key)) return;
    this.entries.set(key, { value, used: false });
    this.size += weight;
    if (this.size <= this.capacity) return;
    // Down to 90 % in one pass: a Map iterator walks past the slots of deleted entries, so one pass per entry
    // stored into a full cache cost more than the cache saved. The iterator also reaches the entries spared
    // and moved to the end during the pass, by then unmarked, so the pass always ends.
    for (const [oldest, slot] of this.entries) {
      if (this.size <= this.capacity * LOW_WATER) break;
      this.entries.delete(oldest);
      if (slot.used) {
        slot.used = false;
        this.entries.set(oldest, slot);
      } else {
        this.size -= this.weigh(slot.value);
      }
    }
  }
}
