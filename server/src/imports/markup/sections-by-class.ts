// A part found by the class or id of the block that holds it (<div class="ingredients">, <ol id="instructions">), or
// of its entries: the block's lists, named entries, definition lists or paragraphs, in their groups.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { isLinkOnly } from './asides';
import { isHeadingLike } from './bold-headings';
import { cellGridGroups } from './cell-grid';
import { HEADING } from './element-kinds';
import { entryRowLine } from './entry-rows';
import type { FoundSection } from '../found-recipe';
import { isHidden, UNSHOWN_ELEMENTS } from './hidden-elements';
import { isFactLabel } from './label-lines';
import { isFactList, listItems } from './list-items';
import { namedItemLines, namedItems } from './named-entries';
import { EQUIPMENT_CLASS, INGREDIENT_WORDS, isPartLabel, PRODUCT_INFO_CLASS, STEP_WORDS } from './part-words';
import type { Paragraphs } from './sections-after-heading';
import { plainText } from '../text';

/**
 * The block with the blocks beside it of its tag and class, in page order: a part set as several named blocks, a
 * group each (<div class="ingredients-wrap"><h5>Sauce</h5><ul>…</ul></div> after the first one; <ul
 * class="instructions"> after each group's ingredients).
 */
function withRepeatedBlocks($: CheerioAPI, block: Cheerio<Element>): Cheerio<Element> {
  const element = block.get(0);
  const className = element?.attribs.class;
  if (!element || !className || block.is('li')) return block;
  return block
    .parent()
    .children()
    .filter(
      (_, sibling) =>
        sibling === element || (sibling.tagName === element.tagName && sibling.attribs.class === className),
    ) as Cheerio<Element>;
}

/** The lists, in page order, holding entries of the class `names` (counted per parent in `alike`). */
function listsWithEntries($: CheerioAPI, alike: Map<AnyNode, Map<string, number>>, names: string): Cheerio<Element> {
  const parents = [...alike]
    .filter(([parent, counts]) => counts.has(names) && $(parent as Element).is('ul, ol'))
    .map(([parent]) => parent as Element);
  return $(parents) as Cheerio<Element>;
}

/** The text of the heading right before the list, or before the block that wraps it inside `within`, if any. */
function headingOver($: CheerioAPI, list: Cheerio<Element>, within: Cheerio<Element>): string {
  for (let node = list; node.length > 0 && !node.is(within); node = node.parent() as Cheerio<Element>) {
    const before = node.prevAll().not(UNSHOWN_ELEMENTS).first();
    if (before.length > 0) return before.is(HEADING) ? plainText(before.text()) : '';
  }
  return '';
}

/**
 * The page's <body> or <html>: its classes are the theme's settings for the whole page ("avada-flyout-menu-direction-
 * fade"), and name no part of the recipe.
 */
function isPageRoot(element: Element): boolean {
  return element.tagName === 'body' || element.tagName === 'html';
}

/** Whether the element sits in the page's navigation (<nav>), walked up without building selections: cheap. */
function isInsideNav(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parent?.type === 'tag' ? (node.parent as Element) : null) {
    if (node.tagName === 'nav') return true;
  }
  return false;
}

/** Whether a list entry's class or id names the other part (<li class="ingredient"> among the steps' block). */
function namedForOther(entry: Element, other: RegExp): boolean {
  return other.test(`${entry.attribs.class ?? ''} ${entry.attribs.id ?? ''}`);
}

/**
 * The biggest block whose class or id names the part, read as its lists, its named entries (or its paragraphs, for
 * steps); a list under a heading that names `otherHeadings` ("Cooking Instructions") is left out.
 */
