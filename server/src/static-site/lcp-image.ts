// The largest paint of the home page and of a recipe page is a picture (the first card's, the recipe's) which the
// page only learns about from the API, after its scripts ran. Asked here, while index.html is written, the picture
// can be preloaded with the HTML instead — within a small time budget: a slow answer only costs the hint.
import { firstListPageKey, recipeKey } from '@simple-recipes/shared-api/urls';
import type { RemoteKey } from '@simple-recipes/shared-api/contracts';

/** GETs an API path (`/recipes?…`) from this server; the parsed JSON of a 200 answer, else null. */
export type ApiGet = (apiPath: string) => Promise<unknown>;

const LOOKUP_BUDGET_MS = 150;

interface WithImages {
  imageUrl?: unknown;
  thumbnailUrl?: unknown;
}

const url = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The picture the page's first paint will be largest on, or null (no picture, no answer in time, a 404…). */
export async function lcpImageFor(
  key: RemoteKey | null,
  stub: string | null,
  search: string,
  apiGet: ApiGet,
  budgetMs = LOOKUP_BUDGET_MS,
): Promise<string | null> {
  let lookup: Promise<string | null>;
  if (key === 'catalog') {
    // The catalog shows a card's thumbnail, or its page image when it has none (mf-catalog RecipeCard).
    lookup = apiGet(firstListPageKey(search)).then((page) => {
      const first = (page as { recipes?: WithImages[] } | null)?.recipes?.[0];
      return first ? (url(first.thumbnailUrl) ?? url(first.imageUrl)) : null;
    });
  } else if (key === 'recipeView' && stub) {
    lookup = apiGet(recipeKey(stub)).then((recipe) => url((recipe as WithImages | null)?.imageUrl));
  } else {
    return null;
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  try {
    return await Promise.race([lookup.catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
