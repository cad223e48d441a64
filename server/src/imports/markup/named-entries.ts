// Entries a block lays out without a list, each an element whose class names the part (<div class="ingredient">),
// read a line each.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { HEADING } from './element-kinds';
import { STEP_NUMBER_TITLE } from '../numbered-steps';
import { paragraphLines } from './paragraph-lines';
import { plainText } from '../text';

/**
 * Entries a block lays out without a list, each an element named for the part (<div class="ingredient">): the
 * outermost such elements inside the block, so an entry's own named parts (amount, name) stay in it.
 */
export function namedItems($: CheerioAPI, block: Cheerio<Element>, pattern: RegExp): Element[] {
  const named = (node: Element) => pattern.test(node.attribs.class ?? '');
  // A heading named for the part ("ingredient-list__title") titles the entries, and a control named so (a <select
  // class="ingredients-type"> of diets) switches them: neither is one of them.
  const titleOrControl = (node: Element) => /^(h[1-6]|select|option|button|input|textarea)$/i.test(node.tagName);
  const items = block
    .find('[class]')
    .toArray()
    .filter(
      (node) =>
        named(node) &&
        !titleOrControl(node) &&
        $(node)
          .parentsUntil(block)
          .toArray()
          .every((parent) => !named(parent as Element)),
    );
  // An entry set as its named parts side by side (<div><b class="ingredient-unit-display">195 g</b> <span
  // class="ingredient-name-display">shaved ham</span></div>): the element holding them is the entry.
  const entries: Element[] = [];
  for (const item of items) {
    const parent = item.parent;
    const paired =
      parent?.type === 'tag' && parent !== block.get(0) && items.filter((other) => other.parent === parent).length > 1;
    const entry = paired ? (parent as Element) : item;
    if (!entries.includes(entry)) entries.push(entry);
  }
  return entries;
}

/**
 * The lines of a part named for the ingredients or steps: a part with a heading and no paragraph is the block's
 * header ("Ingredients" with scale buttons); a step's heading that only numbers it is left out; a part holding
 * several paragraphs is a line a paragraph (<div class="ingredients-body"><p>3 Tbsp olive oil</p>…).
 */
export function namedItemLines($: CheerioAPI, item: Cheerio<Element>): string[] {
  const headings = item.find(HEADING);
  if (headings.length > 0 && item.find('p').length === 0) return [];
  if (item.children('p').length > 1) return paragraphLines($, item);
  // A group of its own: its heading, then a line a paragraph (<div class="Ingredients"><h2>Ganache</h2><div><p>200g
  // chocolate</p><p>25cl cream</p></div></div>).
  if (headings.length === 1 && item.find('p').length > 1 && headings.is(item.children())) {
    const heading = plainText(headings.text());
    return [...(STEP_NUMBER_TITLE.test(heading) ? [] : [heading]), ...paragraphLines($, item)];
  }
  const shown = item.clone();
  shown.find(HEADING).each((_, heading) => {
    if (STEP_NUMBER_TITLE.test(plainText($(heading).text()))) $(heading).remove();
  });
  return [plainText(shown.html() ?? '')];
}
