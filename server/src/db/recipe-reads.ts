// Reading recipes: the list query of docs/design.md §3 (one full recipe by stub: recipe-by-stub.ts).
import { CompiledQuery, sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { PAGE_SIZE, SEARCH_MIN_LENGTH, type RecipeListQuery, type Tag } from '@simple-recipes/shared-api/types';
import { cardJson } from '../recipes/list-json';
import { chunks } from './chunks';
import { listCounters } from './counters';
import type { DialectModule } from './dialects/dialect';
import type { GenerationCache, SortedIds } from './list-cache';
import type { Database, RecipesTable } from './schema-types';
import type { RecipeImage, RecipeListResult, StoredRecipeSummary } from './store';
import type { SearchIndexSync } from './search-index-sync';
import { searchTermWords, type SearchWord } from './text-fold';
import { toIso } from './times';

const SUMMARY_COLUMNS = [
  'recipes.id',
  'recipes.name',
  'recipes.stub',
  'recipes.serving_count',
  'recipes.prep_time',
  'recipes.cooking_time',
  'recipes.image_original',
  'recipes.image_page',
  'recipes.image_thumbnail',
  'recipes.image_placeholder',
  'recipes.created_at',
] as const;

type SummaryRow = Pick<
  Selectable<RecipesTable>,
  | 'id'
  | 'name'
  | 'stub'
  | 'serving_count'
  | 'prep_time'
  | 'cooking_time'
  | 'image_original'
  | 'image_page'
  | 'image_thumbnail'
  | 'image_placeholder'
  | 'created_at'
>;

const EMPTY: RecipeListResult = { cards: [], count: 0 };

export function imageOf(
  row: Pick<SummaryRow, 'image_original' | 'image_page' | 'image_thumbnail' | 'image_placeholder'>,
): RecipeImage | null {
  if (!row.image_original || !row.image_page || !row.image_thumbnail) return null;
  return {
    original: row.image_original,
    page: row.image_page,
    thumbnail: row.image_thumbnail,
    placeholder: row.image_placeholder ?? '',
  };
}

export function toSummary(row: SummaryRow, tags: Tag[]): StoredRecipeSummary {
  return {
    id: row.id,
    name: row.name,
    stub: row.stub,
    serving_count: row.serving_count,
    prep_time: row.prep_time,
    cooking_time: row.cooking_time,
    image: imageOf(row),
    tags,
    created_at: toIso(row.created_at),
  };
}

/** A tag with how many recipes carry it. */
interface TagEntry extends Tag {
  uses: number;
}

/** Every tag (a site has a handful) by shorthand, read once per list generation: tag filters need no join. */
export interface TagDictionary {
  byShorthand: Map<string, TagEntry>;
  /**
   * By lower-case shorthand, for a shorthand asked in another case (`veg` for `VEG`). Shorthands are unique only as
   * written, so where two differ only by case the exact one is taken first, and here the one of the lowest id.
   */
  byLowerShorthand: Map<string, TagEntry>;
}

async function loadTagDictionary(db: Kysely<Database>): Promise<TagDictionary> {
  const rows = await db.selectFrom('tags').select(['id', 'tag', 'shorthand', 'recipe_count']).orderBy('id').execute();
  const dictionary: TagDictionary = { byShorthand: new Map(), byLowerShorthand: new Map() };
  for (const row of rows) {
    const entry = { id: row.id, tag: row.tag, shorthand: row.shorthand, uses: Number(row.recipe_count) };
    dictionary.byShorthand.set(row.shorthand, entry);
    const lower = row.shorthand.toLowerCase();
    if (!dictionary.byLowerShorthand.has(lower)) dictionary.byLowerShorthand.set(lower, entry);
  }
  return dictionary;
}

function tagDictionary(db: Kysely<Database>, context: ListContext, generation: number): Promise<TagDictionary> {
  return context.tags.get('tags', generation, () => loadTagDictionary(db));
}

/**
 * The tags of the given shorthands (in any case), rarest first (the joins start from the smallest set), with how
 * many recipes carry each; undefined when a shorthand is unknown (then nothing can match).
 */
function tagsOfShorthands(
  dictionary: TagDictionary,
  shorthands: string[],
): Array<{ id: number; uses: number }> | undefined {
  const wanted = [...new Set(shorthands.map((shorthand) => shorthand.trim()).filter(Boolean))];
  const found = wanted.map(
    (shorthand) => dictionary.byShorthand.get(shorthand) ?? dictionary.byLowerShorthand.get(shorthand.toLowerCase()),
  );
  if (found.some((tag) => tag === undefined)) return undefined;
  // `veg,VEG` names one tag twice.
  const distinct = new Map((found as TagEntry[]).map(({ id, uses }) => [id, { id, uses }]));
  return [...distinct.values()].sort((a, b) => a.uses - b.uses || a.id - b.id);
}

/** The tags of several recipes in one query, each list ordered by tag name. */
export async function tagsOfRecipes(db: Kysely<Database>, recipeIds: number[]): Promise<Map<number, Tag[]>> {
  const byRecipe = new Map<number, Tag[]>(recipeIds.map((id) => [id, []]));
  if (recipeIds.length === 0) return byRecipe;
  const rows = await db
    .selectFrom('recipe_tags')
    .innerJoin('tags', 'tags.id', 'recipe_tags.tag_id')
    .select(['recipe_tags.recipe_id', 'tags.id', 'tags.tag', 'tags.shorthand'])
    .where('recipe_tags.recipe_id', 'in', recipeIds)
    .orderBy('tags.tag')
    .orderBy('tags.id')
    .execute();
  for (const row of rows) byRecipe.get(row.recipe_id)?.push({ id: row.id, tag: row.tag, shorthand: row.shorthand });
  return byRecipe;
}

/**
 * The ids matching the filters, as a query that never reads the recipes table: it starts from the search
 * matches or the rarest tag, and joins one (recipe_id, tag_id) lookup per further tag.
 */
function matchingIds(dialect: DialectModule, tagIds: number[], words: SearchWord[] | null): RawBuilder<{ id: number }> {
  const [first, ...rest] = words ? [undefined, ...tagIds] : tagIds;
  const source = words ? sql`${dialect.matchingRecipeIds(words)} as m` : sql`recipe_tags as t0`;
  const id = words ? sql.ref('m.id') : sql.ref('t0.recipe_id');
  // CROSS JOIN makes SQLite keep this order (the search, run once, drives the lookups; never the reverse, which
  // would run the search once per tagged recipe); PostgreSQL plans it as a plain join.
  const joins: RawBuilder<unknown>[] = [];
  const conditions: RawBuilder<unknown>[] = first === undefined ? [] : [sql`t0.tag_id = ${first}`];
  rest.forEach((tagId, index) => {
    const alias = sql.table(`t${index + 1}`);
    joins.push(sql`cross join recipe_tags as ${alias}`);
    conditions.push(sql`${alias}.recipe_id = ${id} and ${alias}.tag_id = ${tagId}`);
  });
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql<{ id: number }>`(select ${id} as id from ${source} ${sql.join(joins, sql` `)} ${where})`;
}

interface ListFilters {
  /** Rarest first. */
  tags: Array<{ id: number; uses: number }>;
  /** null: no search. */
  words: SearchWord[] | null;
}

/** The ids of one page of the whole list, read off the sort index (only near the start: see ListContext). */
function pageIdsQuery(db: Kysely<Database>, query: RecipeListQuery) {
  const direction = query.sortDir === 'desc' ? 'desc' : 'asc';
  return db
    .selectFrom('recipes')
    .select('recipes.id')
    .orderBy(sortColumnOf(query.sortField), direction)
    .orderBy('recipes.id', direction)
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
}

/**
 * Every matching id in ascending sort order (ties by id), for the list cache. Search matches and rare tags are
 * collected and sorted; a tag most recipes carry is cheaper read in order off the sort index.
 */
async function sortedIdsQuery(
  db: Kysely<Database>,
  dialect: DialectModule,
  filters: ListFilters,
  sortField: RecipeListQuery['sortField'],
  total: number,
): Promise<SortedIds> {
  const { tags, words } = filters;
  let ids = db.selectFrom('recipes').select('recipes.id');
  if (words === null && tags.length === 0) {
    ids = ids.orderBy(sortColumnOf(sortField));
  } else if (words === null && (tags[0]?.uses ?? 0) * 4 > total) {
    for (const tag of tags) {
      ids = ids.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('recipe_tags')
            .select('recipe_tags.tag_id')
            .whereRef('recipe_tags.recipe_id', '=', 'recipes.id')
            .where('recipe_tags.tag_id', '=', tag.id),
        ),
      );
    }
    ids = ids.orderBy(sortColumnOf(sortField));
  } else {
    ids = ids
      .where(
        'recipes.id',
        'in',
        sql<number>`(select id from ${matchingIds(
          dialect,
          tags.map((tag) => tag.id),
          words,
        )} as matches)`,
      )
      .orderBy(sortExpressionOf(sortField));
  }
  const rows = await ids.orderBy('recipes.id').execute();
  return Int32Array.from(rows, (row) => row.id);
}

