// Structured data that left lines out: the page's list holds every line of the data, word for word, and more (the
// main ingredients the data forgot, a group it never had). The page's list is the recipe's.
import type { FoundSection } from '../found-recipe';
import { NO_AMOUNT } from '@simple-recipes/shared-api/format';
import { splitIngredientLine } from '../lines/ingredient-line';
import { SERVINGS_WORDS } from '../lines/servings';
import { letters } from '../text';

/** The fewest data lines that make their all being on the page telling: one or two lines are found by chance. */
const MIN_DATA_LINES = 3;

/**
 * The page's sections when each data line is one of the page's entries (as often on the page as in the data, in
 * any order) and the page has more of them, though not more than the data gives, most of those with an amount
 * and none counting servings: ingredients, not the page's other text.
 */
export function pageListOfDataWithLostLines(
  data: string[],
  shown: Array<FoundSection<string>>,
): Array<FoundSection<string>> | undefined {
  const dataCounts = counts(data.map(letters));
  // A list with none of the data's lines and no amount is the page's other facts ("Für 2 Personen", "einfach").
  const lists = shown.filter((section) =>
    section.items.some((item) => dataCounts.has(letters(item)) || splitIngredientLine(item).amount !== NO_AMOUNT),
  );
  const items = lists.flatMap((section) => section.items);
  if (data.length < MIN_DATA_LINES || items.length <= data.length) return undefined;
  const shownLetters = items.map(letters);
  const shownCounts = counts(shownLetters);
  // A line the page shows more often than the data gives it is a list for another number of servings beside it.
  for (const [line, times] of dataCounts) if (!line || shownCounts.get(line) !== times) return undefined;
  const added = items.filter((_, index) => !dataCounts.has(shownLetters[index] as string));
  // "4 porsjoner" above the list counts the servings the amounts are for: no line the data lost.
  if (added.length > data.length || added.some((item) => SERVINGS_WORDS.test(item))) return undefined;
  const withAmounts = added.filter((item) => splitIngredientLine(item).amount !== NO_AMOUNT);
  return withAmounts.length * 2 >= added.length ? lists : undefined;
}

function counts(lines: string[]): Map<string, number> {
  const times = new Map<string, number>();
  for (const line of lines) times.set(line, (times.get(line) ?? 0) + 1);
  return times;
}
