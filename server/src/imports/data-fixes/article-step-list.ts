// Instructions the structured data fills with the whole article (its introduction, headings, the steps, links to
// more recipes), which the page shows with the steps as a numbered list of their own: the list is the steps.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FoundSection } from '../found-recipe';
import { isLinkOnly } from '../markup/asides';
import { shownLists, type ShownList } from '../markup/shown-lists';
import { letters, plainText } from '../text';

/** A step mostly holds at least this many letters: lists of shorter entries are links, labels or facts. */
const STEP_LETTERS_MIN = 25;

/** The article's headings the data holds, at the least, to be taken for the article. */
const ARTICLE_HEADINGS_MIN = 2;

interface Entry {
  text: string;
  letters: string;
}

/** A list read as steps: its element and its entries. */
interface StepList {
  list: Element;
  entries: Entry[];
}

/**
 * Each entry's letters, when most entries are long enough to be steps ("Serve right away." may close them) and not
 * all are only links (more recipes to read).
 */
function entryLetters($: CheerioAPI, { list, entries }: ShownList): Entry[] | undefined {
  const read = entries.map((text) => ({ text, letters: letters(text) }));
  const long = read.filter((entry) => entry.letters.length >= STEP_LETTERS_MIN).length;
  if (read.length < 2 || long * 2 < read.length || !read.every((entry) => entry.letters)) return undefined;
  const links = $(list)
    .children('li')
    .toArray()
    .every((item) => isLinkOnly($, $(item)));
  return links ? undefined : read;
}

/** The heading set right before a list, after the list before it: the name of the steps the list holds. */
function headingBefore($: CheerioAPI, list: Element): string {
  for (let node = list.prev; node; node = node.prev) {
    if (node.type !== 'tag') continue;
    if (node.name === 'ol') return '';
    if (/^h[2-6]$/.test(node.name)) return plainText($(node).text()).replace(/\s*:$/u, '');
  }
  return '';
}

/**
 * The page's numbered lists, side by side in one block, whose entries are, in order, parts of the data's text, when
 * that text is the article (it holds the page's headings too) and no other block's lists hold more of it; each list
 * a section, named by the heading over it where there are several. Undefined otherwise.
 */
export function stepListInArticleData(
  $: CheerioAPI,
  sections: Array<FoundSection<string>>,
): Array<FoundSection<string>> | undefined {
  const lines = sections.flatMap((section) => section.items);
  const data = letters(lines.join(' '));
  // The data holds the article: the page's headings among its lines, more than one.
  const headings = new Set(
    $('h2, h3, h4')
      .toArray()
      .map((heading) => letters($(heading).text()))
      .filter(Boolean),
  );
  if (lines.filter((line) => headings.has(letters(line))).length < ARTICLE_HEADINGS_MIN) return undefined;
  // The lists of steps, by the block that holds them.
  const blocks = new Map<unknown, StepList[]>();
  for (const shown of shownLists($, 'ol')) {
    const entries = entryLetters($, shown);
    if (entries)
      blocks.set(shown.list.parent, [...(blocks.get(shown.list.parent) ?? []), { list: shown.list, entries }]);
  }
  let best: { lists: StepList[]; covered: number } | undefined;
  for (const lists of blocks.values()) {
    const entries = lists.flatMap((list) => list.entries);
    let at = 0;
    const inOrder = entries.every((entry) => {
      const found = data.indexOf(entry.letters, at);
      if (found < 0) return false;
      at = found + entry.letters.length;
      return true;
    });
    const covered = entries.reduce((sum, entry) => sum + entry.letters.length, 0);
    if (inOrder && covered < data.length && covered > (best?.covered ?? 0)) best = { lists, covered };
  }
  if (!best) return undefined;
  const { lists } = best;
  return lists.map(({ list, entries }) => ({
    name: lists.length > 1 ? headingBefore($, list) : '',
    items: entries.map((entry) => entry.text),
  }));
}