function sortColumnOf(sortField: RecipeListQuery['sortField']) {
  return sortField === 'created_at' ? ('recipes.created_at' as const) : ('recipes.name_sort' as const);
}

function sortExpressionOf(sortField: RecipeListQuery['sortField']) {
  return sortField === 'created_at' ? sql`recipes.created_at + 0` : sql`recipes.name_sort || ''`;
}

/** The cache key of a filter and sort (both directions share one ascending list). */
function cacheKey(filters: ListFilters, sortField: RecipeListQuery['sortField']): string {
  const tagIds = filters.tags.map((tag) => tag.id).sort((a, b) => a - b);
  // A term's words are distinct, so their prefixes order them.
  const words = (filters.words ?? [])
    .map(({ prefix, forms }) => [prefix, ...forms])
    .sort(([a = ''], [b = '']) => (a < b ? -1 : 1));
  return JSON.stringify([sortField, tagIds, words]);
}

/** The ids of one page of an ascending list, in the requested direction. */
function pageOf(sorted: SortedIds, offset: number, direction: 'asc' | 'desc'): number[] {
  if (direction === 'asc') return Array.from(sorted.subarray(offset, offset + PAGE_SIZE));
  const end = sorted.length - offset;
  return Array.from(sorted.subarray(Math.max(0, end - PAGE_SIZE), Math.max(0, end))).reverse();
}

