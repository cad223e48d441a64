// Structured data whose steps one of the page's lists holds one an entry, where the page also sets them out as
// paragraphs (a step block of "Divide the filling…" / "Press it into the cups…", then the printable card's list): a
// cook sees each step as one, its paragraphs no steps of their own, so the data's steps stand.
import type { CheerioAPI } from 'cheerio';
import type { FoundSection } from '../found-recipe';
import { shownLists } from '../markup/shown-lists';
import { letters } from '../text';

/** Whether one of the page's lists holds the data's steps, all of them, one an entry, in order. */
export function pageListsDataSteps($: CheerioAPI, sections: Array<FoundSection<string>>): boolean {
  const steps = sections.flatMap((section) => section.items).map(letters);
  if (steps.length < 2) return false;
  return shownLists($, 'ol, ul').some(
    ({ entries }) =>
      entries.length === steps.length && entries.every((entry, index) => letters(entry) === steps[index]),
  );
}