export function byClass(
  $: CheerioAPI,
  pattern: RegExp,
  other: RegExp,
  paragraphs: Paragraphs,
  otherHeadings?: RegExp,
): Array<FoundSection<string>> {
  let best: Cheerio<Element> | undefined;
  let bestCount = 0;
  $('[class], [id]').each((_, node) => {
    const element = $(node);
    // A WordPress post's container carries its terms as classes ("hentry ingredient-potato"): they name no block;
    // nor do a menu's entries for a category of ingredients (<nav><div class="menu-item-object-ingredient">), nor
    // the page's theme settings on <body>.
    if (element.hasClass('hentry') || isInsideNav(node) || isPageRoot(node)) return;
    const names = `${element.attr('class') ?? ''} ${element.attr('id') ?? ''}`;
    // A block named for both parts ("ingredients-and-directions") holds both: it is the block of neither.
    if (!pattern.test(names) || other.test(names)) return;
    // The recipe's times and yield set as a list ("Prep 15 mins", "Serves 4") are no entries of the part.
    const count =
      element.find('li').filter((_, entry) => !namedForOther(entry, other) && !isFactLabel(plainText($(entry).text())))
        .length ||
      namedItems($, element, pattern).length ||
      (paragraphs === 'steps' ? element.find('p').length : 0) ||
      element.find('dt').length ||
      (paragraphs === 'steps' ? 0 : gridLineCount($, element));
    // The outermost block with the most entries; ties keep the first (outer) one.
    if (count > bestCount) {
      best = element;
      bestCount = count;
    }
  });
  // Entries named for the part in a block that is not (<ul class="list"><li class="ingredientItem">…): their block,
  // when there are three or more and they outnumber the best named block (else the biggest entry, with its named
  // amount and name, would win).
  const alike = new Map<AnyNode, Map<string, number>>();
  $('[class]').each((_, node) => {
    const names = node.attribs.class ?? '';
    const parent = node.parent;
    if (!parent || parent.type !== 'tag' || !pattern.test(names) || other.test(names)) return;
    // Headings named for the part (<h6 class="recipe-steps">STEP 1.</h6>) title its entries; they are none of them.
    if (isInsideNav(node) || /^h[1-6]$/i.test(node.tagName)) return;
    const counts = alike.get(parent) ?? new Map<string, number>();
    alike.set(parent, counts.set(names, (counts.get(names) ?? 0) + 1));
  });
  let entryClass: string | undefined;
  for (const [parent, counts] of alike) {
    for (const [names, siblings] of counts) {
      if (siblings >= 3 && siblings > bestCount) {
        best = $(parent as Element) as Cheerio<Element>;
        bestCount = siblings;
        entryClass = names;
      }
    }
  }
  if (!best) return [];
  // Lists whose entries are named alike are the part's groups (<h3>For the filling</h3><ul><li class="ingredient">…
  // <h3>For the topping</h3><ul><li class="ingredient">…).
  const blocks = entryClass && best.is('ul, ol') ? listsWithEntries($, alike, entryClass) : withRepeatedBlocks($, best);
  // The named block may be the list itself (<ul class="ingredients">).
  const lists = best.is('ul, ol')
    ? blocks
    : blocks
        .find('ul, ol')
        .filter((_, list) => $(list).parents('ul, ol').length === 0 || !blocks.find($(list).parents('ul, ol')).length)
        // A tab or box of the block that lists the equipment (<div id="equipment">), or the allergens, lists no
        // ingredients; one named for the other part (<section class="recipe-instruction"><section
        // class="recipe-ingredients-wrapper"><ul>…) lists that part's entries; one the page hides (the other units
        // of a metric / imperial switch) lists none a reader sees.
        .filter((_, list) =>
          $(list)
            .parentsUntil(blocks)
            .addBack()
            .toArray()
            .every((node) => {
              const names = `${$(node).attr('class') ?? ''} ${$(node).attr('id') ?? ''}`;
              // A wrapper named for both parts ("single-ingredients-method") is no more the other part's than this one's.
              const otherPart = other.test(names) && !pattern.test(names);
              return (
                !EQUIPMENT_CLASS.test(names) &&
                !PRODUCT_INFO_CLASS.test(names) &&
                !otherPart &&
                !isHidden(node as Element)
              );
            }),
        )
        .filter((_, list) => !isFactList($, $(list)))
        // A list whose entries are named for the other part (<li class="ingredient">) lists that part's entries.
        .filter(
          (_, list) =>
            !$(list)
              .children('li')
              .toArray()
              .every((entry) => namedForOther(entry, other)),
        );
  const repeatedLists = !entryClass && best.is('ul, ol') && blocks.length > 1;
  const sections: Array<FoundSection<string>> = [];
  if (lists.length > 0) {
    lists.each((_, list) => {
      const items = listItems($, $(list));
      if (items.length === 0) return;
      // Lists of the part's class side by side (<ul class="instructions"> after each group's ingredients) are named
      // only by a heading right before each.
      const heading = repeatedLists ? $(list).prev(HEADING) : $(list).prevAll(`${HEADING}, p, strong`).first();
      const name = heading.length > 0 && isHeadingLike($, heading) ? plainText(heading.text()).replace(/:$/, '') : '';
      // A list headed as the other part (the steps' copy for small screens, "Cooking Instructions", set inside the
      // ingredients' block) is that part's.
      if (otherHeadings && isPartLabel(headingOver($, $(list), blocks), otherHeadings)) return;
      sections.push({ name: INGREDIENT_WORDS.test(name) || STEP_WORDS.test(name) ? '' : name, items });
    });
    // The heading over a block's only list ("So wird es gemacht:", "Let's get started!") titles the whole part.
    if (sections.length === 1) (sections[0] as FoundSection<string>).name = '';
  } else if (paragraphs !== 'steps' && gridLineCount($, best) > 0) {
    // A grid of cells, some of them named for the part as its column's name (<span class="ingredient-label">KG</span>).
    sections.push(...blocks.toArray().flatMap((block) => cellGridGroups($, $(block))));
  } else if (namedItems($, best, pattern).length > 1) {
    // Each block of the part a group, named by the heading right before it when there are several.
    for (const block of blocks.toArray()) {
      const items = namedItems($, $(block), pattern)
        .flatMap((item) => namedItemLines($, $(item)))
        // An entry without a letter ("4 1 2 3 4 5 6 7 8", a servings picker) says nothing of the recipe.
        .filter((line) => /\p{L}/u.test(line));
      const heading = blocks.length > 1 ? headingOver($, $(block), $(block).parent() as Cheerio<Element>) : '';
      const name = INGREDIENT_WORDS.test(heading) || STEP_WORDS.test(heading) ? '' : heading.replace(/:$/, '');
      if (items.length > 0) sections.push({ name, items });
    }
  } else if (best.find('dt').length > 0) {
    // A definition list named for the part (<dl class="ingredients"><dt>sugar <u>45 g</u></dt>…), a group a block.
    for (const block of blocks.toArray()) {
      const groups = definitionGroups($, $(block));
      const heading = blocks.length > 1 ? plainText($(block).find(HEADING).first().text()) : '';
      const name = INGREDIENT_WORDS.test(heading) || STEP_WORDS.test(heading) ? '' : heading.replace(/:$/, '');
      groups.forEach((group, index) => {
        if (group.items.length > 0) sections.push({ ...group, name: group.name || (index === 0 ? name : '') });
      });
    }
  } else if (paragraphs === 'steps') {
    const items = best
      .find('p')
      .toArray()
      .filter((p) => !isLinkOnly($, $(p)))
      .map((p: AnyNode) => plainText($(p).html() ?? ''))
      .filter(Boolean);
    if (items.length > 0) sections.push({ name: '', items });
  }
  return sections;
}

