// The Store over one dialect module: every call is a query or a transaction written once for both databases.
import * as accounts from './accounts';
import { insertRecipesBulk } from './bulk-insert';
import { recipeCount } from './counters';
import type { DialectModule } from './dialects/dialect';
import * as rateLimits from './rate-limits';
import { getRecipe, listRecipes } from './recipe-reads';
import { createRecipe, deleteRecipe, updateRecipe } from './recipe-writes';
import type { Store } from './store';
import * as tags from './tags';

export function sqlStore(dialect: DialectModule): Store {
  const { db } = dialect;
  return {
    kind: dialect.kind,

    listTags: () => tags.listTags(db),
    async ensureTags(newTags) {
      await dialect.writeTransaction((trx) => tags.ensureTags(trx, newTags));
      return tags.listTags(db);
    },

    listRecipes: (query) => listRecipes(db, dialect, query),
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

    createRecipe: (input) => dialect.writeTransaction((trx) => createRecipe(trx, dialect, input)),
    updateRecipe: (stub, input, options) => dialect.writeTransaction((trx) => updateRecipe(trx, dialect, stub, input, options)),
    deleteRecipe: (stub) => dialect.writeTransaction((trx) => deleteRecipe(trx, dialect, stub)),
    insertRecipesBulk: (recipes) => dialect.writeTransaction((trx) => insertRecipesBulk(trx, dialect, recipes)),

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
