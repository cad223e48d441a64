// A page may hold its list twice, in one layout for small screens and one for large, both in the markup: read in
// order, the list comes out twice over ("1 Cook the farro … 5 Serve", then "1 Cook the farro … 5 Serve" again).
import type { FoundSection } from '../found-recipe';
import { letters } from '../text';

/** The sections' lines, each section's name before its items. */
function linesOf(sections: Array<FoundSection<string>>): string[] {
  return sections.flatMap((section) => [`#${letters(section.name)}`, ...section.items.map(letters)]);
}

/**
 * Whether `items` are one copy of a list: three lines or more, none of them twice. A recipe may well repeat its own
 * steps ("Fold the dough.", "Rest 30 minutes.", "Fold the dough.", "Rest 30 minutes."); a copy of it does not.
 */
function isOneCopy(items: string[]): boolean {
  return items.length >= 3 && new Set(items.map(letters)).size === items.length;
}

/** The first of two copies, when the sections, names included, are one list given twice. */
export function listShownOnce<T extends FoundSection<string>>(sections: T[]): T[] {
  const lines = linesOf(sections);
  for (let count = 1; count * 2 <= sections.length; count += 1) {
    const half = sections.slice(0, count);
    const halfLines = linesOf(half);
    if (
      halfLines.length * 2 === lines.length &&
      halfLines.join('\n') === lines.slice(halfLines.length).join('\n') &&
      isOneCopy(half.flatMap((section) => section.items))
    )
      return half;
  }
  const [only] = sections;
  if (sections.length === 1 && only && only.items.length % 2 === 0) {
    const first = only.items.slice(0, only.items.length / 2);
    const second = only.items.slice(only.items.length / 2);
    if (isOneCopy(first) && first.map(letters).join('\n') === second.map(letters).join('\n'))
      return [{ ...only, items: first }];
  }
  return sections;
}
