// Group headings written among the ingredient lines ("For the cookies:", "FOR THE MARINADE"): schema.org has no
// place for ingredient groups, so many sites put each group's heading in the list as a line of its own, in the data
// and in the page's list alike. Such a line names the lines after it instead of being an ingredient.
import type { FoundSection } from '../found-recipe';
import type { ShownHeadings } from '../markup/shown-headings';
import { plainText } from '../text';

/** A heading is short: a line longer than this is an ingredient, however it is written. */
const HEADING_LENGTH_MAX = 60;

/** "For the glaze:", "Sauce:" — but not "Salt: to taste" (text after the colon). */
const ENDS_WITH_COLON = /[:：]\s*$/u;
/** A heading starts with a word, not an amount ("2 cups:", "½ tsp"). */
const STARTS_WITH_AMOUNT = /^[\s(]*[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/u;
/** "--- Sauce ---", "** Topping **", "== Filling ==": a line set off by marks around it. */
const SET_OFF = /^\s*([-–—=*#~_•]{2,})\s*\S.*\S\s*\1\s*$/u;

/** "FOR THE SAUCE", "POSTUP"; not a line in a script without case that holds a unit in capitals ("1.2Lの水を入れ"). */
function isUpperCase(line: string): boolean {
  const letters = [...line.replace(/[^\p{L}]/gu, '')];
  const cased = letters.filter((letter) => letter.toLowerCase() !== letter.toUpperCase());
  return (
    cased.length >= 3 && cased.length * 2 > letters.length && cased.every((letter) => letter === letter.toUpperCase())
  );
}

function headingShape(line: string, upperCaseIsHeading: boolean): boolean {
  const text = line.trim();
  if (!text || text.length > HEADING_LENGTH_MAX || STARTS_WITH_AMOUNT.test(text)) return false;
  return ENDS_WITH_COLON.test(text) || SET_OFF.test(text) || (upperCaseIsHeading && isUpperCase(text));
}

/** A line the page shows as a heading: short, without a number, starting with a capital where letters have case. */
function shownAsHeading(line: string, nextLine: string | undefined, shown: ShownHeadings | undefined): boolean {
  const text = line.trim();
  if (!shown || nextLine === undefined || text.length > HEADING_LENGTH_MAX || /\d/.test(text)) return false;
  return !/^\p{Ll}/u.test(text) && shown.heads(text, nextLine);
}

function headingName(line: string): string {
  return plainText(line)
    .replace(/^[-–—=*#~_•\s]+|[-–—=*#~_•\s]+$/gu, '')
    .replace(ENDS_WITH_COLON, '')
    .trim();
}

/**
 * The groups with every heading line among their items (one that heads at least one line) made the name of the
 * lines after it. Capitals mark a heading only where most lines are not in capitals. A line such as "Meatballs" is a
 * heading only when the page shows it as one right before the next line (`shown`, see shown-headings.ts): written
 * without a mark, a heading looks like an ingredient given without an amount.
 */
export function splitAtHeadingLines(
  groups: Array<FoundSection<string>>,
  shown?: ShownHeadings,
): Array<FoundSection<string>> {
  const lines = groups.flatMap((group) => group.items);
  const upperCaseIsHeading = lines.filter(isUpperCase).length * 2 < lines.length;
  return groups.flatMap((group) => {
    const heading = group.items.map(
      (line, index) => headingShape(line, upperCaseIsHeading) || shownAsHeading(line, group.items[index + 1], shown),
    );
    // A heading heads the lines after it. A title heads the heading after it too: "Sourdough Version" over "Sweet
    // Stiff Starter" names one group, "Sourdough Version: Sweet Stiff Starter". A label ending in a colon names only
    // its own lines: "Dough:" right before "Filling:" heads none, and stays a line so nothing is lost.
    const heads = heading.map(() => false);
    for (let index = heading.length - 2; index >= 0; index -= 1) {
      const titleOverHeading = !!heads[index + 1] && !ENDS_WITH_COLON.test(group.items[index] as string);
      heads[index] = !!heading[index] && (heading[index + 1] === false || titleOverHeading);
    }
    if (!heads.some(Boolean)) return [group];
    const split: Array<FoundSection<string>> = [{ name: group.name, items: [] }];
    let names: string[] = [];
    group.items.forEach((line, index) => {
      if (!heads[index]) {
        split[split.length - 1]?.items.push(line);
        return;
      }
      names.push(headingName(line));
      if (heading[index + 1] === false) {
        split.push({ name: names.join(': '), items: [] });
        names = [];
      }
    });
    return split.filter((part) => part.items.length > 0);
  });
}
