// The recipes' search words, tags and both sort orders, held in the process's memory, so a search nobody made
// before costs a few passes over arrays instead of a full-text query plus a sort of every match. It holds no
// answers: it is the index itself, kept equal to the database by search-index-sync.ts (which applies every
// change since the generation it reflects). Matching is the database search's: every word of the term starts some
// word of the recipe's search document or is exactly one of the word's forms (text-fold.ts SearchWord), and every
// asked tag is on the recipe.

import { sortInSteps } from './sort-in-steps';
import type { SearchWord } from './text-fold';

/** One recipe as the index needs it. */
export interface IndexedRecipe {
  id: number;
  /** text-fold.ts nameSortKey. */
  nameSort: string;
  createdAt: number;
  /** The recipe's search document (distinct folded words). */
  tokens: readonly string[];
  tagIds: readonly number[];
}

export interface IndexQuery {
  /** The search term's words (text-fold.ts searchTermWords); at least one word or one tag. */
  words: readonly SearchWord[];
  tagIds: readonly number[];
  sortField: 'name' | 'created_at';
  sortDir: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export interface IndexAnswer {
  count: number;
  /** The page's recipe ids, in the asked order. */
  ids: number[];
}

/** A growable list of recipe ids in no particular order. */
class IdList {
  ids = new Int32Array(4);
  length = 0;

  add(id: number): void {
    if (this.length === this.ids.length) {
      const grown = new Int32Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    this.ids[this.length++] = id;
  }

  remove(id: number): void {
    const at = this.ids.subarray(0, this.length).indexOf(id);
    if (at < 0) return;
    this.length -= 1;
    this.ids[at] = this.ids[this.length] as number;
  }
}

/** Numbers per recipe id, grown as ids grow. */
function grown<T extends Int32Array | Float64Array | Uint16Array | Uint8Array>(
  array: T,
  size: number,
  make: (length: number) => T,
): T {
  if (size <= array.length) return array;
  const bigger = make(Math.max(size, array.length * 2));
  bigger.set(array);
  return bigger;
}

/** Recipe ids kept sorted by a key, with insertion and removal by binary search. */
class SortedIds {
  ids = new Int32Array(16);
  length = 0;

  constructor(private readonly before: (a: number, b: number) => boolean) {}

