// Row types of every table, as Kysely sees them. Times are milliseconds since the epoch (UTC) in both
// dialects: exact to the millisecond, compared and sorted as plain numbers.
import type { Generated } from 'kysely';

export interface TagsTable {
  id: Generated<number>;
  tag: string;
  shorthand: string;
  /** How many recipes carry the tag; kept in step by every write. */
  recipe_count: Generated<number>;
}

export interface RecipesTable {
  id: Generated<number>;
  name: string;
  /** nameSortKey(name): case- and accent-folded, compared byte-wise by both databases. */
  name_sort: string;
  stub: string;
  serving_count: number;
  prep_time: number;
  cooking_time: number;
  source: string | null;
  image_original: string | null;
  image_page: string | null;
  image_thumbnail: string | null;
  image_placeholder: string | null;
  created_at: number;
  updated_at: number;
  /**
   * The recipe's sections and items as the API writes them (sections-json.ts), kept in step by every write of
   * them; null until written (rows from before migration 7, or restored from an older backup): reads then
   * aggregate the section tables.
   */
  sections_json: string | null;
  /**
   * The recipe's list card as the API writes it (recipe-reads.ts `cardsOfRecipes`), rewritten by every save; null
   * until written (rows from before migration 8, or restored from an older backup): lists then build it from the row.
   */
  card_json: string | null;
}

export interface FormerStubsTable {
  stub: string;
  recipe_id: number;
}

export interface RecipeTagsTable {
  recipe_id: number;
  tag_id: number;
}

export interface IngredientSectionsTable {
  id: Generated<number>;
  recipe_id: number;
  position: number;
  name: string;
}

export interface IngredientsTable {
  id: Generated<number>;
  section_id: number;
  position: number;
  ingredient: string;
  amount: string;
  notes: string;
}

export interface StepSectionsTable {
  id: Generated<number>;
  recipe_id: number;
  position: number;
  name: string;
}

export interface StepsTable {
  id: Generated<number>;
  section_id: number;
  position: number;
  step: string;
  notes: string;
}

export interface AccountsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  created_at: number;
}

export interface SessionsTable {
  token_hash: string;
  account_id: number;
  expires_at: number;
  created_at: number;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface CompletedJobsTable {
  job: string;
  completed_at: number;
}

/**
 * Running totals kept in step by the writes, so the list never counts 100,000 rows to show a number; and the
 * list generation every write bumps (list-cache.ts).
 */
export interface CountersTable {
  name: 'recipes' | 'list_generation' | 'releases_generation';
  value: number;
}

export interface DeployTokensTable {
  id: Generated<number>;
  /** The remote folder the token may publish and activate (`mf-catalog`). */
  remote: string;
  /** SHA-256 of the token; the token itself is shown once and never stored. */
  token_hash: string;
  created_at: number;
  revoked_at: number | null;
}

export interface ReleasesTable {
  id: Generated<number>;
  remote: string;
  version: string;
  entry_url: string;
  published_at: number;
  token_id: number | null;
  failures: Generated<number>;
  last_failure: string | null;
  activated_at: number | null;
}

/** What each remote serves: one row per remote, changed only by its own team's calls. */
export interface RemoteActiveTable {
  remote: string;
  active_version: string | null;
  previous_version: string | null;
  canary_version: string | null;
  canary_percent: number | null;
  updated_at: number;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: number;
}

export interface SearchChangesTable {
  generation: number | null;
  recipe_id: number;
}

export interface Database {
  tags: TagsTable;
  recipes: RecipesTable;
  former_stubs: FormerStubsTable;
  recipe_tags: RecipeTagsTable;
  ingredient_sections: IngredientSectionsTable;
  ingredients: IngredientsTable;
  step_sections: StepSectionsTable;
  steps: StepsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  completed_jobs: CompletedJobsTable;
  counters: CountersTable;
  deploy_tokens: DeployTokensTable;
  releases: ReleasesTable;
  remote_active: RemoteActiveTable;
  search_changes: SearchChangesTable;
  schema_migrations: SchemaMigrationsTable;
}
