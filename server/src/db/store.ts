// The storage interface the HTTP layer codes against. One implementation (./sql-store.ts over a dialect in
// ./dialects) runs on SQLite or PostgreSQL; callers never see which. Inputs are already validated (numbers are
// numbers, texts trimmed and within limits) — the store only enforces what needs the database: tag ids exist,
// stubs are unique, the update is not stale.
import type { RecipeListQuery, Tag } from '@simple-recipes/shared-api/types';
import type { ReleaseStore } from './releases';

export type { RecipeListQuery, Tag };

/** The files and placeholder derived from one uploaded image. File names are content-hash names. */
export interface RecipeImage {
  /** Capped original, e.g. `3f…a1.webp`. */
  original: string;
  /** Page-size image file name. */
  page: string;
  /** Card thumbnail file name. */
  thumbnail: string;
  /** Tiny blurred `data:` URI (not a file). */
  placeholder: string;
}

export interface IngredientInput {
  ingredient: string;
  amount: string;
  notes: string;
}

export interface IngredientSectionInput {
  name: string;
  ingredients: IngredientInput[];
}

export interface StepInput {
  step: string;
  notes: string;
}

export interface StepSectionInput {
  name: string;
  steps: StepInput[];
}

/** A validated recipe as a save writes it. Sections and items keep the order given. */
export interface RecipeInput {
  name: string;
  serving_count: number;
  prep_time: number;
  cooking_time: number;
  /** null (or '') when absent. */
  source: string | null;
  /** Tag ids; duplicates are ignored. An id with no tag → UnknownTagsError. */
  tagIds: number[];
  ingredients: IngredientSectionInput[];
  steps: StepSectionInput[];
}

export interface CreateRecipeInput extends RecipeInput {
  /** The new recipe's image, or none. */
  image?: RecipeImage | null;
}

export interface UpdateRecipeInput extends RecipeInput {
  /** undefined: keep the current image; an image: replace it; null: remove it. */
  image?: RecipeImage | null;
}

export interface UpdateOptions {
  /** The `updated_at` (ISO string, ms precision) the edit was based on; a different current value → conflict. */
  expectedUpdatedAt?: string;
}

/** A list row: RecipeSummary without the URLs, which the HTTP layer builds from `image`. */
export interface StoredRecipeSummary {
  id: number;
  name: string;
  /** The current stub (even when the recipe was looked up by a former one). */
  stub: string;
  serving_count: number;
  prep_time: number;
  cooking_time: number;
  image: RecipeImage | null;
  /** Ordered by `tag`. */
  tags: Tag[];
  /** ISO 8601 with milliseconds (UTC). */
  created_at: string;
}

export interface StoredIngredientSection {
  id: number;
  name: string;
  type: 'ingredients';
  ingredients: Array<{ id: number; ingredient: string; amount: string; notes: string }>;
}

export interface StoredStepSection {
  id: number;
  name: string;
  type: 'recipes';
  steps: Array<{ id: number; step: string; notes: string }>;
}

/** A recipe without its sections and without the URLs. */
export interface StoredRecipeHead extends StoredRecipeSummary {
  source: string | null;
  /** ISO 8601 with milliseconds (UTC); strictly increases on every update. */
  updated_at: string;
}

/** A recipe with its sections as JSON text (sections-json.ts), ready to splice into an answer. */
export interface RecipeDocument {
  recipe: StoredRecipeHead;
  sectionsJson: string;
}

/** A full recipe: Recipe without the URLs. */
export interface StoredRecipe extends StoredRecipeHead {
  ingredients_sections: StoredIngredientSection[];
  recipe_sections: StoredStepSection[];
}

/** A sitemap entry: a recipe's current stub and its last change. */
export interface SitemapRow {
  id: number;
  stub: string;
  /** ISO 8601 with milliseconds (UTC). */
  updated_at: string;
}

export interface SitemapRowsQuery {
  limit: number;
  /** Rows with a greater id (the next batch). */
  afterId?: number;
  /** Rows skipped in id order, when there is no `afterId` (where a sitemap part starts). */
  offset?: number;
}

export interface RecipeListResult {
  /**
   * The JSON of each card (a RecipeSummary) of the requested page, at most PAGE_SIZE (none past the end): stored with
   * each recipe when it is saved, so a list answer is written from these texts as they are.
   */
  cards: string[];
  /** All recipes matching the filters. */
  count: number;
}

export interface CreateResult {
  id: number;
  stub: string;
}

