// Structured data whose whole ingredient list is one name ("recipeIngredient": "Chicken"): a plugin that filled the
// field with the recipe's main ingredient, or a category, while the page lists the ingredients with their amounts.
import type { FoundSection } from '../found-recipe';
import { holdsNumber } from '../text';

/** Longer than this, a lone line may be a whole list run together, which run-together-lines.ts reads. */
const NAME_LENGTH_MAX = 40;
/** Fewer entries than this, the page's list is no ingredient list to prefer. */
const SHOWN_ENTRIES_MIN = 3;

/** The page's sections when the data's only line is a short name without amount and the page lists amounts. */
export function pageListOverLoneName(
  data: string[],
  shown: Array<FoundSection<string>>,
): Array<FoundSection<string>> | undefined {
  const [line] = data;
  if (data.length !== 1 || line === undefined || line.length > NAME_LENGTH_MAX || holdsNumber(line)) return undefined;
  const items = shown.flatMap((section) => section.items);
  const withAmounts = items.filter(holdsNumber);
  return items.length >= SHOWN_ENTRIES_MIN && withAmounts.length * 2 > items.length ? shown : undefined;
}
