// A page with no heading or class that names its steps still lays them out as recipes do: the numbered list that
// comes after the ingredient list ("Let's get started!" over an <ol>), or else paragraphs right after it. Read only
// when nothing else names the steps.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FoundSection } from '../found-recipe';
import { listItems } from './list-items';
import { plainText } from '../text';
import { HEADING } from './element-kinds';

/** The texts of a block that holds nothing but paragraphs (and elements without text); none for any other. */
function paragraphTexts($: CheerioAPI, block: Cheerio<Element>): string[] {
  const shown = block
    .children()
    .toArray()
    .filter((child) => plainText($(child).text()));
  return shown.every((child) => $(child).is('p')) ? shown.map((child) => plainText($(child).text())) : [];
}

/**
 * The paragraphs that follow a list as its next siblings, two or more: the steps of a page that writes them under
 * no heading of the steps, straight after the ingredients (one heading, the dish's name, may stand over them).
 * Elements without text between them (a picture, a rule, a spacer) are passed over; anything else ends them. A list
 * alone in a block of its own, or last in it, is followed by what follows that block; a block of nothing but
 * paragraphs there is the steps.
 */
function paragraphsAfter($: CheerioAPI, list: Cheerio<Element>): string[] {
  let start = list;
  // A list last in its block, after a line of its own ("1 Kugel Fior di Latte").
  const lastInBlock = (node: Cheerio<Element>) =>
    !node
      .nextAll()
      .toArray()
      .some((next) => plainText($(next).text()));
  while (
    !start.parent().is('body') &&
    start.parent().length > 0 &&
    (plainText(start.parent().text()) === plainText(start.text()) || lastInBlock(start))
  ) {
    start = start.parent() as Cheerio<Element>;
  }
  const paragraphs: string[] = [];
  let titled = false;
  for (let node = start.next(); node.length > 0; node = node.next()) {
    if (!plainText(node.text())) continue;
    if (node.is('p')) {
      paragraphs.push(plainText(node.text()));
      continue;
    }
    // One heading before them titles the steps (the dish's name over its method).
    if (node.is(HEADING) && paragraphs.length === 0 && !titled) {
      titled = true;
      continue;
    }
    // A block of paragraphs first is the steps (what follows it, a copyright line say, is not).
    if (paragraphs.length === 0) paragraphs.push(...paragraphTexts($, node));
    break;
  }
  return paragraphs.length >= 2 ? paragraphs : [];
}

/**
 * The readers' comments under a post (<ol class="comment-list">, <div id="comments">): a numbered list, and what
 * follows it, that are no steps.
 */
const COMMENTS_NAME = /(?:^|[\s_-])comments?(?:$|[\s_-])|commentlist/i;

function isComments(element: Element): boolean {
  return COMMENTS_NAME.test(`${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`);
}

/**
 * The first numbered list after the entry that shows `lastIngredient`, outside that list and before the readers'
 * comments, with two steps or more; else the paragraphs right after the ingredient list.
 */
export function stepListAfterIngredients($: CheerioAPI, lastIngredient: string): Array<FoundSection<string>> {
  const all = $('body *').toArray();
  const ingredientAt = all.findIndex(
    (node) => (node as Element).tagName === 'li' && plainText($(node).html() ?? '') === lastIngredient,
  );
  if (ingredientAt < 0) return [];
  for (const node of all.slice(ingredientAt + 1)) {
    if (isComments(node as Element)) break;
    if ((node as Element).tagName !== 'ol') continue;
    const items = listItems($, $(node as Element));
    if (items.length >= 2) return [{ name: '', items }];
  }
  const paragraphs = paragraphsAfter($, $(all[ingredientAt] as Element).parent() as Cheerio<Element>);
  return paragraphs.length > 0 ? [{ name: '', items: paragraphs }] : [];
}
