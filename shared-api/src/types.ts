// Domain types shared by the front end and the server (docs/design.md §3). React-free.

export interface Tag {
  id: number;
  /** Friendly name, e.g. "Vegetarian". */
  tag: string;
  /** Short code shown on cards and used in the list filter, e.g. "VEG". */
  shorthand: string;
}

export interface Ingredient {
  id?: number;
  ingredient: string;
  amount: string;
  notes: string;
}

export interface IngredientSection {
  id?: number;
  name: string;
  type: 'ingredients';
  ingredients: Ingredient[];
}

export interface Step {
  id?: number;
  step: string;
  notes: string;
}

export interface StepSection {
  id?: number;
  name: string;
  type: 'recipes';
  steps: Step[];
}

/** What a card in the list needs. */
export interface RecipeSummary {
  id: number;
  name: string;
  stub: string;
  serving_count: number;
  /** Whole minutes. */
  prep_time: number;
  /** Whole minutes. */
  cooking_time: number;
  /** Page-size image, or null without an image. */
  imageUrl: string | null;
  /** Card-size image, or null without an image. */
  thumbnailUrl: string | null;
  /** Always set: a tiny blurred `data:` URI of the image, or a neutral placeholder. */
  emptyImageUrl: string;
  tags: Tag[];
  /** ISO 8601 with milliseconds. */
  created_at: string;
}

/** The full recipe of `GET /api/recipes/:stub`. */
export interface Recipe extends RecipeSummary {
  /** A URL as typed by the editor, or null when absent. */
  source: string | null;
  ingredients_sections: IngredientSection[];
  recipe_sections: StepSection[];
  /** ISO 8601 with milliseconds; sent back on update to detect a concurrent change (409). */
  updated_at: string;
}

export type SortField = 'name' | 'created_at';
export type SortDir = 'asc' | 'desc';

/** Query of `GET /api/recipes`. */
export interface RecipeListQuery {
  sortField: SortField;
  sortDir: SortDir;
  /** Tag shorthands; a recipe must carry all of them. */
  tags: string[];
  search: string;
  /** 1-based. */
  page: number;
}

export interface RecipeListPage {
  recipes: RecipeSummary[];
  /** Total number of recipes matching the query (all pages). */
  count: number;
}

export const PAGE_SIZE = 15;

/** The `recipe` part of the multipart save request. Numbers may be numeric strings on the wire. */
export interface RecipeFields {
  name: string;
  serving_count: number | string;
  prep_time: number | string;
  cooking_time: number | string;
  source: string | null;
  /** Tag ids. */
  tags: number[];
  /** The `updated_at` an update was based on; a stale one gets 409. */
  updated_at?: string;
}

/** Everything a save sends, before it becomes multipart parts. */
export interface RecipeDraft {
  recipe: RecipeFields;
  ingredients: IngredientSection[];
  steps: StepSection[];
  /** The picked image, if any (browser `File`/`Blob`). */
  image?: Blob | null;
  /** Without an image: the reference of a picture an import from the web kept (`RecipeImportDraft.image`). */
  importedImage?: string | null;
  /** An update without a new picture: the recipe's picture is removed (the `removeImage` part). */
  removeImage?: boolean;
}

/** `GET /api/users`. */
export interface Permission {
  status: boolean;
  name?: string;
}

export interface Credentials {
  username: string;
  password: string;
}

/** Every error body of the API. */
export interface ApiErrorBody {
  error: string;
  /** 422 only: field path (e.g. `recipe.name`, `ingredients[0].ingredients[1].amount`) → message. */
  errors?: Record<string, string>;
}

export const SORT_OPTIONS: ReadonlyArray<{ label: string; sortField: SortField; sortDir: SortDir }> = [
  { label: 'A - Z', sortField: 'name', sortDir: 'asc' },
  { label: 'Z - A', sortField: 'name', sortDir: 'desc' },
  { label: 'Oldest to Newest', sortField: 'created_at', sortDir: 'asc' },
  { label: 'Newest to Oldest', sortField: 'created_at', sortDir: 'desc' },
];

/** Minimum length of a search term; shorter (non-empty) terms are ignored. */
export const SEARCH_MIN_LENGTH = 3;
/** Longest search term the API takes (a longer one is refused with 400). */
export const SEARCH_MAX_LENGTH = 200;
/** Debounce of the list search box while typing, in ms. */
export const SEARCH_DEBOUNCE_MS = 1000;

