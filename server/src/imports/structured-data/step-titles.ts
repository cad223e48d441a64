// Steps the data gives titles of their own ("Build your roux", then what to do) read as a title line before each
// step's text. Outside a named section, a title heads its step as a section's name does, so the recipe shows it as a
// heading over the step rather than as a step of its own.
import { LIMITS } from '@simple-recipes/shared-api/types';
import type { FoundSection } from '../found-recipe';

/**
 * The sections with each title in an unnamed section made the name of a section holding the steps after it, up to
 * the next title. A title with no step after it stays a line; so do all of them where they would make more sections
 * than a recipe holds.
 */
export function sectionsAtStepTitles(
  sections: Array<FoundSection<string>>,
  titles: readonly string[] | undefined,
): Array<FoundSection<string>> {
  if (!titles || titles.length === 0) return sections;
  const isTitle = new Set(titles);
  const headed = sections.flatMap((section) => {
    if (section.name) return [section];
    const split: Array<FoundSection<string>> = [{ name: '', items: [] }];
    section.items.forEach((item, index) => {
      const next = section.items[index + 1];
      if (isTitle.has(item) && next !== undefined && !isTitle.has(next)) split.push({ name: item, items: [] });
      else (split.at(-1) as FoundSection<string>).items.push(item);
    });
    return split.filter((part) => part.items.length > 0);
  });
  // A recipe holds so many sections at most: past that, the titles stay lines, and no step is cut off.
  return headed.length <= LIMITS.sectionsMax ? headed : sections;
}
