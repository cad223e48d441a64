// Structured data whose last step runs on into what the page sets after its step list ("…or up to 3 months frozen.
// Links: Chicken Noodle Soup here on Simply Recipes…"): the step ends where the page's list ends.
import type { CheerioAPI } from 'cheerio';
import type { FoundSection } from '../found-recipe';
import { shownLists } from '../markup/shown-lists';
import { letters } from '../text';

/** The start of `text` that holds the first `count` letters or digits of it, as written, with the marks after them. */
function textOfLetters(text: string, count: number): string {
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (letters(text.charAt(index))) seen += 1;
    if (seen === count) return text.slice(0, index + 1) + (/^[^\p{L}\p{N}\s]*/u.exec(text.slice(index + 1))?.[0] ?? '');
  }
  return text;
}

/**
 * The sections with the last step cut where the page's step list ends, when a list's last entry is the start of it
 * (most of it, not all) and the entry before starts with the step before; undefined otherwise.
 */
export function lastStepEndedAsListed(
  $: CheerioAPI,
  sections: Array<FoundSection<string>>,
): Array<FoundSection<string>> | undefined {
  const steps = sections.flatMap((section) => section.items);
  const last = steps.at(-1);
  const before = steps.at(-2);
  if (last === undefined || before === undefined) return undefined;
  const whole = letters(last);
  for (const { entries } of shownLists($, 'ol, ul')) {
    if (entries.length < 2) continue;
    const end = letters(entries.at(-1) as string);
    const previous = letters(entries.at(-2) as string);
    // The entry before holds the step before, perhaps with a picture's caption after it.
    if (!previous.startsWith(letters(before)) || end.length >= whole.length || end.length * 2 < whole.length) continue;
    if (!whole.startsWith(end)) continue;
    const ended = textOfLetters(last, end.length).trim();
    const lastSection = sections.findLast((section) => section.items.length > 0) as FoundSection<string>;
    return sections.map((section) =>
      section === lastSection ? { ...section, items: [...section.items.slice(0, -1), ended] } : section,
    );
  }
  return undefined;
}
