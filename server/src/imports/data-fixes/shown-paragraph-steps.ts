// Instructions the structured data gives as one text, which the page shows as paragraphs (or lines broken within
// them), one a step, perhaps with the lists of what each step uses between them: the page's paragraphs are the steps.
import type { CheerioAPI } from 'cheerio';
import type { FoundSection } from '../found-recipe';
import { isHidden } from '../markup/hidden-elements';
import { brokenLines } from '../markup/paragraph-lines';
import { letters } from '../text';

/** Fewer letters than this make no paragraph of a step of their own (a "1", an "or"). */
const PARAGRAPH_LETTERS_MIN = 12;

/**
 * The lines of the page's paragraphs that are the data's one step, in order and together all of it; undefined
 * when the data holds more than one step or the page does not show its text that way.
 */
export function stepsAsShownParagraphs(
  $: CheerioAPI,
  sections: Array<FoundSection<string>>,
): Array<FoundSection<string>> | undefined {
  const [only, ...more] = sections.flatMap((section) => section.items);
  if (only === undefined || more.length > 0) return undefined;
  const whole = letters(only);
  const steps: string[] = [];
  let at = 0;
  for (const element of $('p').toArray()) {
    if (isHidden(element)) continue;
    const lines = brokenLines($, $(element));
    const part = letters(lines.join(' '));
    if (part.length < PARAGRAPH_LETTERS_MIN || part.length === whole.length || !whole.startsWith(part, at)) continue;
    steps.push(...lines.filter((line) => letters(line).length > 0));
    at += part.length;
    if (at === whole.length) break;
  }
  if (at !== whole.length || steps.length < 2) return undefined;
  return [{ name: sections.find((section) => section.items.length > 0)?.name ?? '', items: steps }];
}
