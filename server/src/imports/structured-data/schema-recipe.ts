// A schema.org Recipe node (from JSON-LD, or microdata read into the same shape) → FoundRecipe. Handles the shapes
// real pages use: strings or lists for ingredients, images as a string, an ImageObject or a list, ISO 8601 durations,
// recipeYield shapes, property names in the wrong case; the steps are read in schema-steps.ts.
import { minutesOf } from '../lines/duration';
import { isAmountOnly } from '../lines/ingredient-line';
import { servingsOf } from '../lines/servings';
import type { FoundRecipe } from '../found-recipe';
import { plainText, textOf } from '../text';
import { withAmountAsWritten } from './generated-amounts';
import { isObject, type JsonObject } from './json-ld';
import { linesOf, schemaStepSections } from './schema-steps';
import { siteSectionsOf } from './site-sections';

/**
 * WP Recipe Maker wraps an ingredient's notes in parentheses even when they already have their own, so its data
 * says "water ((for 2 cups, use 1⅔ cups (400 ml)))" where the page shows one pair. A doubled pair around a
 * balanced text becomes one.
 */
export function withoutDoubledParentheses(line: string): string {
  return line.replace(/\(\(([^()]*(?:\([^()]*\)[^()]*)*)\)\)/g, '($1)');
}

/**
 * The lines of one ingredient entry written over several lines: a line that is only an amount ("2  \r\nbay leaf",
 * "1/2 teaspoon \r\nground cinnamon") was broken from the line after it, and is joined to it again.
 */
function entryLines(entry: string): string[] {
  const lines: string[] = [];
  let amount = '';
  for (const line of linesOf(entry)) {
    if (isAmountOnly(line)) {
      amount = amount ? `${amount} ${line}` : line;
      continue;
    }
    lines.push(amount ? `${amount} ${line}` : line);
    amount = '';
  }
  return amount ? [...lines, amount] : lines;
}

function ingredientLines(recipe: JsonObject): string[] {
  const value = recipe.recipeIngredient ?? recipe.ingredients;
  // Some pages give their groups as lists inside the list ([["2 eggs", "1 cup milk"], ["1 tbsp butter"]]).
  const values = Array.isArray(value) ? value.flat(3) : value === undefined ? [] : [value];
  return values
    .flatMap((entry) => {
      if (typeof entry === 'string')
        return entry.includes('\n') || /<(li|p|br)\b/i.test(entry) ? entryLines(entry) : [plainText(entry)];
      const text = isObject(entry) ? textOf(entry.text) || textOf(entry.name) : textOf(entry);
      return text ? [text] : [];
    })
    .map(withoutDoubledParentheses)
    .map(withAmountAsWritten)
    .filter(Boolean);
}

function absolute(url: string, base: string | undefined): string | undefined {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

export function imageUrlOf(value: unknown, base: string | undefined, depth = 0): string | undefined {
  if (depth > 4) return undefined;
  if (typeof value === 'string') return value.trim() ? absolute(value.trim(), base) : undefined;
  if (Array.isArray(value)) {
    for (const entry of value) {
      const url = imageUrlOf(entry, base, depth + 1);
      if (url) return url;
    }
    return undefined;
  }
  if (isObject(value)) {
    // An ImageObject may leave one of its addresses empty.
    for (const address of [value.url, value.contentUrl, value['@id']]) {
      const url = imageUrlOf(address, base, depth + 1);
      if (url) return url;
    }
  }
  return undefined;
}

function wordsOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((entry) => {
    const text = isObject(entry) ? textOf(entry.name) : textOf(entry);
    return text
      .split(/[,;|]/)
      .map((word) => word.trim())
      .filter(Boolean);
  });
}

const RECIPE_PROPERTIES = [
  'name',
  'headline',
  'recipeIngredient',
  'ingredients',
  'recipeInstructions',
  'recipeYield',
  'yield',
  'prepTime',
  'cookTime',
  'totalTime',
  'image',
  'thumbnailUrl',
  'url',
  'keywords',
  'recipeCategory',
  'recipeCuisine',
];

/** Pages misspell the case of property names ("CookTime", "recipeingredient"): read them as the names they mean. */
function withPropertyNamesFixed(recipe: JsonObject): JsonObject {
  const fixed: JsonObject = { ...recipe };
  for (const [key, value] of Object.entries(recipe)) {
    const meant = RECIPE_PROPERTIES.find((name) => name.toLowerCase() === key.toLowerCase());
    if (meant && fixed[meant] === undefined) fixed[meant] = value;
  }
  return fixed;
}

/** The name a Recipe node gives itself ('' when it gives none). */
export function schemaRecipeName(node: JsonObject): string {
  const recipe = withPropertyNamesFixed(node);
  return textOf(recipe.name) || textOf(recipe.headline);
}

export function foundFromSchemaRecipe(node: JsonObject, pageUrl: string | undefined): FoundRecipe {
  const recipe = withPropertyNamesFixed(node);
  const steps = schemaStepSections(recipe.recipeInstructions, textOf(recipe.description));
  const ingredients = ingredientLines(recipe);
  const found: FoundRecipe = {
    name: schemaRecipeName(recipe),
    ingredientGroups: ingredients.length > 0 ? [{ name: '', items: ingredients }] : [],
    stepSections: steps.sections,
    keywords: [...wordsOf(recipe.keywords), ...wordsOf(recipe.recipeCategory), ...wordsOf(recipe.recipeCuisine)],
  };
  const servings = servingsOf(recipe.recipeYield ?? recipe.yield);
  if (servings !== undefined) found.servings = servings;
  const prep = minutesOf(recipe.prepTime);
  if (prep !== undefined) found.prepMinutes = prep;
  const cook = minutesOf(recipe.cookTime);
  if (cook !== undefined) found.cookMinutes = cook;
  const total = minutesOf(recipe.totalTime);
  if (total !== undefined) found.totalMinutes = total;
  const image = imageUrlOf(recipe.image ?? recipe.thumbnailUrl, pageUrl);
  if (image) found.imageUrl = image;
  const url = typeof recipe.url === 'string' ? absolute(recipe.url, pageUrl) : undefined;
  if (url) found.url = url;
  const siteSections = siteSectionsOf(recipe);
  if (siteSections) found.siteSections = siteSections;
  if (steps.titles.length > 0) found.stepTitles = steps.titles;
  return found;
}
