// The recipes the collection already has under the name an import found, so the editor knows before saving a second
// copy (importing the same page twice is the usual way to get one).
import { sourceLink } from '@simple-recipes/shared-api/format';
import type { AlreadyHereRecipe } from '@simple-recipes/shared-api/types';
import type { Store } from '../db/store';
import { recipesOfName } from '../recipes/recipes-of-name';

/** How many the editor is told of: the first says it all, a few more show it is not the only one. */
const AT_MOST = 3;

/** A source as an address compared loosely: no scheme, no `www.`, no trailing slash, host in lower case. */
function comparableAddress(source: string | null): string | null {
  const href = sourceLink(source).href;
  if (!href) return null;
  const url = new URL(href);
  return `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}${url.search}`;
}

export async function recipesAlreadyHere(
  store: Pick<Store, 'recipesWithFoldedNames'>,
  draft: { name: string; source: string | null },
): Promise<AlreadyHereRecipe[]> {
  const source = comparableAddress(draft.source);
  const found = (await recipesOfName(store, draft.name)).map((recipe) => ({
    stub: recipe.stub,
    name: recipe.name,
    sameSource: source !== null && comparableAddress(recipe.source) === source,
  }));
  // Those from the same page first; otherwise the oldest first, as the store gives them.
  return found.sort((a, b) => Number(b.sameSource) - Number(a.sameSource)).slice(0, AT_MOST);
}