export type UpdateResult =
  | {
      kind: 'updated';
      id: number;
      stub: string;
      /** Image files no recipe references any more: the caller deletes them after this returns. */
      unreferencedImageKeys: string[];
    }
  | { kind: 'not-found' }
  /** `expectedUpdatedAt` was stale; nothing was written. */
  | { kind: 'conflict'; currentUpdatedAt: string };

export type DeleteResult =
  | {
      kind: 'deleted';
      id: number;
      /** The current stub of the removed recipe. */
      stub: string;
      unreferencedImageKeys: string[];
    }
  | { kind: 'not-found' };

/** How `insertRecipesBulk` commits: the defaults keep a live site answering; an offline load needs neither. */
export interface BulkInsertOptions {
  /** Recipes per transaction (default BULK_CHUNK_SIZE, 100). */
  chunkSize?: number;
  /** Wait between chunks as long as the chunk took, so reads go on meanwhile (default true). */
  pause?: boolean;
}

/** One recipe for `insertRecipesBulk` (seed, benchmarks, collection import). */
export interface BulkRecipeInput extends CreateRecipeInput {
  /** Defaults to now. */
  createdAt?: Date;
  /** The stub to keep when it is a free slug (collection import); otherwise one is made from the name. */
  preferredStub?: string;
}

export interface NewTag {
  tag: string;
  shorthand: string;
}

export interface Account {
  id: number;
  username: string;
  passwordHash: string;
}

export interface NewSession {
  /** A hash of the cookie's token (the token itself is never stored). */
  tokenHash: string;
  accountId: number;
  expiresAt: Date;
}

export interface SessionInfo {
  accountId: number;
  username: string;
  expiresAt: Date;
}

export type DatabaseKind = 'sqlite' | 'postgres';

export interface Store {
  readonly kind: DatabaseKind;

  // Tags
  /** All tags, ordered by `tag`. */
  listTags(): Promise<Tag[]>;
  /** Inserts the tags whose shorthand is not there yet; returns every tag (ordered by `tag`). */
  ensureTags(tags: NewTag[]): Promise<Tag[]>;
  /**
   * Adds one tag, as given (the route validates it first); DuplicateTagError when another tag has its name or its
   * shorthand, case and accents aside. Of concurrent creates of one name, exactly one succeeds.
   */
  createTag(tag: NewTag): Promise<Tag>;

  // Recipes: reads
  /** docs/design.md §3 list query; unknown tag shorthands → empty result; search under 3 characters is ignored. */
  listRecipes(query: RecipeListQuery): Promise<RecipeListResult>;
  /**
   * Builds the in-memory search index now instead of at the first search (which the database answers meanwhile);
   * true once it is ready, false when it is turned off (ListOptions.searchIndex) or could not be built.
   */
  warmSearchIndex(): Promise<boolean>;
  /** Reads recipe cards into the list's card cache, newest first, until it is nearly full; the number read. */
  warmCardCache(): Promise<number>;
  /** By current or former stub; undefined when absent. */
  getRecipe(stub: string): Promise<StoredRecipe | undefined>;
  /** The recipe with its sections as JSON text, as the API writes them (for its answer). */
  getRecipeDocument(stub: string): Promise<RecipeDocument | undefined>;
  /**
   * Writes the sections JSON and the card of recipes stored without them (from before they existed), a page at a
   * time; the number of texts written.
   */
  fillRecipeJson(): Promise<number>;
  countRecipes(): Promise<number>;
  /** The recipe count and the list generation (bumped by every write): what a cached sitemap is keyed by. */
  recipeListVersion(): Promise<{ recipes: number; generation: number }>;
  /** One batch of sitemap entries in id order. */
  sitemapRows(query: SitemapRowsQuery): Promise<SitemapRow[]>;
  /** Up to `limit` whole recipes with an id above `afterId`, in id order (the export). */
  recipesAfter(afterId: number, limit: number): Promise<StoredRecipe[]>;
  /** Whole recipes whose name, case and accents aside (`foldText`), is one of these folded names. */
  recipesWithFoldedNames(foldedNames: readonly string[]): Promise<StoredRecipe[]>;
  /** Every image file name some recipe references (for the start-up sweep of orphan files). */
  listReferencedImageKeys(): Promise<Set<string>>;
  /** Those of these image file names that some recipe references (checked before they are deleted). */
  referencedImageKeysAmong(names: readonly string[]): Promise<Set<string>>;

