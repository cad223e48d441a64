// Finds the schema.org Recipe among a page's JSON-LD blocks: top-level objects, arrays, `@graph`, and recipes
// nested in other nodes (`mainEntity` of a WebPage, an ItemList's entries).
import type { CheerioAPI } from 'cheerio';
import { jsonrepair } from 'jsonrepair';

export type JsonObject = Record<string, unknown>;

/** A JSON-LD document read as a page holding it (`<` escaped, so no string in it can end the script). */
export function jsonAsPage(json: string): string {
  return `<script type="application/ld+json">${json.replace(/</g, '\\u003c')}</script>`;
}

const MAX_DEPTH = 12;

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `Recipe`, `schema:Recipe`, `http://schema.org/Recipe`, or a list holding one of them; in any case ("recipe"). */
export function hasType(node: JsonObject, type: string): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  const wanted = type.toLowerCase();
  return types.some((entry) => {
    if (typeof entry !== 'string') return false;
    const name = entry.trim().toLowerCase();
    return name === wanted || name.endsWith(`/${wanted}`) || name.endsWith(`:${wanted}`);
  });
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
    // A CDATA wrapper, bare or hidden from scripts by a comment: "<![CDATA[", "//<![CDATA[", "/*<![CDATA[*/".
    .replace(/^\s*(?:\/\/|\/\*)?\s*<!\[CDATA\[\s*(?:\*\/)?|(?:\/\/|\/\*)?\s*\]\]>\s*(?:\*\/)?\s*$/g, '');
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

/** Every node of a document that names itself with an `@id`. */
function collectIdentified(value: unknown, nodes: Map<string, JsonObject>, depth: number): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  for (const entry of Array.isArray(value) ? value : Object.values(value)) collectIdentified(entry, nodes, depth + 1);
  const id = isObject(value) ? value['@id'] : undefined;
  if (typeof id === 'string' && Object.keys(value).length > 1 && !nodes.has(id)) nodes.set(id, value as JsonObject);
}

const isReference = (value: unknown): value is { '@id': string } =>
  isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1;

/**
 * A graph may give a property as a reference to a node set elsewhere on the page (`"image": {"@id": "#primaryimage"}`
 * beside the ImageObject with that `@id`): such properties are read as the node they name.
 */
function withReferencesResolved(recipe: JsonObject, nodes: Map<string, JsonObject>): JsonObject {
  const resolve = (value: unknown) => (isReference(value) ? (nodes.get(value['@id']) ?? value) : value);
  const resolved: JsonObject = {};
  for (const [key, value] of Object.entries(recipe))
    resolved[key] = Array.isArray(value) ? value.map(resolve) : resolve(value);
  return resolved;
}

/**
 * schema.org's property names start in lower case; some plugins write them capitalised ("RecipeInstructions",
 * "ItemListElement"), which readers take as the same property. Each such key is given its schema.org spelling,
 * when the object has no key of that spelling already.
 */
function withPropertyNamesInSchemaCase(value: unknown, depth: number): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
  for (const entry of Array.isArray(value) ? value : Object.values(value))
    withPropertyNamesInSchemaCase(entry, depth + 1);
  if (!isObject(value)) return;
  for (const key of Object.keys(value)) {
    const schemaKey = key.charAt(0).toLowerCase() + key.slice(1);
    if (/^[A-Z]/.test(key) && !(schemaKey in value)) value[schemaKey] = value[key];
  }
}

/** The main image of the first WebPage node (`primaryImageOfPage`) of a document, as given (maybe a reference). */
function pageImageIn(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  if (isObject(value) && hasType(value, 'WebPage') && value.primaryImageOfPage) return value.primaryImageOfPage;
  for (const entry of Array.isArray(value) ? value : Object.values(value)) {
    const image = pageImageIn(entry, depth + 1);
    if (image) return image;
  }
  return undefined;
}

const isEmptyValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A recipe that names no picture of its own is shown by its page's main image (Yoast's graph names it there). */
function withPageImage(recipe: JsonObject, pageImage: unknown): JsonObject {
  return pageImage && isEmptyValue(recipe.image) && isEmptyValue(recipe.thumbnailUrl)
    ? { ...recipe, image: pageImage }
    : recipe;
}

export function jsonLdRecipes($: CheerioAPI): JsonObject[] {
  const found: JsonObject[] = [];
  const nodes = new Map<string, JsonObject>();
  let pageImage: unknown;
  // "application/ld+json; charset=utf-8" is the same type.
  $('script[type^="application/ld+json" i], script[type^="application/json+ld" i]').each((_, element) => {
    const parsed = parseLenient($(element).text());
    if (parsed === undefined) return;
    withPropertyNamesInSchemaCase(parsed, 0);
    collectRecipes(parsed, found, 0);
    collectIdentified(parsed, nodes, 0);
    pageImage ??= pageImageIn(parsed, 0);
  });
  return found.map((recipe) => withReferencesResolved(withPageImage(recipe, pageImage), nodes));
}

/** The fullest of some Recipe nodes (the first of those that hold as much), if any. */
export function fullestRecipe(recipes: JsonObject[]): JsonObject | undefined {
  let best: JsonObject | undefined;
  for (const recipe of recipes) if (!best || weight(recipe) > weight(best)) best = recipe;
  return best;
}

/** The fullest Recipe node of the page's JSON-LD, if any. */
export function jsonLdRecipe($: CheerioAPI): JsonObject | undefined {
  return fullestRecipe(jsonLdRecipes($));
}
