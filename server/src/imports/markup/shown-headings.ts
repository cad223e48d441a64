// The short texts a page sets apart as headings: a heading element below h1, an element whose class calls it a title or a
// heading ("recipe-ingredients__title", "wprm-recipe-group-name", <li class="category">), or a bold run that is a
// line of its own (<li><strong>Pulled Pork</strong></li>, <strong>Meatballs</strong><br>). An ingredient line that
// the page shows so, right before the line that follows it in the list ("Meatballs", then "400 grams lamb mince"),
// is a group heading, though nothing in its words says so. (The same words set apart elsewhere — a bold line in the
// article, a heading over a related post — say nothing of the list.)
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';
import { letters, plainText } from '../text';
import { isUnshownTag } from './hidden-elements';

/** Longer than this, a set-apart text is a sentence in bold, not a heading. */
const HEADING_LENGTH_MAX = 60;

const HEADING_CLASS = /(^|[-_\s])(title|heading|head|subheading|subtitle|category|group-?name)([-_\s]|$)/i;

/** Elements that run inside a line: a bold run inside one of them is a line of its own only if it is all of it. */
const INLINE = new Set(['span', 'a', 'em', 'i', 'u', 'font', 'label', 'small', 'mark']);

function isBlank($: CheerioAPI, node: AnyNode): boolean {
  return node.type === 'comment' || (node.type === 'text' && !plainText($(node).text()));
}

/** The nearest sibling on one side that shows something, if any. */
function shownSibling($: CheerioAPI, node: AnyNode, side: 'prev' | 'next'): AnyNode | null {
  let sibling = side === 'prev' ? node.prev : node.next;
  while (sibling && isBlank($, sibling)) sibling = side === 'prev' ? sibling.prev : sibling.next;
  return sibling;
}

/** A line break, or a block that starts a line of its own (the list a bold group name heads). */
const isBreak = (node: AnyNode | null) =>
  node?.type === 'tag' && /^(br|ul|ol|p|div|table|h[1-6])$/i.test((node as Element).tagName);

/** Nothing but line breaks (or the edges of a block) on either side of the element. */
function aloneOnItsLine($: CheerioAPI, element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parent?.type === 'tag' ? (node.parent as Element) : null) {
    const before = shownSibling($, node, 'prev');
    const after = shownSibling($, node, 'next');
    if ((before && !isBreak(before)) || (after && !isBreak(after))) return false;
    if (before || after || !INLINE.has((node.parent as Element | null)?.tagName ?? '')) return true;
  }
  return true;
}

/**
 * Whether the bold run is a list entry whose list sets a bold word inside most of its other entries ("1 pound
 * <strong>sausage</strong> of your choosing"): there a wholly bold entry is an ingredient without an amount
 * ("<strong>Kosher salt, freshly ground black pepper</strong>"), not a group's name. Each list is counted once
 * (`counted`), however many bold entries it has.
 */
function inListOfBoldNames($: CheerioAPI, element: Element, counted: Map<AnyNode, boolean>): boolean {
  const list = $(element).closest('li').parent().get(0);
  if (!list) return false;
  let boldNames = counted.get(list);
  if (boldNames === undefined) {
    const entries = $(list).children('li').toArray();
    // A wholly bold entry never counts here, so the bold entry asked about is left out of the count as it should be.
    const boldInside = entries.filter((entry) => {
      const bold = $(entry).find('strong, b');
      return bold.length > 0 && letters(bold.text()).length < letters($(entry).text()).length;
    });
    const others = entries.length - 1;
    boldNames = others >= 2 && boldInside.length * 2 > others;
    counted.set(list, boldNames);
  }
  return boldNames;
}

/** How much of the text after a set-apart text is kept to find the next line in: a line's start, and some room. */
const FOLLOWING_LETTERS = 30;
/** How much of the next line's start must be found there. */
const NEXT_LINE_START = 10;

/** The node after `node` and all it holds, in document order. */
function nextAfter(node: AnyNode): AnyNode | null {
  for (let at: AnyNode | null = node; at; at = at.parent) if (at.next) return at.next;
  return null;
}

/**
 * The letters the page shows after an element, in document order, up to `FOLLOWING_LETTERS`: nodes visited one at
 * a time, so a large block after the element costs no more than its first words.
 */
function followingLetters(element: Element): string {
  let found = '';
  let node = nextAfter(element);
  while (node && found.length < FOLLOWING_LETTERS) {
    if (node.type === 'text') found += letters((node as Text).data);
    const children = node.type === 'tag' && !isUnshownTag((node as Element).tagName) ? (node as Element).children : [];
    node = children[0] ?? nextAfter(node);
  }
  return found.slice(0, FOLLOWING_LETTERS);
}

/** More places than this showing one text set apart are a page's repeated furniture, not a list's group heading. */
const PLACES_MAX = 20;

export interface ShownHeadings {
  /** Whether the page sets `line` apart as a heading right before `nextLine`. */
  heads(line: string, nextLine: string): boolean;
}

/** The page's set-apart texts with what the page shows after each. */
export function shownHeadings($: CheerioAPI): ShownHeadings {
  const texts = new Map<string, Element[]>();
  const add = (element: Element) => {
    const text = plainText($(element).text());
    const key = letters(text);
    const places = texts.get(key) ?? [];
    if (!key || text.length > HEADING_LENGTH_MAX || places.length >= PLACES_MAX) return;
    texts.set(key, [...places, element]);
  };
  $('h2, h3, h4, h5, h6').each((_, element) => add(element));
  $('[class]').each((_, element) => {
    if (HEADING_CLASS.test(element.attribs.class ?? '') && $(element).find('ul, ol, li, p').length === 0) add(element);
  });
  const boldNameLists = new Map<AnyNode, boolean>();
  $('strong, b').each((_, element) => {
    if (aloneOnItsLine($, element) && !inListOfBoldNames($, element, boldNameLists)) add(element);
  });
  // A page's h1 is its title, however it is wrapped: the recipe's name, no group's.
  $('h1').each((_, element) => {
    texts.delete(letters(plainText($(element).text())));
  });
  return {
    heads: (line, nextLine) => {
      const start = letters(nextLine).slice(0, NEXT_LINE_START);
      // What follows an element is read only for the lines asked about.
      return (
        start.length > 0 &&
        (texts.get(letters(line)) ?? []).some((element) => followingLetters(element).includes(start))
      );
    },
  };
}
