// Structured data that writes each ingredient's amount after its name ("verse ravioli 500gr", "citroen 1"), where
// the page shows the same lines amount first ("500 gr verse ravioli (bijvoorbeeld gevuld met ricotta)"): the page's
// lines are the recipe's, with their amounts where an amount belongs.
import type { FoundSection } from '../found-recipe';
import { letters } from '../text';

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

const wordsOf = (text: string) => text.split(/\s+/).map(letters).filter(Boolean).sort().join(' ');

/** "zout snufje" for "snufje zout": a line with a word for its amount, written after the name. */
const sameWords = (line: string, item: string) =>
  !/\d/.test(line) && wordsOf(line).length > 0 && wordsOf(line) === wordsOf(item);

/** The data may hold a line or two the page's list leaves out ("Bakvorm 20x20cm", the tin under the ingredients). */
const UNSHOWN_LINES_MAX = 2;

/**
 * The page's sections when its entries are the data's lines in order, each line the data ends with its amount
 * starting the page's entry amount first (and most lines doing so); the few data lines the page does not show stay,
 * after the entry before them. Undefined otherwise.
 */
export function pageListOfTrailingAmountData(
  data: string[],
  shown: Array<FoundSection<string>>,
): Array<FoundSection<string>> | undefined {
  const items = shown.flatMap((section) => section.items);
  const unshownCount = data.length - items.length;
  if (unshownCount < 0 || unshownCount > UNSHOWN_LINES_MAX || unshownCount * 4 >= data.length) return undefined;
  const moved = data.map(amountInFront);
  if (moved.filter(Boolean).length * 2 <= data.length) return undefined;
  // The data's lines the page leaves out, each under the number of page entries before it.
  const unshown: Array<{ after: number; line: string }> = [];
  let next = 0;
  for (const [index, line] of data.entries()) {
    const start = letters(moved[index] ?? line);
    const item = items[next];
    if (item !== undefined && ((start.length > 0 && letters(item).startsWith(start)) || sameWords(line, item)))
      next += 1;
    else unshown.push({ after: next, line });
  }
  if (next !== items.length || unshown.length !== unshownCount) return undefined;
  if (unshown.length === 0) return shown;
  const unshownAfter = (count: number) => unshown.filter(({ after }) => after === count).map(({ line }) => line);
  let before = 0;
  return shown.map((section, sectionIndex) => {
    const withUnshown = section.items.flatMap((item, index) => [item, ...unshownAfter(before + index + 1)]);
    const first = sectionIndex === 0 ? unshownAfter(0) : [];
    before += section.items.length;
    return { ...section, items: [...first, ...withUnshown] };
  });
}
