// The Store over one dialect module: every call is a query or a transaction written once for both databases.
import type { Kysely } from 'kysely';
import * as accounts from './accounts';
import { insertRecipesBulk } from './bulk-insert';
import { bumpListGeneration, recipeCount } from './counters';
import type { DialectModule } from './dialects/dialect';
import * as rateLimits from './rate-limits';
import {
  DEFAULT_MAX_CACHED_IDS,
  DEFAULT_MAX_CACHED_PAGES,
  DEFAULT_MAX_CACHED_SUMMARY_BYTES,
  GenerationCache,
  type SortedIds,
} from './list-cache';
import { getRecipe, listRecipes, summaryWeight, type ListContext } from './recipe-reads';
import { createRecipe, deleteRecipe, updateRecipe } from './recipe-writes';
import type { ListOptions, Store } from './store';
import type { Database } from './schema-types';
import * as tags from './tags';

/** Pages costing more index rows than this come from the list cache (see recipe-reads.ts). */
export const DEFAULT_DIRECT_ROW_LIMIT = 300;

export function sqlStore(dialect: DialectModule, options: ListOptions = {}): Store {
  const { db } = dialect;
  const list: ListContext = {
    ids: new GenerationCache<SortedIds>(options.maxCachedIds ?? DEFAULT_MAX_CACHED_IDS, (ids) => ids.length, 'list_ids'),
    pages: new GenerationCache(options.maxCachedPages ?? DEFAULT_MAX_CACHED_PAGES, undefined, 'list_pages'),
    summaries: new GenerationCache(options.maxCachedSummaryBytes ?? DEFAULT_MAX_CACHED_SUMMARY_BYTES, summaryWeight, 'recipe_summaries'),
    tags: new GenerationCache(1, undefined, 'tags'),
    directRowLimit: options.directRowLimit ?? DEFAULT_DIRECT_ROW_LIMIT,
  };
  /** A write that changes what lists show: it ends by bumping the list generation, in the same transaction. */
  const listWrite = <T>(fn: (trx: Kysely<Database>) => Promise<T>) =>
    dialect.writeTransaction(async (trx) => {
      const result = await fn(trx);
      await bumpListGeneration(trx);
      return result;
    });
  return {
    kind: dialect.kind,

    listTags: () => tags.listTags(db),
    async ensureTags(newTags) {
      await listWrite((trx) => tags.ensureTags(trx, newTags));
      return tags.listTags(db);
    },

    listRecipes: (query) => listRecipes(db, dialect, list, query),
    getRecipe: (stub) => dialect.readTransaction((trx) => getRecipe(trx, stub)),
    countRecipes: () => recipeCount(db),
    async listReferencedImageKeys() {
      const rows = await db
        .selectFrom('recipes')
        .select(['image_original', 'image_page', 'image_thumbnail'])
        .where('image_original', 'is not', null)
        .execute();
      return new Set(
        rows.flatMap((row) => [row.image_original, row.image_page, row.image_thumbnail]).filter((key): key is string => key !== null),
      );
    },

    createRecipe: (input) => listWrite((trx) => createRecipe(trx, dialect, input)),
    updateRecipe: (stub, input, updateOptions) => listWrite((trx) => updateRecipe(trx, dialect, stub, input, updateOptions)),
    deleteRecipe: (stub) => listWrite((trx) => deleteRecipe(trx, dialect, stub)),
    insertRecipesBulk: (recipes) => listWrite((trx) => insertRecipesBulk(trx, dialect, recipes)),

    async claimOnce(job) {
      const row = await db
        .insertInto('completed_jobs')
        .values({ job, completed_at: Date.now() })
        .onConflict((conflict) => conflict.column('job').doNothing())
        .returning('job')
        .executeTakeFirst();
      return row !== undefined;
    },

    countAccounts: () => accounts.countAccounts(db),
    createAccount: (username, passwordHash) => accounts.createAccount(dialect, username, passwordHash),
    createFirstAccount: (username, passwordHash) => accounts.createFirstAccount(dialect, username, passwordHash),
    findAccount: (username) => accounts.findAccount(db, username),
    findAccountById: (id) => accounts.findAccountById(db, id),

    createSession: (session) => accounts.createSession(db, session),
    findSession: (tokenHash, now = new Date()) => accounts.findSession(db, tokenHash, now),
    extendSession: (tokenHash, expiresAt) => accounts.extendSession(db, tokenHash, expiresAt),
    deleteSession: (tokenHash) => accounts.deleteSession(db, tokenHash),
    deleteExpiredSessions: (now = new Date()) => accounts.deleteExpiredSessions(db, now),

    hitRateLimit: (key, windowMs, now = new Date()) => rateLimits.hitRateLimit(db, key, windowMs, now),
    resetRateLimit: (key) => rateLimits.resetRateLimit(db, key),
    pruneRateLimits: (before) => rateLimits.pruneRateLimits(db, before),

    close: () => dialect.close(),
  };
}