export interface ListContext {
  /** The sorted ids of each filter and sort field. */
  ids: GenerationCache<SortedIds>;
  /** Whole answers, by filter, sort and page. */
  pages: GenerationCache<RecipeListResult>;
  /** Recipe cards (their JSON) by id, for pages sliced from cached ids (random deep pages miss the page cache). */
  cards: GenerationCache<string, number>;
  tags: GenerationCache<TagDictionary>;
  /**
   * Pages of the whole list that end within this many rows are read straight off the sort index; deeper pages
   * and every filtered page (tags, search) come from the cache of sorted ids.
   */
  directRowLimit: number;
  /** The in-memory search index (null: searches ask the database's full-text index). */
  search: SearchIndexSync | null;
  /** Collections from this many recipes are listed and searched from the index (SEARCH_INDEX_MIN_RECIPES). */
  searchIndexFrom: number;
}

export async function listRecipes(
  db: Kysely<Database>,
  dialect: DialectModule,
  context: ListContext,
  query: RecipeListQuery,
): Promise<RecipeListResult> {
  const { recipes: total, generation } = await listCounters(db);
  const dictionary = await tagDictionary(db, context, generation);
  const tags = tagsOfShorthands(dictionary, query.tags);
  if (!tags || tags.some((tag) => tag.uses === 0)) return EMPTY;
  const words = searchTermWords(query.search, SEARCH_MIN_LENGTH);
  if (words && words.length === 0) return EMPTY;
  const filters: ListFilters = { tags, words };

  const pageKey = `${cacheKey(filters, query.sortField)}:${query.sortDir}:${query.page}`;
  return context.pages.get(pageKey, generation, () =>
    readPage(db, dialect, context, { filters, total, generation }, query),
  );
}

