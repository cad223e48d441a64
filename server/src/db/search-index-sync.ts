// Keeps this process's SearchIndex equal to the database: built once in the background (searches use the
// database's full-text index meanwhile), then brought up to a request's list generation by re-reading only the
// recipes the search change log (search-changes.ts) names since the generation the index reflects.
import type { Kysely } from 'kysely';
import { listCounters } from './counters';
import type { Database } from './schema-types';
import { KEPT_GENERATIONS, searchChangesBetween } from './search-changes';
import { SearchIndex, type IndexedRecipe } from './search-index';
import { searchTokens } from './text-fold';

/** Recipes read per step of a full build (≈ 10 ms of work; the event loop gets a turn between steps). */
const BUILD_BATCH = 250;
/** Distinct texts whose words a build remembers: ingredient lines repeat a lot ("salt", "2 eggs"). */
const REMEMBERED_TEXTS = 50_000;

/** The words of a text, remembered for texts seen before. */
class WordsOfText {
  private readonly known = new Map<string, string[]>();

  of(text: string): string[] {
    let words = this.known.get(text);
    if (!words) {
      words = searchTokens(text);
      if (this.known.size >= REMEMBERED_TEXTS) this.known.clear();
      this.known.set(text, words);
    }
    return words;
  }
}

/** What text-fold.ts searchDocument gives for these texts. */
function documentOf(texts: string[], words: WordsOfText): string[] {
  const tokens = new Set<string>();
  for (const text of texts) for (const token of words.of(text)) tokens.add(token);
  return [...tokens];
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The indexed form of these recipes (by id range or by ids), as their search documents were written. */
async function readIndexedRecipes(
  db: Kysely<Database>,
  which: { afterId: number; limit: number } | { ids: number[] },
  words: WordsOfText,
): Promise<IndexedRecipe[]> {
  let query = db.selectFrom('recipes').select(['id', 'name', 'name_sort', 'created_at']).orderBy('id');
  query =
    'ids' in which ? query.where('id', 'in', which.ids) : query.where('id', '>', which.afterId).limit(which.limit);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  // A range reads the children of the same id range; scattered ids (a catch-up) read exactly theirs.
  const ids = rows.map((row) => row.id);
  const first = ids[0] as number;
  const last = ids[ids.length - 1] as number;
  const ingredients = await db
    .selectFrom('ingredients')
    .innerJoin('ingredient_sections', 'ingredient_sections.id', 'ingredients.section_id')
    .select(['ingredient_sections.recipe_id', 'ingredients.ingredient'])
    .where((eb) =>
      'ids' in which
        ? eb('ingredient_sections.recipe_id', 'in', ids)
        : eb.between('ingredient_sections.recipe_id', first, last),
    )
    .execute();
  const tags = await db
    .selectFrom('recipe_tags')
    .innerJoin('tags', 'tags.id', 'recipe_tags.tag_id')
    .select(['recipe_tags.recipe_id', 'tags.id', 'tags.tag', 'tags.shorthand'])
    .where((eb) =>
      'ids' in which ? eb('recipe_tags.recipe_id', 'in', ids) : eb.between('recipe_tags.recipe_id', first, last),
    )
    .execute();
  const textsOf = new Map<number, string[]>(rows.map((row) => [row.id, [row.name]]));
  const tagIdsOf = new Map<number, number[]>(rows.map((row) => [row.id, []]));
  for (const row of ingredients) textsOf.get(row.recipe_id)?.push(row.ingredient);
  for (const row of tags) {
    textsOf.get(row.recipe_id)?.push(row.tag, row.shorthand);
    tagIdsOf.get(row.recipe_id)?.push(row.id);
  }
  return rows.map((row) => ({
    id: row.id,
    nameSort: row.name_sort,
    createdAt: Number(row.created_at),
    tokens: documentOf(textsOf.get(row.id) ?? [], words),
    tagIds: tagIdsOf.get(row.id) ?? [],
  }));
}

export class SearchIndexSync {
  private index: SearchIndex | null = null;
  /** The list generation the index reflects (it may also hold some later changes: they are applied again). */
  private generation = -1;
  private building: Promise<void> | null = null;
  private catchingUp: Promise<void> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /** Starts the first build (e.g. at start-up) unless one runs or ran; resolves when it is in (or failed). */
  warm(): Promise<void> {
    if (this.index) return Promise.resolve();
    this.building ??= this.build()
      .catch(() => undefined)
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  get ready(): boolean {
    return this.index !== null;
  }

  /**
   * The index as of `generation` (read by the request before) or newer; null while there is none yet and
   * `waitForBuild` is false (the caller asks the database instead). A large collection waits for the build: the
   * database's search of a million recipes holds the process for a second at a time (SQLite answers
   * synchronously), which cost every other request more than the wait costs the searches.
   */
  async at(generation: number, waitForBuild = false): Promise<SearchIndex | null> {
    if (!this.index) {
      const building = this.warm();
      if (!waitForBuild) return null;
      await building;
      if (!this.index) return null;
    }
    while (this.generation < generation) {
      this.catchingUp ??= this.catchUp().finally(() => {
        this.catchingUp = null;
      });
      try {
        await this.catchingUp;
      } catch {
        // The database failed the catch-up: this request asks it directly (and fails the same way if it is down).
        return null;
      }
      if (!this.index) return null;
    }
    return this.index;
  }

  /**
   * A write of this process committed as `generation`, with these documents (null: removed). When the index is at
   * the generation just before and not catching up (no other write came between), they are applied as written and
   * the next request needs no catch-up; otherwise the catch-up reads them from the change log as usual.
   */
  applyOwnWrite(generation: number, documents: ReadonlyMap<number, IndexedRecipe | null>): void {
    const index = this.index;
    if (!index || this.catchingUp || this.generation !== generation - 1) return;
    for (const [id, recipe] of documents) {
      if (recipe) index.upsert(recipe);
      else index.remove(id);
    }
    this.generation = generation;
  }

  private async build(): Promise<void> {
    const { generation } = await listCounters(this.db);
    const index = new SearchIndex();
    const words = new WordsOfText();
    for (let afterId = 0; ;) {
      // SQLite's driver answers synchronously: without this turn the build would hold every request until done.
      await nextTurn();
      const batch = await readIndexedRecipes(this.db, { afterId, limit: BUILD_BATCH }, words);
      if (batch.length === 0) break;
      index.add(batch);
      afterId = batch[batch.length - 1]?.id as number;
    }
    await index.sortOrders(nextTurn);
    // Writes during the build have later generations: the first catch-up applies them again.
    this.index = index;
    this.generation = generation;
  }

  private async catchUp(): Promise<void> {
    const { generation } = await listCounters(this.db);
    if (generation - this.generation > KEPT_GENERATIONS) {
      // Too far behind for the change log: searches use the database until a fresh build is in.
      this.index = null;
      void this.warm();
      return;
    }
    const changed = await searchChangesBetween(this.db, this.generation, generation);
    const index = this.index as SearchIndex;
    for (let start = 0; start < changed.length; start += BUILD_BATCH) {
      const ids = changed.slice(start, start + BUILD_BATCH);
      const found = await readIndexedRecipes(this.db, { ids }, new WordsOfText());
      const present = new Set(found.map((recipe) => recipe.id));
      for (const id of ids) if (!present.has(id)) index.remove(id);
      for (const recipe of found) index.upsert(recipe);
    }
    this.generation = Math.max(this.generation, generation);
  }
}
