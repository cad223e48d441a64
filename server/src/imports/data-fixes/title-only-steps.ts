// Structured data whose steps are only the titles the page sets over them ("Cook the rice noodles", "Serve"), while
// the page shows each title over what to do: the page's text under each title is the step, led by the title.
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { FoundSection } from '../found-recipe';
import { sameBuild } from '../markup/element-kinds';
import { isHidden } from '../markup/hidden-elements';
import { brokenLines } from '../markup/paragraph-lines';
import { holderOf } from '../markup/element-places';
import { letters, plainText } from '../text';

/** A step's title is short: longer data steps are steps themselves, whatever the page sets after them. */
const TITLE_LENGTH_MAX = 80;

/**
 * A title, short and without a sentence's stop ("Cook the rice noodles"); a short sentence ("Serve.", "Preheat the
 * oven.") is a step of its own, which a page may follow with a tip or a caption.
 */
const isTitle = (line: string) => line.length <= TITLE_LENGTH_MAX && !/[.!?。！？]\s*$/u.test(line);

/** The shown lines of an element: its list entries and paragraphs, or, when they leave some of its text out, it. */
function shownLines($: CheerioAPI, element: Element): string[] {
  if (isHidden(element)) return [];
  const entries = $(element)
    .find('li, p')
    .addBack('li, p')
    .toArray()
    .filter((entry): entry is Element => entry.type === 'tag')
    .filter((entry) => $(entry).find('li, p').length === 0 && !isHidden(entry));
  const lines = entries.flatMap((entry) => brokenLines($, $(entry))).filter((line) => letters(line));
  if (letters(lines.join('')) === letters($(element).text())) return lines;
  const text = plainText($(element).html() ?? '');
  return letters(text) ? [text] : [];
}

/**
 * What the page shows after a title, up to the next title or an element built as the titles are (a "Notes" heading
 * after the last step): the siblings after it, or after the element around it when it is alone in that
 * (<div class="head"><h3>Title</h3></div><div class="body">…</div>).
 */
function linesAfter($: CheerioAPI, title: Element, titles: ReadonlySet<Element>): string[] {
  let start: Element = title;
  while (!start.next && start.parent?.type === 'tag' && letters($(start.parent).text()) === letters($(start).text()))
    start = start.parent as Element;
  const lines: string[] = [];
  for (let node: AnyNode | null = start.next; node; node = node.next) {
    if (node.type === 'text') lines.push(...[plainText(node.data)].filter((line) => letters(line)));
    if (node.type !== 'tag') continue;
    if (sameBuild(node as Element, title) || [...titles].some((other) => $(node).find(other).length > 0)) break;
    lines.push(...shownLines($, node as Element));
  }
  return lines;
}

/**
 * The steps with each of the data's titles followed by the page's text under it, and those titles; undefined unless
 * every step of the data is a short title the page shows with text of its own after it.
 */
export function stepsUnderTitleOnlyData(
  $: CheerioAPI,
  sections: Array<FoundSection<string>>,
): { sections: Array<FoundSection<string>>; titles: string[] } | undefined {
  const data = sections.flatMap((section) => section.items);
  if (data.length < 2 || !data.every(isTitle)) return undefined;
  const holders = data.map((line) => holderOf($, line));
  if (holders.some((holder) => holder === undefined)) return undefined;
  const titles = new Set(holders as Element[]);
  if (titles.size !== data.length) return undefined;
  const bodies = new Map(data.map((line, index) => [line, linesAfter($, holders[index] as Element, titles)]));
  if ([...bodies.values()].some((lines) => lines.length === 0)) return undefined;
  return {
    sections: sections.map((section) => ({
      ...section,
      items: section.items.flatMap((line) => [line, ...(bodies.get(line) ?? [])]),
    })),
    titles: data,
  };
}
