// What the page at an address is, for the head tags and the status of the HTML answer: the home page, a recipe
// (found by its current stub, or by a former one: then the page has moved), a recipe that does not exist (404), a
// form, or no page at all. The recipe is asked of this server's own API in-process — the same answer the picture
// preload uses (lcp-image.ts): `sharedLookups` gives every asker of one path the one request in flight.
import { remoteForPath } from '@simple-recipes/shared-api/contracts';
import type { Recipe } from '@simple-recipes/shared-api/types';
import { recipeKey } from '@simple-recipes/shared-api/urls';
import { stubOf } from './preloads';

/** An API GET in-process: its status and, for a 200, the parsed JSON. */
export type ApiLookup = (apiPath: string) => Promise<{ status: number; body: unknown }>;

export type PageLookup =
  | { kind: 'home' }
  | { kind: 'recipe'; recipe: Recipe }
  /** A former stub of a renamed recipe: the page now lives at the current stub. */
  | { kind: 'moved'; stub: string }
  | { kind: 'unknown-recipe' }
  /** The recipe could not be read in time (the database is busy or down). */
  | { kind: 'unavailable' }
  /** `/login`, `/create`, `/:stub/update`. */
  | { kind: 'form' }
  | { kind: 'not-found' };

/** How long the HTML waits for its recipe before answering 503 (the page's own scripts still retry). */
const RECIPE_BUDGET_MS = 3000;

/** Concurrent lookups of one path share one request. */
export function sharedLookups(lookup: ApiLookup): ApiLookup {
  const inFlight = new Map<string, ReturnType<ApiLookup>>();
  return (apiPath) => {
    let answer = inFlight.get(apiPath);
    if (!answer) {
      answer = lookup(apiPath).finally(() => inFlight.delete(apiPath));
      inFlight.set(apiPath, answer);
    }
    return answer;
  };
}

async function withinBudget<T>(work: Promise<T>, budgetMs: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), budgetMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function lookUpRecipe(stub: string, lookup: ApiLookup): Promise<PageLookup> {
  const { status, body } = await lookup(recipeKey(stub));
  // Any refusal of the address (404, or a stub the API cannot even look up) means no recipe lives there.
  if (status >= 400 && status < 500) return { kind: 'unknown-recipe' };
  if (status !== 200) return { kind: 'unavailable' };
  const recipe = body as Recipe;
  return recipe.stub === stub ? { kind: 'recipe', recipe } : { kind: 'moved', stub: recipe.stub };
}

export async function lookUpPage(
  pathname: string,
  lookup: ApiLookup,
  budgetMs = RECIPE_BUDGET_MS,
): Promise<PageLookup> {
  const parts = pathname.split('/').filter(Boolean);
  const remote = remoteForPath(pathname);
  if (remote === 'catalog') return { kind: 'home' };
  if (remote === 'recipeEditor' || (parts.length === 1 && parts[0] === 'login')) return { kind: 'form' };
  const stub = remote === 'recipeView' ? stubOf(pathname) : null;
  if (stub === null) return { kind: 'not-found' };
  const unavailable: PageLookup = { kind: 'unavailable' };
  return withinBudget(
    lookUpRecipe(stub, lookup).catch(() => unavailable),
    budgetMs,
    unavailable,
  );
}
