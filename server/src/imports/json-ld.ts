// Finds the schema.org Recipe among a page's JSON-LD blocks: top-level objects, arrays, `@graph`, and recipes
// nested in other nodes (`mainEntity` of a WebPage, an ItemList's entries).
import type { CheerioAPI } from 'cheerio';
import { jsonrepair } from 'jsonrepair';

export type JsonObject = Record<string, unknown>;

const MAX_DEPTH = 12;

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `Recipe`, `schema:Recipe`, `http://schema.org/Recipe`, or a list holding one of them. */
export function hasType(node: JsonObject, type: string): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some(
    (entry) =>
      typeof entry === 'string' && (entry === type || entry.endsWith(`/${type}`) || entry.endsWith(`:${type}`)),
  );
}

/**
 * Pages put raw newlines and tabs inside strings, trailing commas, or stray text after the JSON; all are read
 * leniently. jsonrepair escapes a string's raw line breaks (so the lines of an ingredient list stay apart) and
 * mends the other common slips; what it cannot mend is read with its control characters as spaces.
 */
function parseLenient(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*\/\/<!\[CDATA\[|\/\/\]\]>\s*$/g, '');
  try {
    return JSON.parse(trimmed);
  } catch {
    try {
      return JSON.parse(jsonrepair(trimmed));
    } catch {
      // Not mendable as a whole: the older, blunter reading below.
    }
    try {
      // Control characters are not allowed in JSON strings; outside strings they are whitespace anyway.
      // …and a statement's semicolon after the object is the most common stray text.
      return JSON.parse(trimmed.replace(/[\u0000-\u001f]+/g, ' ').replace(/;\s*$/, ''));
    } catch {
      return undefined;
    }
  }
}

function collectRecipes(value: unknown, found: JsonObject[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const entry of value) collectRecipes(entry, found, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (hasType(value, 'Recipe')) {
    found.push(value);
    return;
  }
  for (const [key, entry] of Object.entries(value)) {
    if (key === '@context') continue;
    if (entry !== null && typeof entry === 'object') collectRecipes(entry, found, depth + 1);
  }
}

/** How much of a recipe a node holds: the page's main recipe beats a teaser of another one. */
function weight(recipe: JsonObject): number {
  const ingredients = recipe.recipeIngredient ?? recipe.ingredients;
  return (Array.isArray(ingredients) ? ingredients.length : ingredients ? 1 : 0) + (recipe.recipeInstructions ? 5 : 0);
}

/** Every Recipe node in a parsed JSON-LD document. */
export function recipesIn(document: unknown): JsonObject[] {
  const found: JsonObject[] = [];
  collectRecipes(document, found, 0);
  return found;
}

export function jsonLdRecipes($: CheerioAPI): JsonObject[] {
  const found: JsonObject[] = [];
  $('script[type="application/ld+json" i], script[type="application/json+ld" i]').each((_, element) => {
    const parsed = parseLenient($(element).text());
    if (parsed !== undefined) collectRecipes(parsed, found, 0);
  });
  return found;
}

/** The fullest Recipe node of the page's JSON-LD, if any. */
export function jsonLdRecipe($: CheerioAPI): JsonObject | undefined {
  const recipes = jsonLdRecipes($);
  let best: JsonObject | undefined;
  for (const recipe of recipes) if (!best || weight(recipe) > weight(best)) best = recipe;
  return best;
}
