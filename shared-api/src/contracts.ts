// Props contract of each remote's exposed page. The shell and the remote compile against these,
// so no types are generated or fetched at build time.

/** `mf_catalog/CatalogPage`, the home screen at `/`. */
export interface CatalogPageProps {
  /** The user may add, edit and remove recipes. */
  canEdit: boolean;
  /** The filter panel is shown (the toggle lives in the shell's header). */
  showFilters: boolean;
}

/** `mf_recipe_view/RecipePage`, the recipe page at `/:stub`. */
export interface RecipePageProps {
  stub: string;
  canEdit: boolean;
}

/** `mf_recipe_editor/RecipeEditor`, the form at `/create` and `/:stub/update`. */
export type RecipeEditorProps = { mode: 'create' } | { mode: 'update'; stub: string };

/**
 * The history state the recipe page leaves on `/` after it removed a recipe: the shell says the recipe is gone, so
 * the list that no longer shows it is no surprise.
 */
export interface RecipeRemovedState {
  removedRecipe: string;
}

/** The name of the recipe a history state says was just removed. */
export function removedRecipeOf(state: unknown): string | undefined {
  const name = (state as Partial<RecipeRemovedState> | null)?.removedRecipe;
  return typeof name === 'string' && name ? name : undefined;
}

/**
 * The history state the editor leaves on a recipe's page after saving it: the shell says it was saved, where the
 * page alone would look the same as before the save.
 */
export interface RecipeSavedState {
  savedRecipe: string;
  /** Added (a new recipe), not updated. */
  added: boolean;
}

/** What a history state says was just saved, if anything. */
export function savedRecipeOf(state: unknown): RecipeSavedState | undefined {
  const saved = state as Partial<RecipeSavedState> | null;
  return typeof saved?.savedRecipe === 'string' && saved.savedRecipe
    ? { savedRecipe: saved.savedRecipe, added: saved.added === true }
    : undefined;
}

/**
 * The history state a recipe card leaves on the recipe page it opens: the list's query (`?tags=VEG&search=soup`), so
 * the page's way back returns to that list, not to the whole one.
 */
export interface OpenedFromListState {
  fromList: string;
}

/** The list's query a history state says the page was opened from, if any. */
export function listQueryOf(state: unknown): string | undefined {
  const query = (state as Partial<OpenedFromListState> | null)?.fromList;
  return typeof query === 'string' && (query === '' || query.startsWith('?')) ? query : undefined;
}

/**
 * Version of the props contracts above. Raise it whenever a props type changes in a way an already built remote or
 * shell would not understand (a prop removed, renamed, retyped, or newly required). Every build records it in its
 * mf-manifest.json (`metaData.contractVersion`), and the server's deploy gate refuses a remote release whose number
 * differs from the shell's.
 */
export const CONTRACT_VERSION = 1;

/**
 * Federated module names, as the shell registers them and `remotes.json` lists them. `expose` is the public key the
 * shell imports (part of the contract); `file` is where that page lives in the remote's folder (free to move).
 */
export const REMOTES = {
  catalog: { name: 'mf_catalog', folder: 'mf-catalog', expose: './CatalogPage', file: './src/catalog-page.tsx' },
  recipeView: {
    name: 'mf_recipe_view',
    folder: 'mf-recipe-view',
    expose: './RecipePage',
    file: './src/recipe-page.tsx',
  },
  recipeEditor: {
    name: 'mf_recipe_editor',
    folder: 'mf-recipe-editor',
    expose: './RecipeEditor',
    file: './src/recipe-editor.tsx',
  },
} as const;

export type RemoteKey = keyof typeof REMOTES;
/** The runtime configuration served as `/remotes.json`: remote name → URL of its `remoteEntry.js`
 * (never its `mf-manifest.json`: the apps are built with `disableSnapshot`, see scripts/webpack/remotes-json.js). */
export type RemotesConfig = Record<(typeof REMOTES)[RemoteKey]['name'], string>;

export interface PageRoute {
  /** The page's name, by which the shell picks what to render. */
  page: string;
  /** A React Router path: static segments and `:param` segments. */
  path: string;
  /** The remote that renders it, or null for the shell's own pages. */
  remote: RemoteKey | null;
}

/**
 * The site's pages: the one table the shell's routes, `remoteForPath` (what the shell preloads) and the server's
 * page routes (index.html, with the page's files preloaded; anything else is 404) are derived from.
 */
export const PAGE_ROUTES = [
  { page: 'catalog', path: '/', remote: 'catalog' },
  { page: 'login', path: '/login', remote: null },
  { page: 'create', path: '/create', remote: 'recipeEditor' },
  { page: 'update', path: '/:stub/update', remote: 'recipeEditor' },
  { page: 'recipe', path: '/:stub', remote: 'recipeView' },
] as const satisfies readonly PageRoute[];

export type PageName = (typeof PAGE_ROUTES)[number]['page'];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Words a page path holds where another path has a `:param`: a param never takes one (no recipe is called "create"). */
const PAGE_WORDS = new Set(
  PAGE_ROUTES.flatMap(({ path }) => segmentsOf(path).filter((segment) => !segment.startsWith(':'))),
);

/** The page a path shows, with its params (raw, as in the path), or null when no page has this path. */
export function matchPage(
  pathname: string,
): { route: (typeof PAGE_ROUTES)[number]; params: Record<string, string> } | null {
  const parts = segmentsOf(pathname);
  for (const route of PAGE_ROUTES) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((segment, index) => {
      const part = parts[index]!;
      if (!segment.startsWith(':')) return part === segment;
      params[segment.slice(1)] = part;
      return !PAGE_WORDS.has(part);
    });
    if (fits) return { route, params };
  }
  return null;
}

/**
 * Which remote renders a page path, or null for the shell's own pages (`/login`, not found). The shell preloads it
 * at start; the server adds its files to index.html as preloads.
 */
export function remoteForPath(pathname: string): RemoteKey | null {
  return matchPage(pathname)?.route.remote ?? null;
}
