// A recipe in the data a page embeds for its scripts (embedded-json.ts), which follows no schema: the object that
// holds a list of ingredients and a list of steps under keys that say so ("ingredients", "preparationInstructions"),
// read as a schema.org Recipe node, so the rest of the importer reads it as it reads JSON-LD. An ingredient may be
// an object of its parts ({"name": "Limette", "displayIngredientQuantity": 1, "displayUnitOfMeasurement": "Stk."}),
// a step an object of its text ({"header": "Schritt 1", "body": "…"}); texts may be written in Markdown.
import type { CheerioAPI } from 'cheerio';
import { plainText } from '../text';
import { embeddedJsonValues } from './embedded-json';
import { isObject, type JsonObject } from './json-ld';

/** How deep the data is searched: an app's page nests its recipe in a few levels of components' properties. */
const MAX_DEPTH = 24;

const INGREDIENTS_KEY = /ingredient/i;
const STEPS_KEY = /instruction|direction|method|preparation|steps?$/i;
/** "preparationTimeInMinutes", "stepCount": facts about the steps, not they. */
const NOT_STEPS_KEY = /time|minute|duration|count|total|video|image/i;
/** The keys of an ingredient object that give its amount, its unit, its name (or its whole line). */
const AMOUNT_KEY = /quantity|amount|qty/i;
const UNIT_KEY = /unit/i;
const NAME_KEYS = ['name', 'title', 'ingredient', 'label'];
const LINE_KEYS = ['text', 'line', 'raw', 'original'];
/** The keys of a step object that give its text. */
const STEP_TEXT_KEYS = ['text', 'body', 'description', 'instruction', 'content', 'step', 'value'];

/** "**2 Pack Choi** waschen" → "2 Pack Choi waschen": Markdown's bold marks show as asterisks in a plain field. */
function withoutMarkdownBold(text: string): string {
  return text.replace(/\*\*\s*([^*]+?)\s*\*\*/g, '$1');
}

function textAt(object: JsonObject, keys: string[]): string {
  for (const key of keys) {
    const value = object[key];
    if (typeof value === 'string' && value.trim()) return withoutMarkdownBold(plainText(value));
  }
  return '';
}

/** The value of the first key matching `pattern` that holds a number or a text. */
function partAt(object: JsonObject, pattern: RegExp): string {
  for (const [key, value] of Object.entries(object)) {
    if (!pattern.test(key)) continue;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string' && value.trim()) return plainText(value);
  }
  return '';
}

function ingredientLine(entry: unknown): string {
  if (typeof entry === 'string') return withoutMarkdownBold(plainText(entry));
  if (!isObject(entry)) return '';
  const line = textAt(entry, LINE_KEYS);
  if (line) return line;
  const name = textAt(entry, NAME_KEYS);
  return name ? [partAt(entry, AMOUNT_KEY), partAt(entry, UNIT_KEY), name].filter(Boolean).join(' ') : '';
}

function stepText(entry: unknown): string {
  if (typeof entry === 'string') return withoutMarkdownBold(plainText(entry));
  return isObject(entry) ? textAt(entry, STEP_TEXT_KEYS) : '';
}

interface Candidate {
  object: JsonObject;
  ingredients: string[];
  steps: string[];
}

/** The object read as a recipe, when it holds ingredient lines and steps under keys that say so. */
function candidateOf(object: JsonObject): Candidate | undefined {
  let ingredients: string[] = [];
  let steps: string[] = [];
  for (const [key, value] of Object.entries(object)) {
    if (!Array.isArray(value)) continue;
    if (INGREDIENTS_KEY.test(key) && ingredients.length === 0) ingredients = value.map(ingredientLine).filter(Boolean);
    else if (STEPS_KEY.test(key) && !NOT_STEPS_KEY.test(key) && steps.length === 0)
      steps = value.map(stepText).filter(Boolean);
  }
  return ingredients.length > 0 && steps.length > 0 ? { object, ingredients, steps } : undefined;
}

/** Every recipe-shaped object in a value, walked without recursion (the data may be large and deep). */
function candidatesIn(root: unknown): Candidate[] {
  const found: Candidate[] = [];
  const pending: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (depth > MAX_DEPTH || value === null || typeof value !== 'object') continue;
    const candidate = isObject(value) ? candidateOf(value) : undefined;
    if (candidate) found.push(candidate);
    for (const entry of Array.isArray(value) ? value : Object.values(value))
      if (entry !== null && typeof entry === 'object') pending.push({ value: entry, depth: depth + 1 });
  }
  return found;
}

/** A time the object gives under a key that names it ("preparationTimeInMinutes": "25", "cookTime": "PT20M"). */
function timeAt(object: JsonObject, pattern: RegExp): string | undefined {
  for (const [key, value] of Object.entries(object)) {
    if (!pattern.test(key) || /sec/i.test(key)) continue;
    // A bare number is minutes only where the key says so; elsewhere it may be seconds.
    if ((typeof value === 'number' || /^\s*\d+\s*$/.test(String(value))) && !/min/i.test(key)) continue;
    if (typeof value === 'number') return `PT${value}M`;
    if (typeof value === 'string' && value.trim()) return /^\s*\d+\s*$/.test(value) ? `PT${value.trim()}M` : value;
  }
  return undefined;
}

/** The fullest recipe-shaped object of the page's embedded data, as a schema.org Recipe node; undefined if none. */
export function embeddedRecipe($: CheerioAPI): JsonObject | undefined {
  let best: Candidate | undefined;
  for (const value of embeddedJsonValues($)) {
    for (const candidate of candidatesIn(value)) {
      const size = candidate.ingredients.length + candidate.steps.length;
      if (!best || size > best.ingredients.length + best.steps.length) best = candidate;
    }
  }
  if (!best) return undefined;
  const { object } = best;
  const node: JsonObject = {
    '@type': 'Recipe',
    name: textAt(object, ['name', 'title', 'headline']),
    recipeIngredient: best.ingredients,
    recipeInstructions: best.steps,
  };
  const prep = timeAt(object, /^prep(aration)?[_-]?time/i);
  if (prep) node.prepTime = prep;
  const cook = timeAt(object, /^cook(ing)?[_-]?time/i);
  if (cook) node.cookTime = cook;
  const total = timeAt(object, /^total[_-]?time/i);
  if (total) node.totalTime = total;
  const servings = Object.entries(object).find(([key]) => /^(servings?|serves|yields?|portions?)$/i.test(key));
  if (servings) node.recipeYield = servings[1];
  return node;
}
