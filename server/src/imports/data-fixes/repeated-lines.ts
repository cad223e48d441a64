// Structured data that gives a group of lines twice (a dressing's five lines again after the whole list), while the
// page shows each line once: the page's list is the recipe's.
import type { FoundSection } from '../found-recipe';
import { letters } from '../text';

/**
 * The page's sections when the data holds exactly the page's lines, each once on the page, some of them more than
 * once in the data.
 */
export function pageListOfRepeatingData(
  data: string[],
  shown: Array<FoundSection<string>>,
): Array<FoundSection<string>> | undefined {
  const items = shown.flatMap((section) => section.items).map(letters);
  const distinct = new Set(items);
  if (items.length === 0 || distinct.size !== items.length || data.length <= items.length) return undefined;
  const lines = data.map(letters);
  const sameLines = lines.every((line) => distinct.has(line)) && items.every((item) => lines.includes(item));
  return sameLines ? shown : undefined;
}
