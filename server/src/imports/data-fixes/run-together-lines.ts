// Structured data that runs a list together into one line ("125ml milk, 1 tsp vinegar, 60ml oil"), while the page
// shows the same entries apart: the page's entries are the lines, in the page's groups.
import type { FoundSection } from '../found-recipe';
import { isAmountOnly } from '../lines/ingredient-line';
import { letters } from '../text';

/**
 * The page's first entries, in their groups, when the data's only line is exactly those entries run together; the
 * page may show more after them (the same list in other units).
 */
export function pageEntriesOfRunTogetherLine(
  data: string[],
  shown: Array<FoundSection<string>>,
): Array<FoundSection<string>> | undefined {
  if (data.length !== 1) return undefined;
  const target = letters(data[0] as string);
  const groups: Array<FoundSection<string>> = [];
  let joined = '';
  for (const section of shown) {
    const group: FoundSection<string> = { name: section.name, items: [] };
    groups.push(group);
    for (const item of section.items) {
      joined += letters(item);
      group.items.push(item);
      if (!target.startsWith(joined)) return undefined;
      if (joined === target) {
        const entries = groups.filter((entry) => entry.items.length > 0);
        const lines = entries.flatMap((entry) => entry.items);
        // A page that sets the amount apart from the name (<li>5</li><li>mirabelles</li>) shows one line, not two.
        return lines.length > 1 && !lines.some(isAmountOnly) ? entries : undefined;
      }
    }
  }
  return undefined;
}
