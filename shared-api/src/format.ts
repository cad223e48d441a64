// Display helpers shared by the pages and the server. React-free.
import type { RecipeSummary } from './types';

function wholeNumber(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The serves, prep and cooking figures a recipe gives; null for one it does not give. */
export interface RecipeFigures {
  servings: number | null;
  /** Whole minutes. */
  prepTime: number | null;
  /** Whole minutes. */
  cookingTime: number | null;
}

/**
 * What a recipe says about its servings and times, for every place that shows them (cards, the recipe page, its
 * JSON-LD and description). A count of 0 is "not given": the form starts at 0 and many imported pages name none,
 * and no dish serves nobody. Two times of 0 are "not given" as well; one time of 0 beside another is a real zero
 * (a salad needs no cooking, a tray bake no preparation), shown as `0:00`.
 */
export function recipeFigures(
  recipe: Pick<RecipeSummary, 'serving_count' | 'prep_time' | 'cooking_time'>,
): RecipeFigures {
  const servings = wholeNumber(recipe.serving_count);
  const prepTime = wholeNumber(recipe.prep_time);
  const cookingTime = wholeNumber(recipe.cooking_time);
  const timed = prepTime + cookingTime > 0;
  return {
    servings: servings > 0 ? servings : null,
    prepTime: timed ? prepTime : null,
    cookingTime: timed ? cookingTime : null,
  };
}

/** Minutes as `h:mm`: 90 → `1:30`, 5 → `0:05`, 0 → `0:00`. */
export function formatMinutes(minutes: number): string {
  const total = wholeNumber(minutes);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Minutes as an ISO 8601 duration for `<time dateTime>` and JSON-LD: 90 → `PT1H30M`, 60 → `PT1H`, 0 → `PT0M`. */
export function isoDuration(minutes: number): string {
  const total = wholeNumber(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

export interface SourceLink {
  /** What to show: the source with `http://` added when it had no scheme, or "No Source". */
  text: string;
  /** A safe link target (http or https only), or null when the source must not be a link. */
  href: string | null;
}

const HTTP_SCHEME = /^https?:\/\//i;
// A scheme such as `javascript:` or `mailto:`; `example.com:8080` is a host with a port, not a scheme.
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** The source of a recipe for display (docs/spec.md §2): `http://` added when it has no scheme; only http(s) is ever a link. */
export function sourceLink(source: string | null | undefined): SourceLink {
  const trimmed = (source ?? '').trim();
  if (!trimmed) return { text: 'No Source', href: null };
  if (HTTP_SCHEME.test(trimmed)) return { text: trimmed, href: safeHref(trimmed) };
  if (OTHER_SCHEME.test(trimmed)) return { text: trimmed, href: null };
  const withScheme = `http://${trimmed.replace(/^\/+/, '')}`;
  const href = safeHref(withScheme);
  return href ? { text: withScheme, href } : { text: trimmed, href: null };
}

/** What an ingredient's amount is when it has none ("Salt to taste"): the form requires one, and a dash reads as none. */
export const NO_AMOUNT = '—';

/** The amount to show beside an ingredient: nothing for one that is only a dash ("—", "-"), which stands for none. */
export function shownAmount(amount: string): string {
  const trimmed = amount.trim();
  return /^[-–—]*$/u.test(trimmed) ? '' : trimmed;
}

/**
 * An ingredient as the one line schema.org's `recipeIngredient` holds, for recipe managers, search engines and
 * this site's own importer: "2 cups flour, sifted" (amount first, notes after a comma, as cookbooks write it and as
 * ingredient parsers split it); a dash is no amount.
 */
export function ingredientText(item: { amount: string; ingredient: string; notes: string }): string {
  const line = [shownAmount(item.amount), item.ingredient.trim()].filter(Boolean).join(' ');
  const notes = item.notes.trim();
  return notes ? `${line}, ${notes}` : line;
}

/** A step with its notes as the one text of a schema.org `HowToStep`: "Bake for 40 minutes. (Cover if it browns.)" */
export function stepText(item: { step: string; notes: string }): string {
  const notes = item.notes.trim();
  return notes ? `${item.step.trim()} (${notes})` : item.step.trim();
}
