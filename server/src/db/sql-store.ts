// The Store over one dialect module: every call is a query or a transaction written once for both databases.
import type { Kysely } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import * as accounts from './accounts';
import { insertRecipesBulk } from './bulk-insert';
import { allReferencedImageKeys, referencedImageKeysAmong } from './image-keys';
import { warmCardCache } from './card-cache-warm';
import { chunks } from './chunks';
import { bumpListGeneration, listCounters, recipeCount } from './counters';
import type { DialectModule } from './dialects/dialect';
import * as rateLimits from './rate-limits';
import { releaseStore } from './releases';
import {
  DEFAULT_MAX_CACHED_IDS,
  DEFAULT_MAX_CACHED_PAGES,
  DEFAULT_MAX_CACHED_CARD_BYTES,
  GenerationCache,
  type SortedIds,
} from './list-cache';
import { recipesAfter, recipesWithFoldedNames } from './recipe-batches';
import { getRecipe, getRecipeDocument } from './recipe-by-stub';
import { cardWeight, listRecipes, SEARCH_INDEX_MIN_RECIPES, type ListContext } from './recipe-reads';
import { checkedTags, createRecipe, deleteRecipe, updateRecipe } from './recipe-writes';
import { KEPT_GENERATIONS, SearchDocumentChanges, searchChangesBetween } from './search-changes';
import { SearchIndexSync } from './search-index-sync';
import { fillRecipeJson } from './recipe-json-fill';
import { sitemapRows } from './sitemap-rows';
import type { ListOptions, Store } from './store';
import type { Database } from './schema-types';
import * as tags from './tags';

/** Pages costing more index rows than this come from the list cache (see recipe-reads.ts). */
export const DEFAULT_DIRECT_ROW_LIMIT = 300;

/**
 * Recipes per transaction of a bulk insert. On SQLite a transaction holds the one connection (and the write lock)
 * to its end and, the driver being synchronous, the event loop too: one transaction of 5,000 recipes held every
 * read for seconds. A chunk of this size commits in a few tens of milliseconds.
 */
export const BULK_CHUNK_SIZE = 100;

/** Marks a one-time job done; true only for the first caller ever (ON CONFLICT waits for a concurrent claim). */
async function claimJob(db: Kysely<Database>, job: string): Promise<boolean> {
  const row = await db
    .insertInto('completed_jobs')
    .values({ job, completed_at: Date.now() })
    .onConflict((conflict) => conflict.column('job').doNothing())
    .returning('job')
    .executeTakeFirst();
  return row !== undefined;
}