/** How many ingredient lines the block lays out as grids of cells. */
function gridLineCount($: CheerioAPI, block: Cheerio<Element>): number {
  return cellGridGroups($, block).reduce((count, group) => count + group.items.length, 0);
}

/**
 * The lines of the definition lists in a block: a term a line, with the one description after it (<dt>2 eggs</dt>
 * <dd>beaten</dd>); a term followed by several descriptions names them, a line each (<dt>For the cream</dt><dd>200
 * ml milk</dd><dd>3 yolks</dd>).
 */
function definitionGroups($: CheerioAPI, block: Cheerio<Element>): Array<FoundSection<string>> {
  const groups: Array<FoundSection<string>> = [{ name: '', items: [] }];
  for (const list of block.is('dl') ? block.toArray() : block.find('dl').toArray()) {
    const children = $(list).children('dt, dd').toArray();
    children.forEach((child, index) => {
      if (child.tagName !== 'dt') return;
      const descriptions: Element[] = [];
      for (const next of children.slice(index + 1)) {
        if (next.tagName === 'dt') break;
        descriptions.push(next);
      }
      const term = entryRowLine($, $(child));
      if (descriptions.length > 1) {
        groups.push({ name: term.replace(/:$/, ''), items: descriptions.map((dd) => entryRowLine($, $(dd))) });
        return;
      }
      const line = [term, ...descriptions.map((dd) => entryRowLine($, $(dd)))].filter(Boolean).join(' ');
      if (!line) return;
      // A line after a group the term named starts an unnamed group of its own.
      let last = groups.at(-1) as FoundSection<string>;
      if (last.name) {
        last = { name: '', items: [] };
        groups.push(last);
      }
      last.items.push(line);
    });
  }
  return groups.filter((group) => group.items.length > 0);
}
