// What a page says about itself in its <head> — the site's title and description, a recipe page's title and its
// short description — written once for the server (the HTML as sent) and the pages (client-side navigation).
// React-free (`@simple-recipes/shared-api/page-meta`).
import { recipeFigures } from './format';
import type { Recipe } from './types';

export const SITE_TITLE = 'Simple Recipes For Everyone';

export const SITE_DESCRIPTION =
  'Simple Recipes For Everyone: browse, search and cook recipes, with ingredients and steps on one readable page.';

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** A page's `<title>`: "Lemon Tart – Simple Recipes For Everyone". */
export function pageTitle(name: string): string {
  return `${oneLine(name)} – ${SITE_TITLE}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** 65 → "1 h 5 min", 60 → "1 h", 45 → "45 min". */
function readableMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Cuts at a word boundary, ending with an ellipsis, so the text fits in `max` characters. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * A recipe's meta description (link previews, search results): how many it serves, the time it takes, and its
 * ingredients — "Serves 8, ready in 1 h 5 min. Ingredients: Self-raising flour, Butter, Caster sugar." — at most
 * DESCRIPTION_MAX_LENGTH characters.
 */
export function recipeDescription(
  recipe: Pick<Recipe, 'serving_count' | 'prep_time' | 'cooking_time' | 'ingredients_sections'>,
): string {
  const facts: string[] = [];
  const { servings, prepTime, cookingTime } = recipeFigures(recipe);
  if (servings !== null) facts.push(`Serves ${servings}`);
  const total = (prepTime ?? 0) + (cookingTime ?? 0);
  if (total > 0) facts.push(`${facts.length > 0 ? 'ready' : 'Ready'} in ${readableMinutes(total)}`);
  const ingredients = [
    ...new Set(
      recipe.ingredients_sections
        .flatMap((section) => section.ingredients.map((item) => oneLine(item.ingredient)))
        .filter(Boolean),
    ),
  ];
  const sentences = [
    ...(facts.length > 0 ? [`${facts.join(', ')}.`] : []),
    ...(ingredients.length > 0 ? [`Ingredients: ${ingredients.join(', ')}.`] : []),
  ];
  return shorten(sentences.join(' ') || SITE_DESCRIPTION, DESCRIPTION_MAX_LENGTH);
}
