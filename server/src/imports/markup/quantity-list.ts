// A page that names its ingredient list nowhere (no heading, no class, no data) still shows it the way every recipe
// does: a list whose entries start with quantities ("6 cups rotisserie chicken", "½ tsp garlic powder"). Read only
// when nothing else on the page gives ingredients.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FoundSection } from '../found-recipe';
import { isTooLongForIngredient } from '../lines/ingredient-line';
import { listItems } from './list-items';
import { plainText } from '../text';
import { HEADING } from './element-kinds';

const STARTS_WITH_QUANTITY = /^[\d¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/u;
const MIN_ENTRIES = 3;
/** Most entries start with a quantity; a few ("Salt and pepper to taste") need not. */
const QUANTITY_SHARE = 0.75;
/** A list beside the first one, as short as one line ("1 egg"), still reads as ingredients when half its lines do. */
const NEIGHBOUR_QUANTITY_SHARE = 0.5;
/** How many levels above a list the block that holds it alone may sit (a page builder's module around it). */
const MAX_BLOCK_DEPTH = 4;

/** The list's entries as lines, when each is short enough for an ingredient and `share` of them start with amounts. */
function quantityLines($: CheerioAPI, list: Cheerio<Element>, share: number): string[] | undefined {
  const items = listItems($, list);
  if (items.length === 0 || items.some(isTooLongForIngredient)) return undefined;
  const counted = items.filter((item) => STARTS_WITH_QUANTITY.test(item)).length;
  return counted >= items.length * share ? items : undefined;
}

/** The element around the list that holds nothing else: the list climbed up while it is its parent's only element. */
function blockOf(list: Element): Element {
  let block = list;
  for (let depth = 0; depth < MAX_BLOCK_DEPTH; depth += 1) {
    const parent = block.parent;
    if (!parent || parent.type !== 'tag' || parent.children.some((child) => child.type === 'tag' && child !== block))
      break;
    block = parent as Element;
  }
  return block;
}

type Part = { heading: string } | { items: string[] };

/** What a block beside the list is: a heading (or a block holding only one), a list of quantities, or neither. */
function partOf($: CheerioAPI, block: Cheerio<Element>): Part | undefined {
  const lists = block.is('ul, ol') ? block : block.find('ul, ol');
  if (lists.length === 1) {
    const items = quantityLines($, lists, NEIGHBOUR_QUANTITY_SHARE);
    return items ? { items } : undefined;
  }
  const heading = block.is(HEADING) ? block : block.find(HEADING);
  if (lists.length > 0 || heading.length !== 1 || plainText(block.text()) !== plainText(heading.text()))
    return undefined;
  return { heading: plainText(heading.text()) };
}

/** The parts on one side of the block, nearest first, up to the first block that is neither. */
function partsBeside($: CheerioAPI, block: Element, side: 'prev' | 'next'): Part[] {
  const parts: Part[] = [];
  for (let node = $(block)[side](); node.length > 0; node = node[side]()) {
    const part = partOf($, node);
    if (!part) break;
    parts.push(part);
  }
  return parts;
}

/** Headings and lists in page order as sections: a heading names the list right after it. */
function sectionsOf(parts: Part[]): Array<FoundSection<string>> {
  const sections: Array<FoundSection<string>> = [];
  let name = '';
  for (const part of parts) {
    if ('heading' in part) name = part.heading;
    else {
      sections.push({ name, items: part.items });
      name = '';
    }
  }
  return sections;
}

/**
 * The first list outside the page's navigation and forms that reads as ingredient lines, with the lists set beside
 * it block by block under headings of their own ("Produce", "Pantry", "Dairy") as its groups.
 */
export function listOfQuantities($: CheerioAPI): Array<FoundSection<string>> {
  for (const list of $('body ul, body ol').toArray()) {
    const element = $(list);
    if (element.parents('nav, header, footer, aside, form, ul, ol').length > 0) continue;
    const items = quantityLines($, element, QUANTITY_SHARE);
    if (!items || items.length < MIN_ENTRIES) continue;
    const block = blockOf(list);
    return sectionsOf([...partsBeside($, block, 'prev').reverse(), { items }, ...partsBeside($, block, 'next')]);
  }
  return [];
}