  private position(id: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.before(this.ids[middle] as number, id)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  insert(id: number): void {
    if (this.length === this.ids.length) {
      const grown = new Int32Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    const at = this.position(id);
    this.ids.copyWithin(at + 1, at, this.length);
    this.ids[at] = id;
    this.length += 1;
  }

  /** Call before the entry's keys change. */
  remove(id: number): void {
    const at = this.position(id);
    if (this.ids[at] !== id) return;
    this.ids.copyWithin(at, at + 1, this.length);
    this.length -= 1;
  }

  /** Replaces the contents at once (a full load) with ids already in this order. */
  load(sorted: Int32Array): void {
    this.ids = new Int32Array(Math.max(16, sorted.length));
    this.ids.set(sorted);
    this.length = sorted.length;
  }
}

export class SearchIndex {
  // Per recipe id (ids are dense): whether it is indexed, its sort keys, and where its term ids and then its tag
  // ids sit in `arena`. One array each rather than an object per recipe: a tenth of the memory at a million.
  private present = new Uint8Array(16);
  private nameSorts: Array<string | undefined> = [];
  private createdAts = new Float64Array(16);
  private starts = new Int32Array(16);
  private termCounts = new Int32Array(16);
  private tagCounts = new Uint16Array(16);
  /** 1 when the name key has a UTF-16 unit from U+D800 up (where JavaScript's string order is not UTF-8's). */
  private highUnits = new Uint8Array(16);
  private arena = new Int32Array(1024);
  private arenaLength = 0;
  /** Arena slots of replaced or removed recipes, reclaimed by compacting once they outweigh the live ones. */
  private arenaGarbage = 0;
  private count = 0;
  private maxId = 0;
  /** A byte per recipe id: how many of a query's words and tags it has matched so far. */
  private marks = new Uint8Array(16);

  private readonly termIds = new Map<string, number>();
  /** By term id: the term's recipes, and the term itself (undefined once no recipe has it). */
  private readonly postings: IdList[] = [];
  private readonly terms: Array<string | undefined> = [];
  /** Ids of terms no recipe has any more, given to the next new terms (a site's one-off words do not pile up). */
  private readonly freeTermIds: number[] = [];
  /**
   * Every term in code-point order, for the range of terms a prefix covers: sorted once after a first load, then
   * kept in order term by term (a new word in a save is one binary search, not a sort of every term).
   */
  private sortedTerms: string[] = [];
  private sortedTermsStale = false;
  private readonly tagPostings = new Map<number, IdList>();
  private readonly byName = new SortedIds((a, b) => this.compareByName(a, b) < 0);
  private readonly byCreated = new SortedIds((a, b) => this.compareByCreated(a, b) < 0);

  get size(): number {
    return this.count;
  }

  /** A first load: `add` every batch of recipes, then `sortOrders` once. */
  add(recipes: Iterable<IndexedRecipe>): void {
    // Its terms are sorted all at once, at the first prefix search after it.
    this.sortedTermsStale = true;
    for (const recipe of recipes) this.addEntry(recipe);
  }

  /** How many distinct words the recipes have now. */
  get termCount(): number {
    return this.termIds.size;
  }

  /**
   * Sorts the recipes added with `add` into both orders; `pause` is awaited between steps of the sorts, so a
   * large first load does not hold other work (see sort-in-steps.ts).
   */
  async sortOrders(pause: () => Promise<void> = async () => undefined): Promise<void> {
    const ids = new Int32Array(this.count);
    let next = 0;
    for (let id = 0; id <= this.maxId; id += 1) if (this.present[id]) ids[next++] = id;
    this.byName.load(await sortInSteps(ids, (a, b) => this.compareByName(a, b), pause));
    this.byCreated.load(await sortInSteps(ids, (a, b) => this.compareByCreated(a, b), pause));
  }

  /** Adds a recipe, or replaces what the index holds for it. */
  upsert(recipe: IndexedRecipe): void {
    this.remove(recipe.id);
    this.addEntry(recipe);
    this.byName.insert(recipe.id);
    this.byCreated.insert(recipe.id);
  }

  remove(id: number): void {
    if (!this.present[id]) return;
    this.byName.remove(id);
    this.byCreated.remove(id);
    const start = this.starts[id] as number;
    const terms = this.termCounts[id] as number;
    const tags = this.tagCounts[id] as number;
    for (let i = start; i < start + terms; i += 1) {
      const term = this.arena[i] as number;
      const list = this.postings[term];
      list?.remove(id);
      if (list?.length === 0) this.dropTerm(term);
    }
    for (let i = start + terms; i < start + terms + tags; i += 1)
      this.tagPostings.get(this.arena[i] as number)?.remove(id);
    this.present[id] = 0;
    this.nameSorts[id] = undefined;
    this.arenaGarbage += terms + tags;
    this.count -= 1;
  }

  /** Every match of words and tags (none: every recipe) in ascending sort order, for the cache of sorted ids. */
  allMatches(filter: Pick<IndexQuery, 'words' | 'tagIds' | 'sortField'>): Int32Array {
    const order = filter.sortField === 'name' ? this.byName : this.byCreated;
    if (filter.words.length === 0 && filter.tagIds.length === 0) return order.ids.slice(0, order.length);
    const marked = this.mark(filter);
    if (!marked) return new Int32Array(0);
    const matches = new Int32Array(marked.count);
    let next = 0;
    const { ids, length } = order;
    for (let i = 0; i < length && next < matches.length; i += 1) {
      const id = ids[i] as number;
      if (marked.marks[id] === marked.level) matches[next++] = id;
    }
    return matches;
  }

  query(query: IndexQuery): IndexAnswer {
    const marked = this.mark(query);
    if (!marked) return { count: 0, ids: [] };
    return { count: marked.count, ids: this.page(marked.marks, marked.level, query) };
  }

  /** Marks every match with `level` in a byte per recipe id; null when nothing matches. */
  private mark(
    query: Pick<IndexQuery, 'words' | 'tagIds'>,
  ): { marks: Uint8Array; level: number; count: number } | null {
    const levels = [
      ...query.words.map((word) => this.wordPostings(word)),
      ...query.tagIds.map((tagId) => {
        const list = this.tagPostings.get(tagId);
        return list ? [list] : [];
      }),
    ];
    if (levels.length === 0 || levels.length > 255) throw new RangeError('A search takes 1 to 255 words and tags.');
    // The smallest set goes first, so later passes only touch ids that can still match.
    levels.sort((a, b) => postingsLength(a) - postingsLength(b));
    // One buffer for every query (a query runs start to end without yielding): allocating 100 KB per search at
    // thousands of searches a second kept the garbage collector busy. Cleared before use, not after, so a
    // query that throws leaves nothing behind for the next.
    if (this.marks.length <= this.maxId) this.marks = new Uint8Array(Math.max(this.maxId + 1, this.marks.length * 2));
    const marks = this.marks;
    marks.fill(0, 0, this.maxId + 1);
    let count = 0;
    for (const [index, lists] of levels.entries()) {
      count = 0;
      for (const list of lists) {
        const { ids, length } = list;
        for (let i = 0; i < length; i += 1) {
          const id = ids[i] as number;
          if (marks[id] === index) {
            marks[id] = index + 1;
            count += 1;
          }
        }
      }
      if (count === 0) return null;
    }
    return { marks, level: levels.length, count };
  }

  private page(marks: Uint8Array, level: number, query: IndexQuery): number[] {
    const order = query.sortField === 'name' ? this.byName : this.byCreated;
    const { ids, length } = order;
    const page: number[] = [];
    const end = query.offset + query.limit;
    let seen = 0;
    const step = query.sortDir === 'asc' ? 1 : -1;
    for (let i = step === 1 ? 0 : length - 1; i >= 0 && i < length && seen < end; i += step) {
      const id = ids[i] as number;
      if (marks[id] !== level) continue;
      if (seen >= query.offset) page.push(id);
      seen += 1;
    }
    return page;
  }

  /** The postings of every term a search word matches: those starting with its prefix, and its forms. */
  private wordPostings(word: SearchWord): IdList[] {
    const lists = this.prefixPostings(word.prefix);
    for (const form of word.forms) {
      const term = this.termIds.get(form);
      const list = term === undefined ? undefined : this.postings[term];
      if (list && list.length > 0) lists.push(list);
    }
    return lists;
  }

  /** The postings of every term starting with `prefix`. */
  private prefixPostings(prefix: string): IdList[] {
    if (this.sortedTermsStale) {
      this.sortedTerms = [...this.termIds.keys()].sort(compareCodePoints);
      this.sortedTermsStale = false;
    }
    const terms = this.sortedTerms;
    const lists: IdList[] = [];
    for (let i = this.sortedTermPosition(prefix); i < terms.length && (terms[i] as string).startsWith(prefix); i += 1) {
      const list = this.postings[this.termIds.get(terms[i] as string) as number];
      if (list && list.length > 0) lists.push(list);
    }
    return lists;
  }

  private addEntry(recipe: IndexedRecipe): void {
    const { id } = recipe;
    const size = id + 1;
    this.present = grown(this.present, size, (length) => new Uint8Array(length));
    this.createdAts = grown(this.createdAts, size, (length) => new Float64Array(length));
    this.starts = grown(this.starts, size, (length) => new Int32Array(length));
    this.termCounts = grown(this.termCounts, size, (length) => new Int32Array(length));
    this.tagCounts = grown(this.tagCounts, size, (length) => new Uint16Array(length));
    this.highUnits = grown(this.highUnits, size, (length) => new Uint8Array(length));
    if (this.arenaGarbage > this.arenaLength / 2 && this.arenaGarbage > 100_000) this.compactArena();
    const needed = recipe.tokens.length + recipe.tagIds.length;
    this.arena = grown(this.arena, this.arenaLength + needed, (length) => new Int32Array(length));

    const start = this.arenaLength;
    let at = start;
    for (const token of recipe.tokens) {
      let term = this.termIds.get(token);
      if (term === undefined) term = this.newTerm(token);
      this.arena[at++] = term;
      this.postings[term]?.add(id);
    }
    for (const tagId of recipe.tagIds) {
      let list = this.tagPostings.get(tagId);
      if (!list) this.tagPostings.set(tagId, (list = new IdList()));
      list.add(id);
      this.arena[at++] = tagId;
    }
    this.arenaLength = at;
    this.present[id] = 1;
    this.nameSorts[id] = recipe.nameSort;
    this.highUnits[id] = HIGH_UNIT.test(recipe.nameSort) ? 1 : 0;
    this.createdAts[id] = recipe.createdAt;
    this.starts[id] = start;
    this.termCounts[id] = recipe.tokens.length;
    this.tagCounts[id] = recipe.tagIds.length;
    this.count += 1;
    this.maxId = Math.max(this.maxId, id);
  }

  private newTerm(token: string): number {
    const term = this.freeTermIds.pop() ?? this.postings.length;
    this.termIds.set(token, term);
    this.terms[term] = token;
    this.postings[term] = new IdList();
    if (!this.sortedTermsStale) this.sortedTerms.splice(this.sortedTermPosition(token), 0, token);
    return term;
  }

  private dropTerm(term: number): void {
    const token = this.terms[term];
    if (token === undefined) return;
    this.termIds.delete(token);
    this.terms[term] = undefined;
    this.freeTermIds.push(term);
    if (!this.sortedTermsStale) this.sortedTerms.splice(this.sortedTermPosition(token), 1);
  }

  /** Where `token` is, or would go, in `sortedTerms`. */
  private sortedTermPosition(token: string): number {
    const terms = this.sortedTerms;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareCodePoints(terms[middle] as string, token) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Moves every indexed recipe's ids to the front of a fresh arena, dropping the slots of replaced ones. */
  private compactArena(): void {
    const arena = new Int32Array(Math.max(1024, (this.arenaLength - this.arenaGarbage) * 2));
    let at = 0;
    for (let id = 0; id <= this.maxId; id += 1) {
      if (!this.present[id]) continue;
      const start = this.starts[id] as number;
      const length = (this.termCounts[id] as number) + (this.tagCounts[id] as number);
      arena.set(this.arena.subarray(start, start + length), at);
      this.starts[id] = at;
      at += length;
    }
    this.arena = arena;
    this.arenaLength = at;
    this.arenaGarbage = 0;
  }

  private compareByName(a: number, b: number): number {
    const x = this.nameSorts[a] as string;
    const y = this.nameSorts[b] as string;
    if (x === y) return a - b;
    // JavaScript's own comparison (UTF-16 units) is the code-point order whenever one side has no unit from
    // U+D800 up (see compareCodePoints); it is several times faster, which a million recipes notice.
    if (!this.highUnits[a] || !this.highUnits[b]) return x < y ? -1 : 1;
    return compareCodePoints(x, y);
  }

  private compareByCreated(a: number, b: number): number {
    return (this.createdAts[a] as number) - (this.createdAts[b] as number) || a - b;
  }
}

const HIGH_UNIT = /[\ud800-\uffff]/;

function postingsLength(lists: IdList[]): number {
  return lists.reduce((sum, list) => sum + list.length, 0);
}

/**
 * Byte-wise UTF-8 order, as both databases compare name keys: code point order. JavaScript's `<` compares UTF-16
 * code units, which differs only for characters above U+FFFF against U+E000–U+FFFF.
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const surrogateX = x >= 0xd800 && x <= 0xdfff;
    const surrogateY = y >= 0xd800 && y <= 0xdfff;
    if (surrogateX !== surrogateY) return surrogateX ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}
