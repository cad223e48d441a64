// Group names in an ingredient list copied as text with no mark of their own (no colon, not in capitals), as recipe
// cards set them in bold: "Dough", its measured lines, "Filling", its own; "Cinnamon-Sugar Filling".
import { startsWithQuantity } from '../lines/ingredient-line';

/** A line that may name a group: short, capitalised, no amount, no figures, no sentence or list of things. */
function mayName(line: string): boolean {
  return (
    line.length <= 40 &&
    line.split(/\s+/).length <= 4 &&
    /^\p{Lu}/u.test(line) &&
    !/[\d,;.!?()]/u.test(line) &&
    !startsWithQuantity(line)
  );
}

/** "Sourdough Croissant Dough", "Egg Wash": each word of the name capitalised, as a heading is and a line is not. */
function isTitleCase(line: string): boolean {
  const words = line.split(/\s+/).filter((word) => /\p{L}{3}/u.test(word));
  return words.length >= 2 && words.every((word) => /^\p{Lu}/u.test(word));
}

/**
 * Which of a part's lines name its groups: a line that may name one and heads two measured lines. One such line
 * alone is taken for a group's name only when it is written as a title; two or more name groups, as the lines
 * between them each have a name over them ("Salt" before "2 cups flour" in a list of one group stays a line).
 */
export function unmarkedGroupNames(lines: readonly string[]): Set<number> {
  const heads = lines.map(
    (line, index) =>
      mayName(line) && startsWithQuantity(lines[index + 1] ?? '') && startsWithQuantity(lines[index + 2] ?? ''),
  );
  const count = heads.filter(Boolean).length;
  return new Set(lines.flatMap((line, index) => (heads[index] && (count >= 2 || isTitleCase(line)) ? [index] : [])));
}
