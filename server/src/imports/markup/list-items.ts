// A list's entries read as lines: <li> elements or whatever the list holds in their place, without what the page sets
// beside a line that is no part of it (hidden text, shopping-list buttons, a step's number as a heading); lists of
// links or of the recipe's facts give no lines.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { isLinkOnly } from './asides';
import { HEADING } from './element-kinds';
import { isHidden, UNSHOWN_ELEMENTS } from './hidden-elements';
import { isFactLabel } from './label-lines';
import { STEP_NUMBER_TITLE } from '../numbered-steps';
import { plainText } from '../text';

/**
 * A list's entries: its <li> children, or, in a list that has none, the elements it holds in their place
 * (<ul><label><input type="checkbox"> 160 g spaghetti</label>…</ul>, as check lists of ingredients are written);
 * such an element that wraps lists of its own (<ul><div><ul><li>…</li></ul></div></ul>) gives their entries.
 */
function listEntries($: CheerioAPI, list: Cheerio<Element>): Element[] {
  const items = list.children('li');
  if (items.length > 0) return items.toArray();
  return list
    .children()
    .not(UNSHOWN_ELEMENTS)
    .toArray()
    .flatMap((child) => {
      // A list set straight in the list (<ul><ul><li>…</li></ul></ul>) gives its entries too.
      if ($(child).is('ul, ol')) return listEntries($, $(child));
      const inner = $(child)
        .find('ul, ol')
        .filter((_, inside) => $(inside).parentsUntil(child, 'ul, ol').length === 0);
      return inner.length > 0 ? inner.toArray().flatMap((inside) => listEntries($, $(inside))) : [child];
    });
}

/** What a download link may have beside it: its file's size or format ("(344 KB)", "[PDF]"). */
const FILE_NOTE = /^[([](?:\d+(?:[.,]\d+)?\s*[KMG]i?B|pdf|docx?)\b[^()[\]]*[)\]]$/i;

/**
 * A list whose every entry is only a link or button (tabs, categories, tags, downloads with their size) is the
 * page's navigation, no recipe part.
 */
export function isLinkList($: CheerioAPI, list: Cheerio<Element>): boolean {
  // Empty entries (a list's closing spacer) say nothing either way.
  const entries = listEntries($, list).filter((entry) => plainText($(entry).text()));
  return (
    entries.length > 0 &&
    entries.every((entry) => {
      const controls = $(entry).find('a, button');
      if (controls.length === 0) return false;
      const own = $(entry).clone();
      own.find('a, button').remove();
      const rest = plainText(own.text());
      return !rest || FILE_NOTE.test(rest);
    })
  );
}

/** An empty line: two line breaks with nothing but space between them. */
const BLANK_LINE = /<br\s*\/?>(?:\s|&nbsp;)*<br\s*\/?>/i;

/**
 * The parts of a list's only entry that blank lines set apart (<li>Beat the cheese.<br><br>Add the cream.</li>): the
 * whole list written into one entry, a part an entry.
 */
function blankLineParts($: CheerioAPI, entry: Element): string[] {
  return shownEntryHtml($, entry)
    .split(new RegExp(`(?:${BLANK_LINE.source})+`, 'i'))
    .map((part) => plainText(part))
    .filter(Boolean);
}

/** A class naming a list entry a note on another ("note", "ingredient-tip", "substitution"). */
const NOTE_CLASS = /(^|[-_\s])(notes?|tips?|hint|substitution)([-_\s]|$)/i;

/**
 * The list's entries as lines. An entry holding a list of its own (<li><strong>Seasonings</strong><ul><li>1 tbsp chili
 * powder</li>…</ul></li>) is its own line, then the lines of its list.
 */
