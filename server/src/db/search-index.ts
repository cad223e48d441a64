// The recipes' search words, tags and both sort orders, held in the process's memory, so a search nobody made
// before costs a few passes over arrays instead of a full-text query plus a sort of every match. It holds no
// answers: it is the index itself, kept equal to the database by search-index-sync.ts (which applies every
// change since the generation it reflects). Matching is the database search's: every word of the term is a prefix
// of some word of the recipe's search document (text-fold.ts), and every asked tag is on the recipe.

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
  /** Folded words, each matched as a prefix; at least one word or one tag. */
  tokens: readonly string[];
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

interface Entry {
  nameSort: string;
  createdAt: number;
  terms: Int32Array;
  tagIds: Int32Array;
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

  /** Replaces the contents at once (a full load), sorted by the same order. */
  load(ids: Int32Array, compare: (a: number, b: number) => number): void {
    this.ids = new Int32Array(Math.max(16, ids.length));
    this.ids.set(ids.sort(compare));
    this.length = ids.length;
  }
}

export class SearchIndex {
  private readonly entries = new Map<number, Entry>();
  private readonly termIds = new Map<string, number>();
  private readonly postings: IdList[] = [];
  /** Every term in code-point order, for the range of terms a prefix covers. */
  private sortedTerms: string[] = [];
  private sortedTermsStale = false;
  private readonly tagPostings = new Map<number, IdList>();
  private maxId = 0;
  private readonly byName = new SortedIds((a, b) => this.compareByName(a, b) < 0);
  private readonly byCreated = new SortedIds((a, b) => this.compareByCreated(a, b) < 0);

  get size(): number {
    return this.entries.size;
  }

  /** A first load: `add` every batch of recipes, then `sortOrders` once. */
  add(recipes: Iterable<IndexedRecipe>): void {
    for (const recipe of recipes) this.addEntry(recipe);
  }

  /** Sorts the recipes added with `add` into both orders, one sort each. */
  sortOrders(): void {
    const ids = Int32Array.from(this.entries.keys());
    this.byName.load(ids.slice(), (a, b) => this.compareByName(a, b));
    this.byCreated.load(ids, (a, b) => this.compareByCreated(a, b));
  }

  /** Adds a recipe, or replaces what the index holds for it. */
  upsert(recipe: IndexedRecipe): void {
    this.remove(recipe.id);
    this.addEntry(recipe);
    this.byName.insert(recipe.id);
    this.byCreated.insert(recipe.id);
  }

  remove(id: number): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.byName.remove(id);
    this.byCreated.remove(id);
    for (const term of entry.terms) this.postings[term]?.remove(id);
    for (const tagId of entry.tagIds) this.tagPostings.get(tagId)?.remove(id);
    this.entries.delete(id);
  }

  query(query: IndexQuery): IndexAnswer {
    const levels = [
      ...query.tokens.map((token) => this.prefixPostings(token)),
      ...query.tagIds.map((tagId) => {
        const list = this.tagPostings.get(tagId);
        return list ? [list] : [];
      }),
    ];
    if (levels.length === 0 || levels.length > 255) throw new RangeError('A search takes 1 to 255 words and tags.');
    // The smallest set goes first, so later passes only touch ids that can still match.
    levels.sort((a, b) => postingsLength(a) - postingsLength(b));
    const marks = new Uint8Array(this.maxId + 1);
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
      if (count === 0) return { count: 0, ids: [] };
    }
    return { count, ids: this.page(marks, levels.length, query) };
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

  /** The postings of every term starting with `prefix`. */
  private prefixPostings(prefix: string): IdList[] {
    if (this.sortedTermsStale) {
      this.sortedTerms = [...this.termIds.keys()].sort(compareCodePoints);
      this.sortedTermsStale = false;
    }
    const terms = this.sortedTerms;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareCodePoints(terms[middle] as string, prefix) < 0) low = middle + 1;
      else high = middle;
    }
    const lists: IdList[] = [];
    for (let i = low; i < terms.length && (terms[i] as string).startsWith(prefix); i += 1) {
      const list = this.postings[this.termIds.get(terms[i] as string) as number];
      if (list && list.length > 0) lists.push(list);
    }
    return lists;
  }

  private addEntry(recipe: IndexedRecipe): void {
    const terms = new Int32Array(recipe.tokens.length);
    recipe.tokens.forEach((token, index) => {
      let term = this.termIds.get(token);
      if (term === undefined) {
        term = this.postings.length;
        this.termIds.set(token, term);
        this.postings.push(new IdList());
        this.sortedTermsStale = true;
      }
      terms[index] = term;
      this.postings[term]?.add(recipe.id);
    });
    for (const tagId of recipe.tagIds) {
      let list = this.tagPostings.get(tagId);
      if (!list) this.tagPostings.set(tagId, (list = new IdList()));
      list.add(recipe.id);
    }
    this.entries.set(recipe.id, { nameSort: recipe.nameSort, createdAt: recipe.createdAt, terms, tagIds: Int32Array.from(recipe.tagIds) });
    this.maxId = Math.max(this.maxId, recipe.id);
  }

  private compareByName(a: number, b: number): number {
    return compareCodePoints((this.entries.get(a) as Entry).nameSort, (this.entries.get(b) as Entry).nameSort) || a - b;
  }

  private compareByCreated(a: number, b: number): number {
    return (this.entries.get(a) as Entry).createdAt - (this.entries.get(b) as Entry).createdAt || a - b;
  }
}

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
