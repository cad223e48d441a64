import { useEffect } from 'react';
import type { Recipe } from '@simple-recipes/shared-api';
import {
  JSON_LD_ELEMENT_ID,
  recipeJsonLd,
  recipePageUrl,
  serializeForScript,
} from '@simple-recipes/shared-api/json-ld';
import { pageTitle, recipeDescription, SITE_DESCRIPTION, SITE_TITLE } from '@simple-recipes/shared-api/page-meta';

/** The origin the server names in its canonical links (its SITE_URL setting), else the page's own. */
function canonicalOrigin(): string {
  const link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  try {
    return link ? new URL(link.href).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

/** The head element matching `selector`, created when the HTML as sent had none. */
function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

const metaDescription = () =>
  headElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));

const canonicalLink = () =>
  headElement('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }));

const jsonLdScript = () =>
  headElement(`script#${JSON_LD_ELEMENT_ID}`, () =>
    Object.assign(document.createElement('script'), { id: JSON_LD_ELEMENT_ID, type: 'application/ld+json' }),
  );

/**
 * Keeps the head saying what the page shows — title, description, canonical link and the schema.org Recipe — the
 * same tags, from the same builders, the server put into the HTML it sent. The server's elements are updated in
 * place (after a client-side navigation they described another page), never duplicated. When the recipe page is
 * left, the site's own title and description come back and the recipe's link and data go.
 */
export function useRecipeHead(recipe: Recipe): void {
  useEffect(() => {
    const pageUrl = recipePageUrl(canonicalOrigin(), recipe.stub);
    document.title = pageTitle(recipe.name);
    metaDescription().content = recipeDescription(recipe);
    canonicalLink().href = pageUrl;
    // A data block (never run), set as text: no markup is parsed. Escaped like the server's copy all the same.
    jsonLdScript().textContent = serializeForScript(recipeJsonLd(recipe, pageUrl));
    return () => {
      document.title = SITE_TITLE;
      metaDescription().content = SITE_DESCRIPTION;
      document.head.querySelector('link[rel="canonical"]')?.remove();
      document.getElementById(JSON_LD_ELEMENT_ID)?.remove();
    };
  }, [recipe]);
}