/** `release` ends the store's hold on the site (site-in-use.ts) when it closes, before the database does. */
export function sqlStore(dialect: DialectModule, options: ListOptions = {}, release?: () => Promise<void>): Store {
  const { db } = dialect;
  const list: ListContext = {
    ids: new GenerationCache<SortedIds>(
      options.maxCachedIds ?? DEFAULT_MAX_CACHED_IDS,
      (ids) => ids.length,
      'list_ids',
    ),
    pages: new GenerationCache(options.maxCachedPages ?? DEFAULT_MAX_CACHED_PAGES, undefined, 'list_pages'),
    // A card is one recipe's: a write drops the cards of the recipes it changed (the search change log).
    cards: new GenerationCache(
      options.maxCachedCardBytes ?? DEFAULT_MAX_CACHED_CARD_BYTES,
      cardWeight,
      'recipe_cards',
      (from, to) => (to - from > KEPT_GENERATIONS ? Promise.resolve(null) : searchChangesBetween(db, from, to)),
    ),
    tags: new GenerationCache(1, undefined, 'tags'),
    directRowLimit: options.directRowLimit ?? DEFAULT_DIRECT_ROW_LIMIT,
    search: options.searchIndex === false ? null : new SearchIndexSync(db),
    searchIndexFrom: options.searchIndexFrom ?? SEARCH_INDEX_MIN_RECIPES,
  };
  /**
   * A write that changes what lists show: it ends by bumping the list generation, in the same transaction, noting
   * the search documents fn changed. Once it has committed, this process's index and card cache take those changes
   * as written, without reading them back, when no other write came between (list-cache.ts, search-index-sync.ts).
   */
  const listWrite = async <T>(fn: (trx: Kysely<Database>, changes: SearchDocumentChanges) => Promise<T>) => {
    const { result, generation, changes } = await dialect.writeTransaction(async (trx) => {
      // Made afresh for each attempt: SQLite may run fn again after a rollback.
      const changes = new SearchDocumentChanges();
      const result = await fn(trx, changes);
      return { result, generation: await bumpListGeneration(trx, changes.recipeIds), changes };
    });
    list.search?.applyOwnWrite(generation, changes.documents);
    list.cards.applyOwnWrite(generation, changes.recipeIds);
    return result;
  };
  return {
    kind: dialect.kind,

    listTags: () => tags.listTags(db),
    async ensureTags(newTags) {
      await listWrite((trx) => tags.ensureTags(trx, dialect, newTags));
      return tags.listTags(db);
    },
    // A list write: the list's tag dictionary (recipe-reads.ts) is kept per list generation, so a filter by the new
    // shorthand finds the tag at once, in every process.
    createTag: (newTag) => listWrite((trx) => tags.createTag(trx, dialect, newTag)),

    listRecipes: (query) => listRecipes(db, dialect, list, query),
    async warmSearchIndex() {
      if (!list.search) return false;
      await list.search.warm();
      return list.search.ready;
    },
    warmCardCache: () => warmCardCache(db, list.cards),
    getRecipe: (stub) => getRecipe(db, dialect, stub),
    getRecipeDocument: (stub) => getRecipeDocument(db, dialect, stub),
    fillRecipeJson: () => fillRecipeJson(dialect),
    countRecipes: () => recipeCount(db),
    recipeListVersion: () => listCounters(db),
    sitemapRows: (query) => sitemapRows(db, query),
    recipesAfter: (afterId, limit) => dialect.readTransaction((trx) => recipesAfter(trx, afterId, limit)),
    recipesWithFoldedNames: (names) => dialect.readTransaction((trx) => recipesWithFoldedNames(trx, names)),
    listReferencedImageKeys: () => allReferencedImageKeys(db),
    referencedImageKeysAmong: (names) => referencedImageKeysAmong(db, names),

    createRecipe: (input) => listWrite((trx, changes) => createRecipe(trx, dialect, input, changes)),
    updateRecipe: (stub, input, updateOptions) =>
      listWrite((trx, changes) => updateRecipe(trx, dialect, stub, input, changes, updateOptions)),
    deleteRecipe: (stub) => listWrite((trx, changes) => deleteRecipe(trx, dialect, stub, changes)),
    async insertRecipesBulk(recipes, { chunkSize = BULK_CHUNK_SIZE, pause = true } = {}) {
      // Every tag id is checked before the first chunk, so unknown tags refuse the whole batch.
      await checkedTags(
        db,
        recipes.flatMap((recipe) => recipe.tagIds),
      );
      const stubs: string[] = [];
      for (const chunk of chunks(recipes, chunkSize)) {
        const started = performance.now();
        stubs.push(...(await listWrite((trx, changes) => insertRecipesBulk(trx, dialect, chunk, changes))));
        // Give requests that arrived meanwhile as long as the chunk took (a read is several queries, each waiting
        // for the connection in turn): a bulk insert takes about twice as long and never holds the site.
        if (pause && stubs.length < recipes.length) await sleep(Math.min(performance.now() - started, 200));
      }
      return stubs;
    },

    claimOnce: (job) => dialect.autocommit((db) => claimJob(db, job)),
    async jobDone(job) {
      return (
        (await db.selectFrom('completed_jobs').select('job').where('job', '=', job).executeTakeFirst()) !== undefined
      );
    },
    async insertRecipesOnce(job, recipes) {
      await checkedTags(
        db,
        recipes.flatMap((recipe) => recipe.tagIds),
      );
      return listWrite(async (trx, changes) =>
        (await claimJob(trx, job)) ? insertRecipesBulk(trx, dialect, recipes, changes) : null,
      );
    },

    countAccounts: () => accounts.countAccounts(db),
    createAccount: (username, passwordHash) => accounts.createAccount(dialect, username, passwordHash),
    createFirstAccount: (username, passwordHash) => accounts.createFirstAccount(dialect, username, passwordHash),
    findAccount: (username) => accounts.findAccount(db, username),
    findAccountById: (id) => accounts.findAccountById(db, id),

    createSession: (session) => dialect.autocommit((db) => accounts.createSession(db, session)),
    findSession: (tokenHash, now = new Date()) => accounts.findSession(db, tokenHash, now),
    extendSession: (tokenHash, expiresAt) =>
      dialect.autocommit((db) => accounts.extendSession(db, tokenHash, expiresAt)),
    deleteSession: (tokenHash) => dialect.autocommit((db) => accounts.deleteSession(db, tokenHash)),
    deleteExpiredSessions: (now = new Date()) => dialect.autocommit((db) => accounts.deleteExpiredSessions(db, now)),

    hitRateLimit: (key, windowMs, now = new Date()) =>
      dialect.autocommit((db) => rateLimits.hitRateLimit(db, key, windowMs, now)),
    resetRateLimit: (key) => dialect.autocommit((db) => rateLimits.resetRateLimit(db, key)),
    pruneRateLimits: (before) => dialect.autocommit((db) => rateLimits.pruneRateLimits(db, before)),

    releases: releaseStore(dialect),

    async close() {
      await release?.().catch(() => undefined);
      await dialect.close();
    },
  };
}