interface PageInputs {
  filters: ListFilters;
  total: number;
  generation: number;
}

export interface CardRow {
  id: number;
  card_json: string | null;
}

/** The cards statement for 1 … PAGE_SIZE ids, compiled once per database and count (Kysely's building costs as
 * much as the database takes to read a page's rows; the statement's only parameters are the ids, in order). */
const compiledCards = new WeakMap<DialectModule, Map<number, string>>();

function cardsQuery(db: Kysely<Database>, dialect: DialectModule, ids: number[]): CompiledQuery<CardRow> {
  const build = () =>
    db.selectFrom('recipes').select(['recipes.id', 'recipes.card_json']).where('recipes.id', 'in', ids).compile();
  if (ids.length > PAGE_SIZE) return build();
  let byCount = compiledCards.get(dialect);
  if (!byCount) {
    byCount = new Map();
    compiledCards.set(dialect, byCount);
  }
  let text = byCount.get(ids.length);
  if (text === undefined) {
    const compiled = build();
    if (compiled.parameters.length !== ids.length) return compiled;
    text = compiled.sql;
    byCount.set(ids.length, text);
  }
  return CompiledQuery.raw(text, ids) as CompiledQuery<CardRow>;
}

/**
 * Each row's stored card, or, for a recipe stored before cards were (until the fill after start reaches it), the
 * card built from its columns and tags as a save writes it.
 */
export async function cardsOfRows(db: Kysely<Database>, rows: CardRow[]): Promise<Map<number, string>> {
  const cards = new Map<number, string>();
  const unwritten: number[] = [];
  for (const row of rows) {
    if (row.card_json === null) unwritten.push(row.id);
    else cards.set(row.id, row.card_json);
  }
  if (unwritten.length > 0) for (const [id, card] of await cardsOfRecipes(db, unwritten)) cards.set(id, card);
  return cards;
}

async function readPage(
  db: Kysely<Database>,
  dialect: DialectModule,
  context: ListContext,
  { filters, total, generation }: PageInputs,
  query: RecipeListQuery,
): Promise<RecipeListResult> {
  const offset = (query.page - 1) * PAGE_SIZE;
  const direction = query.sortDir === 'desc' ? 'desc' : 'asc';
  const filtered = filters.tags.length > 0 || filters.words !== null;

  if (!filtered && offset + PAGE_SIZE <= context.directRowLimit) {
    if (offset >= total) return { cards: [], count: total };
    const rows = await db
      .selectFrom('recipes')
      .select(['recipes.id', 'recipes.card_json'])
      .where('recipes.id', 'in', pageIdsQuery(db, query))
      .orderBy(sortColumnOf(query.sortField), direction)
      .orderBy('recipes.id', direction)
      .execute();
    const cards = await cardsOfRows(db, rows);
    return { cards: rows.flatMap((row) => cards.get(row.id) ?? []), count: total };
  }

  const { ids, count } = await pageIds(db, dialect, context, { filters, total, generation }, query);
  if (ids.length === 0) return { cards: [], count };
  const byId = await context.cards.getMany(ids, generation, async (missing) =>
    cardsOfRows(db, (await db.executeQuery(cardsQuery(db, dialect, missing))).rows),
  );
  // A recipe removed since the list was cached is simply missing from its page.
  return { cards: ids.flatMap((id) => byId.get(id) ?? []), count };
}