export function listItems($: CheerioAPI, list: Cheerio<Element>): string[] {
  if (isLinkList($, list) || isHidden(list.get(0) as Element)) return [];
  const entries = listEntries($, list);
  const only = entries.length === 1 ? (entries[0] as Element) : undefined;
  if (only && !isHidden(only) && BLANK_LINE.test($(only).html() ?? '')) return blankLineParts($, only);
  return entries
    .filter((item) => !isHidden(item))
    .flatMap((item) => {
      const nested = $(item).children('ul, ol');
      // A list of notes on the entry (<li>150 g onion, diced<ul><li class="note">roughly 1 large onion</li></ul>)
      // is part of its line.
      const notes = nested.children('li').toArray();
      const notesOnly = notes.length > 0 && notes.every((entry) => NOTE_CLASS.test(entry.attribs.class ?? ''));
      if (nested.length === 0 || notesOnly) return [plainText(shownEntryHtml($, item))];
      const own = $(item).clone();
      own.children('ul, ol').remove();
      return [
        plainText(shownEntryHtml($, own.get(0) as Element)),
        ...nested.toArray().flatMap((inner) => listItems($, $(inner))),
      ];
    })
    .filter(Boolean);
}

const YIELD_LINE = /^(serves|makes|yields?|servings)\b\s*:?\s*\d/i;

/** A link or button that puts the entry on a shopping list or in a cart ("shopping list", "Add to cart"). */
export const SHOPPING_CONTROL =
  /\b(shopping|grocery)[\s-]*list\b|\badd(ed)? to (my )?(cart|basket|list|shopping)\b|\b(einkaufsliste|liste de courses|lista (della|de la) spesa|boodschappenlijst)\b/i;

/** The links and buttons of an entry whose title, label or short text (a control's, not a sentence's) says so. */
function shoppingControls($: CheerioAPI, entry: Cheerio<Element>): Element[] {
  return entry
    .find('a, button, [role="button"]')
    .toArray()
    .filter((control) => {
      const text = plainText($(control).text());
      return [text.length <= 30 ? text : '', control.attribs.title ?? '', control.attribs['aria-label'] ?? ''].some(
        (said) => SHOPPING_CONTROL.test(said),
      );
    });
}

/** The elements inside an entry the page hides (a substitute shown on a click, a screen reader's label). */
function hiddenParts(entry: Cheerio<Element>): Element[] {
  return entry
    .find('*')
    .toArray()
    .filter((node) => isHidden(node));
}

/**
 * Headings inside an entry that are nothing but links (other recipes the page points to after its last step), or
 * that only number the entry (<li><h6>Step 1</h6><p>Whisk…</p></li>: its place in the list says the same).
 */
function headingsOfNoLine($: CheerioAPI, entry: Cheerio<Element>): Element[] {
  return entry
    .find(HEADING)
    .toArray()
    .filter((heading) => isLinkOnly($, $(heading)) || STEP_NUMBER_TITLE.test(plainText($(heading).text())));
}

/**
 * An entry's HTML without what the page sets beside the line but is no part of it: what it hides, links and buttons
 * that put the entry on a shopping list, headings of links to other recipes or of the step's number, and the bold
 * "Serves 4" a page sets at the end of its last step (the recipe's yield, shown there).
 */
function shownEntryHtml($: CheerioAPI, item: Element): string {
  let entry = $(item);
  const extra = (within: Cheerio<Element>) => [
    ...hiddenParts(within),
    ...shoppingControls($, within),
    ...headingsOfNoLine($, within),
  ];
  if (extra(entry).length > 0) {
    entry = entry.clone();
    for (const part of extra(entry)) $(part).remove();
  }
  // The bold yield may have a line break after it (<b>Serves 4</b><br>).
  const children = entry.children().toArray();
  const lastIndex = children.findLastIndex((child) => child.tagName !== 'br');
  const last = $(children[lastIndex]);
  const nodes = entry.contents().toArray();
  const after = plainText($(nodes.slice(nodes.indexOf(last.get(0) as Element) + 1)).text());
  if (!last.is('b, strong') || after || !YIELD_LINE.test(plainText(last.text()))) return entry.html() ?? '';
  const copy = entry.clone();
  copy.children().eq(lastIndex).remove();
  return copy.html() ?? '';
}

/**
 * A list of the recipe's times or yield set inside the part's block (<article class="recipe-preparation"><p>…</p>
 * <ul><li>Elkészítési idő: 60 perc</li></ul>): no entries of the part, which the block's paragraphs then hold.
 */
export function isFactList($: CheerioAPI, list: Cheerio<Element>): boolean {
  const items = listItems($, list);
  return items.length > 0 && items.every(isFactLabel);
}
