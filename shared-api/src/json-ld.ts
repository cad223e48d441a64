// schema.org structured data (JSON-LD): `Recipe` for a recipe page (https://schema.org/Recipe), `WebSite` with its
// search action for the home page. One source for the server, which puts it into the HTML as sent (search engines,
// link previews and recipe importers read that), and the recipe page, which keeps it current on client-side
// navigation. React-free (`@simple-recipes/shared-api/json-ld`).
import { ingredientText, isoDuration, recipeFigures, type RecipeFigures, stepText } from './format';
import { recipeDescription, SITE_TITLE } from './page-meta';
import type { Recipe } from './types';
import { DEFAULT_LIST_FILTERS, searchWithListFilters } from './urls';

/** The id of the page's one `<script type="application/ld+json">`, written by the server, updated by the page. */
export const JSON_LD_ELEMENT_ID = 'page-json-ld';

interface HowToStep {
  '@type': 'HowToStep';
  position: number;
  text: string;
}

interface HowToSection {
  '@type': 'HowToSection';
  name: string;
  itemListElement: HowToStep[];
}

/**
 * This site's exact sections, under a property JSON-LD readers ignore: schema.org has no ingredient groups and no
 * place for an item's notes, and this site's own importer reads them back (the export carries the same).
 */
export const SITE_STRUCTURE_PROPERTY = 'simpleRecipes';

export interface SiteSections {
  ingredients: Array<{ name: string; ingredients: Array<{ amount: string; ingredient: string; notes: string }> }>;
  steps: Array<{ name: string; steps: Array<{ step: string; notes: string }> }>;
}

export interface RecipeStructuredData {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  name: string;
  description: string;
  url?: string;
  image?: string[];
  /** Left out when the recipe gives none (0), as are the times: "0 servings" and "PT0M" would be said as facts. */
  recipeYield?: string;
  prepTime?: string;
  cookTime?: string;
  totalTime?: string;
  recipeIngredient: string[];
  recipeInstructions: HowToSection[];
  keywords?: string;
  datePublished: string;
  dateModified: string;
  [SITE_STRUCTURE_PROPERTY]: SiteSections;
}

/** The recipe's sections as `SITE_STRUCTURE_PROPERTY` holds them: the fields this site reads back, no more. */
export function siteSections(recipe: Pick<Recipe, 'ingredients_sections' | 'recipe_sections'>): SiteSections {
  return {
    ingredients: recipe.ingredients_sections.map((section) => ({
      name: section.name,
      ingredients: section.ingredients.map(({ amount, ingredient, notes }) => ({ amount, ingredient, notes })),
    })),
    steps: recipe.recipe_sections.map((section) => ({
      name: section.name,
      steps: section.steps.map(({ step, notes }) => ({ step, notes })),
    })),
  };
}

/** schema.org's three times, when the recipe gives its times; none at all when it does not ("PT0M" is no fact). */
export function jsonLdTimes(figures: RecipeFigures): Pick<RecipeStructuredData, 'prepTime' | 'cookTime' | 'totalTime'> {
  if (figures.prepTime === null || figures.cookingTime === null) return {};
  return {
    prepTime: isoDuration(figures.prepTime),
    cookTime: isoDuration(figures.cookingTime),
    totalTime: isoDuration(figures.prepTime + figures.cookingTime),
  };
}

/** The absolute address of a recipe's page. */
export function recipePageUrl(origin: string, stub: string): string {
  return new URL(`/${encodeURIComponent(stub)}`, origin).href;
}

/**
 * @param pageUrl absolute URL of the recipe page; image URLs are resolved against it (schema.org wants absolute URLs).
 */
export function recipeJsonLd(recipe: Recipe, pageUrl: string): RecipeStructuredData {
  const figures = recipeFigures(recipe);
  let position = 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    description: recipeDescription(recipe),
    url: pageUrl,
    ...(recipe.imageUrl ? { image: [new URL(recipe.imageUrl, pageUrl).href] } : {}),
    ...(figures.servings !== null ? { recipeYield: String(figures.servings) } : {}),
    ...jsonLdTimes(figures),
    recipeIngredient: recipe.ingredients_sections.flatMap((section) => section.ingredients.map(ingredientText)),
    // Positions run on across sections, like the numbers on the page.
    recipeInstructions: recipe.recipe_sections.map((section) => ({
      '@type': 'HowToSection',
      name: section.name,
      itemListElement: section.steps.map((step) => ({
        '@type': 'HowToStep',
        position: ++position,
        text: stepText(step),
      })),
    })),
    ...(recipe.tags.length > 0 ? { keywords: recipe.tags.map((tag) => tag.tag).join(', ') } : {}),
    datePublished: recipe.created_at,
    dateModified: recipe.updated_at,
    [SITE_STRUCTURE_PROPERTY]: siteSections(recipe),
  };
}

/**
 * JSON for an inline `<script>`: `<` (and `>`, `&`) become `\u003c`-style escapes, so recipe text such as
 * `</script>` or `<!--` cannot end the script element early; U+2028/U+2029 are escaped for old JS parsers.
 * The result is still valid JSON with the same value.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface WebSiteStructuredData {
  '@context': 'https://schema.org';
  '@type': 'WebSite';
  name: string;
  url: string;
  potentialAction: {
    '@type': 'SearchAction';
    target: { '@type': 'EntryPoint'; urlTemplate: string };
    'query-input': string;
  };
}

const SEARCH_TERM = 'search_term_string';

/**
 * The home page's `WebSite`, whose search action is the catalog's own search address (`/?search=…`, built by the
 * catalog's URL helper, so the two cannot drift).
 */
export function webSiteJsonLd(origin: string): WebSiteStructuredData {
  const search = searchWithListFilters('', { ...DEFAULT_LIST_FILTERS, search: SEARCH_TERM }).replace(
    SEARCH_TERM,
    `{${SEARCH_TERM}}`,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_TITLE,
    url: new URL('/', origin).href,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: new URL(`/${search}`, origin).href },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
}
