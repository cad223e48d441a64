// Structured data that holds only the last part of a recipe the page lays out in parts of one build: a list of
// ingredients, then a block of step paragraphs, then the next part's list (under its name, "Lemon Vinaigrette") and
// its block. Some CMS templates write their data from the last such part alone; the page shows them all, as
// siblings before the data's own, and those are the recipe's.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FoundSection } from '../found-recipe';
import { sameBuild } from '../markup/element-kinds';
import { childHolding, commonAncestor, holderOf } from '../markup/element-places';
import { listItems } from '../markup/list-items';
import { letters, plainText } from '../text';

/** Longer than this, the text before a part's list is no name of it. */
const NAME_LENGTH_MAX = 80;

/** The list showing exactly the data's ingredient lines, in order. */
function listOfLines($: CheerioAPI, lines: string[]): Element | undefined {
  const wanted = lines.map(letters);
  const [first = '', last = ''] = [wanted[0], wanted.at(-1)];
  return $('ul, ol')
    .toArray()
    .find((list) => {
      // Most lists of a page hold neither end of the data's: their entries are not read.
      const shown = letters($(list).text());
      if (!shown.includes(first) || !shown.includes(last)) return false;
      const items = listItems($, $(list));
      return items.length === wanted.length && items.every((item, index) => letters(item) === wanted[index]);
    });
}

/** A part's list of the same build as the data's: `block` itself, or inside it. */
function listWithin($: CheerioAPI, block: Element, like: Element): Cheerio<Element> {
  const lists = [block, ...$(block).find(like.tagName).toArray()].filter((list) => sameBuild(list, like));
  return $(lists.slice(0, 1));
}

/** The name a part's block sets before its list ("Lemon Vinaigrette (Makes 3/4 Cup)"), or ''. */
function nameBefore($: CheerioAPI, block: Element, list: Element): string {
  const top = list === block ? undefined : childHolding(block, list);
  const before = top ? $(top).prevAll().toArray().reverse() : [];
  const text = plainText(before.map((child) => $(child).text()).join(' '));
  return text.length <= NAME_LENGTH_MAX ? text.replace(/:$/, '') : '';
}

/** A block's steps: its paragraphs, or its text when it has none. */
function blockSteps($: CheerioAPI, block: Element): string[] {
  const paragraphs = $(block).find('p').toArray();
  const texts = (paragraphs.length > 0 ? paragraphs : [block]).map((element) => plainText($(element).html() ?? ''));
  return texts.filter(Boolean);
}

/**
 * The page's ingredient groups and steps when the data's ingredients are a list in one block and its steps the
 * block after it, and blocks of those two builds come before them; undefined otherwise.
 */
export function pagePartsBeforeLastPartData(
  $: CheerioAPI,
  ingredients: string[],
  steps: string[],
): { ingredientGroups: Array<FoundSection<string>>; stepSections: Array<FoundSection<string>> } | undefined {
  if (ingredients.length === 0 || steps.length === 0) return undefined;
  const list = listOfLines($, ingredients);
  const stepHolder = list && holderOf($, steps[0] as string);
  const container = list && stepHolder ? commonAncestor(list, stepHolder) : undefined;
  if (!list || !stepHolder || !container) return undefined;
  const listBlock = childHolding(container, list);
  const stepBlock = childHolding(container, stepHolder);
  if (!listBlock || !stepBlock || $(listBlock).nextAll().first().get(0) !== stepBlock) return undefined;
  if (letters(blockSteps($, stepBlock).join('')) !== letters(steps.join(''))) return undefined;
  // The parts before the data's, back to the first element of another build.
  const blocks: Element[] = [listBlock, stepBlock];
  for (let node = $(listBlock).prev(); node.length > 0; node = node.prev()) {
    const element = node.get(0) as Element;
    const isListBlock = sameBuild(element, listBlock) && listWithin($, element, list).length > 0;
    if (!isListBlock && !sameBuild(element, stepBlock)) break;
    blocks.unshift(element);
  }
  const listBlocks = blocks.filter((block) => sameBuild(block, listBlock) && listWithin($, block, list).length > 0);
  if (listBlocks.length < 2) return undefined;
  const ingredientGroups = listBlocks.map((block) => {
    const shown = listWithin($, block, list);
    return { name: nameBefore($, block, shown.get(0) as Element), items: listItems($, shown) };
  });
  const stepLines = blocks.filter((block) => !listBlocks.includes(block)).flatMap((block) => blockSteps($, block));
  return { ingredientGroups, stepSections: [{ name: '', items: stepLines }] };
}
