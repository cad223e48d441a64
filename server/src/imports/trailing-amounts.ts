// Structured data that writes each ingredient's amount after its name ("verse ravioli 500gr", "citroen 1"), where
// the page shows the same lines amount first ("500 gr verse ravioli (bijvoorbeeld gevuld met ricotta)"): the page's
// lines are the recipe's, with their amounts where an amount belongs.
import type { FoundSection } from './found-recipe';
import { letters } from './text';

/** A name without digits, then a number (a range, a decimal or a fraction) and at most a short unit ("gr", "el"). */
const TRAILING_AMOUNT = /^(\D*\p{L}\D*?)[\s,:]+(\d+(?:[.,/]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?\s*\p{L}{0,5}\.?)\s*$/u;

/**
 * Longer than this, a line is no ingredient written name then amount; the bound also keeps the pattern's cost (which
 * grows with the square of the length on a line of words without a number) small on a hostile page's long lines.
 */
const LINE_LENGTH_MAX = 200;

/** "verse ravioli 500gr" → "500gr verse ravioli"; undefined for a line that does not end in its amount. */
export function amountInFront(line: string): string | undefined {
  if (line.length > LINE_LENGTH_MAX) return undefined;
  const match = TRAILING_AMOUNT.exec(line.trim());
  return match ? `${match[2]} ${(match[1] as string).trim()}` : undefined;
}

/**
 * The page's sections when its entries are the data's lines one for one, each line the data ends with its amount
 * starting the page's entry amount first (and most lines doing so); undefined otherwise.
 */
export function pageListOfTrailingAmountData(
  data: string[],
  shown: Array<FoundSection<string>>,
): Array<FoundSection<string>> | undefined {
  const items = shown.flatMap((section) => section.items);
  if (items.length !== data.length) return undefined;
  const moved = data.map(amountInFront);
  if (moved.filter(Boolean).length * 2 <= data.length) return undefined;
  const agree = data.every((line, index) => {
    const start = letters(moved[index] ?? line);
    return start.length > 0 && letters(items[index] as string).startsWith(start);
  });
  return agree ? shown : undefined;
}