  // Recipes: writes (each one transaction)
  /** Throws UnknownTagsError for tag ids with no tag. */
  createRecipe(input: CreateRecipeInput): Promise<CreateResult>;
  /** By current or former stub. Throws UnknownTagsError. A rename keeps the old stub as a former stub. */
  updateRecipe(stub: string, input: UpdateRecipeInput, options?: UpdateOptions): Promise<UpdateResult>;
  /** By current or former stub. */
  deleteRecipe(stub: string): Promise<DeleteResult>;
  /**
   * Many recipes (seed, benchmarks, imports), committed in chunks of a few hundred so reads go on meanwhile; returns
   * their stubs in input order. Unknown tag ids refuse the whole batch up front; a failure part-way (a full disk)
   * leaves the chunks before it saved, each chunk whole. `options` lets an offline load (a database no server
   * uses yet, e.g. the benchmark's seed) commit larger chunks without pausing.
   */
  insertRecipesBulk(recipes: BulkRecipeInput[], options?: BulkInsertOptions): Promise<string[]>;

  // One-time jobs
  /**
   * Atomically marks a named job (e.g. 'seed') as done; true only for the first caller ever, across
   * processes. Use it so seeding never runs twice.
   */
  claimOnce(job: string): Promise<boolean>;
  /** Whether a one-time job is marked done. */
  jobDone(job: string): Promise<boolean>;
  /**
   * Recipes written together with a one-time job's done mark, in one transaction: an interrupted run leaves
   * neither, so the job runs again. null (nothing written) when the job was done already; on PostgreSQL a
   * concurrent claim waits for the other transaction and then sees its mark.
   */
  insertRecipesOnce(job: string, recipes: BulkRecipeInput[]): Promise<string[] | null>;

  // Accounts
  countAccounts(): Promise<number>;
  /** Throws DuplicateUsernameError when the name is taken. */
  createAccount(username: string, passwordHash: string): Promise<Account>;
  /** Creates the account only when there is no account at all (first start, safe across processes). */
  createFirstAccount(username: string, passwordHash: string): Promise<Account | undefined>;
  findAccount(username: string): Promise<Account | undefined>;
  findAccountById(id: number): Promise<Account | undefined>;

  // Sessions
  createSession(session: NewSession): Promise<void>;
  /** The session when it exists and has not expired at `now`. */
  findSession(tokenHash: string, now?: Date): Promise<SessionInfo | undefined>;
  /** Moves the expiry (sliding sessions). */
  extendSession(tokenHash: string, expiresAt: Date): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Returns how many were deleted. */
  deleteExpiredSessions(now?: Date): Promise<number>;

  // Rate limits (a window per key, opened by its first hit; shared by every process)
  /** Counts one hit for `key` in the current window of `windowMs`; returns the hits in that window so far. */
  hitRateLimit(key: string, windowMs: number, now?: Date): Promise<number>;
  /** Forgets the hits of `key` (e.g. after a successful login). */
  resetRateLimit(key: string): Promise<void>;
  /** Deletes counters whose window started before `before`; returns how many. */
  pruneRateLimits(before: Date): Promise<number>;

  /** Remote releases, what is live per remote, deploy tokens (releases.ts). */
  readonly releases: ReleaseStore;

  close(): Promise<void>;
}

/** Tuning of the list cache (tests use it to take the cached path on small data). */
export interface ListOptions {
  /** Pages costing more index rows than this are served from cached sorted ids (default 300). */
  directRowLimit?: number;
  /** Ids the cache may hold in all (default 10 million, about 40 MB). */
  maxCachedIds?: number;
  /** Whole list answers the cache may hold (default 2000; 0 turns the page cache off). */
  maxCachedPages?: number;
  /** Estimated bytes of recipe cards' JSON the cache may hold (default 96 MiB; 0: off). */
  maxCachedCardBytes?: number;
  /** Searches from the in-memory search index (search-index.ts; default true); false: always the database's. */
  searchIndex?: boolean;
  /** Collections from this many recipes use the search index (default 10,000; below, the database answers fast). */
  searchIndexFrom?: number;
}

export interface OpenStoreOptions {
  /** Folder of the SQLite file `recipes.db` (created when missing). */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  list?: ListOptions;
  /** SQLite: how long a write waits for another connection's write lock before DatabaseBusyError (default 5 s). */
  lockWaitMs?: number;
}

export { UnknownTagsError, DuplicateTagError, DuplicateUsernameError } from './errors';
