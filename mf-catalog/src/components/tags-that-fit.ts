/**
 * How many of a card's tags fit on its one row, in order, leaving room for the "+N" that stands for the rest:
 * all of them when they fit without it. Widths are the tags' own, `gap` the space between two items.
 */
export function tagsThatFit(tagWidths: number[], rowWidth: number, gap: number, moreWidth: number): number {
  const rowOf = (count: number) =>
    tagWidths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  // Half a pixel of slack: widths are fractional, and a tag that fits to the rounding must not be cut.
  const fits = (width: number) => width <= rowWidth + 0.5;
  if (fits(rowOf(tagWidths.length))) return tagWidths.length;
  let count = tagWidths.length - 1;
  while (count > 0 && !fits(rowOf(count) + gap + moreWidth)) count -= 1;
  return count;
}