/**
 * Below this many recipes the database's full-text search answers in a millisecond or two, and the index's upkeep
 * on every write is not worth it: the index serves collections from here up.
 */
export const SEARCH_INDEX_MIN_RECIPES = 10_000;
/** Searches of collections larger than this wait for the search index after a start rather than ask the database. */
const WAIT_FOR_INDEX_ABOVE = 100_000;

/**
 * The ids of one filtered or deep page and the count of matches: a search from the in-memory index when it is
 * ready (no sort of every match, no cache needed), anything else from the cached sorted ids (taken from the index
 * too when it is ready, so a write costs the next deep page a pass over arrays, not a sort in the database).
 */
async function pageIds(
  db: Kysely<Database>,
  dialect: DialectModule,
  context: ListContext,
  { filters, total, generation }: PageInputs,
  query: RecipeListQuery,
): Promise<{ ids: number[]; count: number }> {
  const offset = (query.page - 1) * PAGE_SIZE;
  const direction = query.sortDir === 'desc' ? 'desc' : 'asc';
  // Only searches wait: the database sorts a tag's or the whole list's ids once per generation, then they are kept.
  const index =
    total >= context.searchIndexFrom
      ? await context.search?.at(generation, filters.words !== null && total > WAIT_FOR_INDEX_ABOVE)
      : null;
  if (index && filters.words) {
    return index.query({
      words: filters.words,
      tagIds: filters.tags.map((tag) => tag.id),
      sortField: query.sortField,
      sortDir: direction,
      offset,
      limit: PAGE_SIZE,
    });
  }
  // From the index (a pass over arrays) when it is in; else sorted by the database. Either way kept until a write.
  const sorted = await context.ids.get(cacheKey(filters, query.sortField), generation, async () =>
    index
      ? index.allMatches({ words: [], tagIds: filters.tags.map((tag) => tag.id), sortField: query.sortField })
      : sortedIdsQuery(db, dialect, filters, query.sortField, total),
  );
  return { ids: offset >= sorted.length ? [] : pageOf(sorted, offset, direction), count: sorted.length };
}

/**
 * Roughly the bytes a cached card holds: its text (one byte a character, two when it has one beyond Latin-1, as V8
 * stores strings) and about 100 for its string header and the cache's slot and map entry.
 */
export function cardWeight(card: string): number {
  return (TWO_BYTE_CHARACTER.test(card) ? 2 : 1) * card.length + 100;
}

const TWO_BYTE_CHARACTER = /[^\u0000-\u00ff]/;

/**
 * The list cards of these recipes, as their JSON text: the summary columns and tags, written as the list answer
 * carries them (recipes/list-json.ts). Saves store each recipe's card in its row (`card_json`) from here.
 */
export async function cardsOfRecipes(db: Kysely<Database>, recipeIds: number[]): Promise<Map<number, string>> {
  const cards = new Map<number, string>();
  for (const batch of chunks(recipeIds, CARD_BATCH)) {
    const rows = await db.selectFrom('recipes').select(SUMMARY_COLUMNS).where('recipes.id', 'in', batch).execute();
    const tags = await tagsOfRecipes(db, batch);
    for (const row of rows) cards.set(row.id, cardJson(toSummary(row, tags.get(row.id) ?? [])));
  }
  return cards;
}

/** Recipes per statement of cardsOfRecipes: under every database's parameter limit. */
const CARD_BATCH = 500;

/** The id of the recipe that has, or had, this stub. */
export async function recipeIdByStub(db: Kysely<Database>, stub: string): Promise<number | undefined> {
  const current = await db.selectFrom('recipes').select('id').where('stub', '=', stub).executeTakeFirst();
  if (current) return current.id;
  const former = await db.selectFrom('former_stubs').select('recipe_id').where('stub', '=', stub).executeTakeFirst();
  return former?.recipe_id;
}