/** Limits docs/design.md §3 fixes where the spec is silent. Used by the schema (client and server) and the server. */
export const LIMITS = {
  nameMax: 200,
  textMax: 2000,
  sectionsMax: 50,
  itemsMax: 200,
  numberMax: 100_000,
  imageBytesMax: 10 * 1024 * 1024,
  imagePixelsMax: 40_000_000,
  requestBytesMax: 12 * 1024 * 1024,
} as const;

/**
 * Stubs that would collide with page routes, served folders or any other top-level path the server answers
 * (server/test/top-level-routes.test.ts fails for a route whose word is missing here).
 */
export const RESERVED_STUBS: readonly string[] = [
  'create',
  'login',
  'api',
  'remotes',
  'assets',
  'images',
  'sitemap',
  'robots',
  // Operations endpoints (health and metrics) at the top level.
  'healthz',
  'readyz',
  'metrics',
];

/** The list filters a caller controls; the page is managed by the list hook. */
export type RecipeListFilters = Omit<RecipeListQuery, 'page'>;

/**
 * What the recipe form edits and `recipeDraftSchema` validates: the three JSON parts of a save. The server's 422
 * paths (`recipe.name`, `ingredients[0].ingredients[1].amount`) are paths into this shape.
 */
export type RecipeDraftValues = Pick<RecipeDraft, 'recipe' | 'ingredients' | 'steps'>;

/** Fields an import from a web page may not find (`missing` of a draft). */
export type ImportField =
  'name' | 'serving_count' | 'prep_time' | 'cooking_time' | 'source' | 'tags' | 'ingredients' | 'steps' | 'image';

/**
 * A recipe saved under a name (case, accents and surrounding spaces aside): `GET /api/recipe-names?name=`, the
 * editor's check that the name it is given is not taken already.
 */
export interface SameNameRecipe {
  stub: string;
  name: string;
}

/** `GET /api/recipe-names?name=`: the recipes of that name, the oldest first (at most 3). */
export interface SameNameAnswer {
  recipes: SameNameRecipe[];
}

/** A recipe the site already has under the name an import found: saving the draft would make a second one. */
export interface AlreadyHereRecipe extends SameNameRecipe {
  /** Its source is the address the draft came from: this very page was imported before. */
  sameSource: boolean;
}

/**
 * `POST /api/imports` with `{ url }` or `{ html, url? }`: the recipe found on the page, shaped like `GET
 * /api/recipes/:stub` without id, stub and times of its own. Nothing is saved until the editor saves the form.
 */
export interface RecipeImportDraft {
  name: string;
  serving_count: number;
  prep_time: number;
  cooking_time: number;
  source: string | null;
  /** Existing tags whose name or shorthand matches the page's keywords, category or cuisine. */
  tags: Tag[];
  ingredients_sections: IngredientSection[];
  recipe_sections: StepSection[];
  /** Preview of the imported picture (a temporary image), or null. */
  imageUrl: string | null;
  /** The temporary image reference a save sends (part `importedImage`) to keep the picture, or null. */
  image: string | null;
  /**
   * The address of the picture the page names when it could not be brought in (unreachable, too big, not an image),
   * or null: the page has a picture, the editor adds it by hand. `missing` still lists `image`.
   */
  pictureNotFetched: string | null;
  missing: ImportField[];
  /** Recipes already here with the draft's name (case and accents aside), those from the same page first. */
  alreadyHere: AlreadyHereRecipe[];
  /**
   * The names of the page's other recipes (a page of several, each once, at most 20; empty when it holds one): an
   * import of the same page with one of them as `recipeName` brings that one in instead.
   */
  otherRecipes: string[];
}

/** A recipe of a collection import that was not added, and why. */
export interface SkippedRecipe {
  name: string;
  reason: string;
}

/** `POST /api/imports` with a file (multipart part `file`): what the collection import did. */
export interface CollectionImportResult {
  imported: number;
  skipped: SkippedRecipe[];
  /** The stubs of the recipes added, in file order. */
  stubs: string[];
  /** Recipes added without their picture, which could not be decoded (by name). */
  withoutPicture: string[];
}
