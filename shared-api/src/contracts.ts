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
export type RecipeEditorProps =
  | { mode: 'create' }
  | { mode: 'update'; stub: string };

/**
 * Version of the props contracts above. Raise it whenever a props type changes in a way an already built remote or
 * shell would not understand (a prop removed, renamed, retyped, or newly required). Every build records it in its
 * mf-manifest.json (`metaData.contractVersion`), and the server's deploy gate refuses a remote release whose number
 * differs from the shell's.
 */
export const CONTRACT_VERSION = 1;

/** Federated module names, as the shell registers them and `remotes.json` lists them. */
export const REMOTES = {
  catalog: { name: 'mf_catalog', folder: 'mf-catalog', expose: './CatalogPage' },
  recipeView: { name: 'mf_recipe_view', folder: 'mf-recipe-view', expose: './RecipePage' },
  recipeEditor: { name: 'mf_recipe_editor', folder: 'mf-recipe-editor', expose: './RecipeEditor' },
} as const;

export type RemoteKey = keyof typeof REMOTES;
/** The runtime configuration served as `/remotes.json`: remote name → URL of its `remoteEntry.js`
 * (never its `mf-manifest.json`: the apps are built with `disableSnapshot`, see scripts/webpack/remotes-json.js). */
export type RemotesConfig = Record<(typeof REMOTES)[RemoteKey]['name'], string>;

/**
 * Which remote renders a page path (the shell's routes: `/`, `/create`, `/:stub`, `/:stub/update`), or null for
 * the shell's own pages (`/login`, not found). The shell preloads it at start; the server adds its files to
 * index.html as preloads.
 */
export function remoteForPath(pathname: string): RemoteKey | null {
  const parts = pathname.split('/').filter(Boolean);
  const [first, second] = parts;
  if (first === undefined) return 'catalog';
  if (parts.length === 1) {
    if (first === 'create') return 'recipeEditor';
    return first === 'login' ? null : 'recipeView';
  }
  if (parts.length === 2 && second === 'update' && first !== 'create' && first !== 'login') return 'recipeEditor';
  return null;
}
