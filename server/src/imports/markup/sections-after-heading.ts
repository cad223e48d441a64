// What follows a heading that names a part, read in page order up to the next heading of its rank: lists with the
// group headings between them, steps written as paragraphs or blocks, ingredient lines without a list.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { isAside, isLinkOnly, isPromotion } from './asides';
import { isBrokenHeading, rowLinesOf } from './block-lines';
import { allBold, isHeadingLike } from './bold-headings';
import { HEADING } from './element-kinds';
import { childBlockSteps, ingredientRowLine, isEntryRow, stepBlockText } from './entry-rows';
import type { FoundSection } from '../found-recipe';
import { isHidden } from './hidden-elements';
import { isTooLongForIngredient, startsWithQuantity } from '../lines/ingredient-line';
import { SERVINGS_WORDS } from '../lines/servings';
import { minutesOfText } from './shown-times';
import { isLinkList, listItems } from './list-items';
import { STEP_NUMBER_ALONE, STEP_NUMBER_TITLE } from '../numbered-steps';
import { brokenLines, LINE_BREAK, paragraphLines } from './paragraph-lines';
import { INGREDIENT_WORDS, isPartLabel, STEP_WORDS, withoutLeadingPictographs } from './part-words';
import { plainText } from '../text';

/** The rank of a heading element (2 for <h2>); 9 for a heading set in bold. */
export function rankOf(heading: Cheerio<Element>): number {
  return heading.is(HEADING) ? Number((heading.prop('tagName') ?? 'H9').slice(1)) : 9;
}

/**
 * What paragraphs are, where a part has no list: each a step (`steps`), lines of ingredients (`lines`: taken only
 * when no list follows the heading), or nothing.
 */
export type Paragraphs = 'steps' | 'lines' | 'none';

/** Lists (and the group headings before them) that follow `start` among its siblings, up to a heading of `rank`. */
export function sectionsAfter(
  $: CheerioAPI,
  start: Cheerio<Element>,
  rank: number,
  stop: RegExp,
  paragraphs: Paragraphs,
  goOn?: RegExp,
): Array<FoundSection<string>> {
  return sectionsFrom($, start.next(), '', rank, stop, paragraphs, goOn);
}

/**
 * The innermost element of `block` that holds all its lists, when it holds two or more, each wrapped or not
 * (<div><p><b>BUND</b></p><div class="list"><ul>…</ul></div><p><b>KARAMEL</b></p><div class="list"><ul>…</ul></div>
 * </div>): its children are the lists and the group headings between them.
 */
function holderOfLists($: CheerioAPI, block: Cheerio<Element>): Cheerio<Element> | undefined {
  const lists = block.find('ul, ol').filter((_, list) => $(list).parentsUntil(block, 'ul, ol').length === 0);
  if (lists.length < 2) return undefined;
  let holder = lists.first().parent() as Cheerio<Element>;
  while (!holder.is(block) && holder.find(lists.last()).length === 0) holder = holder.parent() as Cheerio<Element>;
  return holder;
}

/**
 * The sections of `first` and the siblings after it; `name` names the first list when no heading comes before it. A
 * heading of the rank that ends them goes on with them, as a group's name, when it matches `goOn`.
 */
function sectionsFrom(
  $: CheerioAPI,
  first: Cheerio<Element>,
  firstName: string,
  rank: number,
  stop: RegExp,
  paragraphs: Paragraphs,
  goOn?: RegExp,
): Array<FoundSection<string>> {
  const sections: Array<FoundSection<string>> = [];
  const lineSections: Array<FoundSection<string>> = [];
  let name = firstName;
  let limit = rank;
  // Once the steps came as a list, the paragraphs after it are the page's comments ("Recipe adapted from…").
  let listRead = false;
  // After a block of step paragraphs, only a subheading and the block under it go on with the steps ("Preparation",
  // then "Cooking"): anything else that follows is no part of them.
  let blockRead = false;
  let headedSinceBlock = false;
  // Whether the one section so far is a single paragraph read as a step.
  let leadIsParagraph = false;
  // After a line that only numbers a step ("Schritt 02"), the block that follows is that step, even after a list.
  let numberedNext = false;
  for (let node = first; node.length > 0; node = node.next()) {
    // A block the page hides (a tab of the other ways to cook it) shows the reader nothing.
    if (isPromotion(node) || isHidden(node.get(0) as Element)) continue;
    if (paragraphs === 'lines' && isBrokenHeading($, node)) {
      lineSections.push({ name, items: brokenLines($, node) });
      name = '';
      continue;
    }
    // A heading wrapped in a block of its own (with an "edit" link beside it, say) is that heading.
    const wrapped = node.is(HEADING) ? node : node.children(HEADING).first();
    if (wrapped.length > 0 && node.find('ul, ol, p').length === 0) {
      const level = Number((wrapped.prop('tagName') ?? 'H9').slice(1));
      const text = withoutLeadingPictographs(plainText(wrapped.text()));
      // "Ingredients" followed at once by "For the skewers" of the same rank heads groups set at its own level.
      if (level === limit && node.is(first) && !firstName) limit = level - 1;
      if (stop.test(text)) break;
      const groupOfIngredients = paragraphs === 'lines' && listRead && headsIngredientList($, node);
      if (level <= limit && !groupOfIngredients && !goOn?.test(text)) break;
      // A heading that only numbers the step after it ("STEP 1.") names no group.
      name = STEP_NUMBER_TITLE.test(text) ? '' : text;
      headedSinceBlock = true;
      continue;
    }
    if (blockRead && !headedSinceBlock) break;
    // A list of links beside the lines (the recipe card's downloads) is none of them.
    const lists = (node.is('ul, ol') ? node : node.find('ul, ol')).filter((_, list) => !isLinkList($, $(list))).first();
    // A line that only names the other part ("INSTRUCTIONS:"), however it is set, ends this one.
    if (lists.length === 0 && isPartLabel(withoutLeadingPictographs(plainText(node.text())), stop)) break;
    if (paragraphs === 'steps' && lists.length === 0 && isStepNumberLine($, node)) {
      numberedNext = true;
      continue;
    }
    if (numberedNext && lists.length === 0) {
      numberedNext = false;
      for (const line of stepBlockLines($, node)) if (!isAside(line)) addStep(sections, name, line);
      continue;
    }
    numberedNext = false;
    // Steps a block each after a line that only numbers them, one of them a list (<div><div>Step 1</div><div><ol>…
    // </ol></div><div>Step 2</div><div>Chop the onions.</div></div>): each block in turn, not the list alone.
    if (paragraphs === 'steps' && lists.length > 0 && !node.is('ul, ol') && numberedChildren($, node) >= 2) {
      sections.push(
        ...sectionsFrom($, node.children().first() as Cheerio<Element>, name, rank, stop, paragraphs, goOn),
      );
      name = '';
      continue;
    }
    // One block holding several lists with group headings between them (<ul>…</ul><p><b>For the glaze</b></p><ul>…):
    // all of them, in their groups.
    const holder = lists.length > 0 && !node.is('ul, ol') ? holderOfLists($, node) : undefined;
    if (holder && holder.children().length > 1) {
      sections.push(
        ...sectionsFrom($, holder.children().first() as Cheerio<Element>, name, rank, stop, paragraphs, goOn),
      );
      name = '';
      continue;
    }
    if (lists.length > 0) {
      const items = listItems($, lists);
      // A paragraph right before the list of steps, alone, leads up to it ("Here are some tips on how to put it
      // together."): the list holds the steps.
      const leadsUp = leadIsParagraph && sections.length === 1 && sections[0]?.items.length === 1 && !name;
      if (paragraphs === 'steps' && items.length > 1 && !listRead && !blockRead && leadsUp) sections.splice(0, 1);
      const before = paragraphs === 'lines' ? measuredLinesBefore($, lists, items) : [];
      if (items.length > 0)
        sections.push({ name: name || groupHeadingWithin(node, lists), items: [...before, ...items] });
      listRead ||= items.length > 0;
      name = '';
    } else if (isHeadingLike($, node)) {
      const text = withoutLeadingPictographs(plainText(node.text()));
      if (stop.test(text)) break;
      // "Preparation" under "Method" names no group of its own.
      name = INGREDIENT_WORDS.test(text) || STEP_WORDS.test(text) ? '' : text.replace(/:$/, '');
    } else if (paragraphs === 'lines') {
      const lines = isEntryRow($, node)
        ? [ingredientRowLine($, node)]
        : node.find('p').length === 0 && !node.is('p')
          ? rowLinesOf($, node)
          : paragraphLines($, node);
      const last = lineSections.at(-1);
      if (lines.length > 0 && last && !name) last.items.push(...lines);
      else if (lines.length > 0) lineSections.push({ name, items: lines });
      if (lines.length > 0) name = '';
    } else if (paragraphs === 'steps' && !listRead && stepParagraphs($, node).length > 1) {
      // A block of several paragraphs (<div><p><b>For the sponge:</b></p><p>…</p><p>…</p></div>), or of blocks a
      // paragraph each, holds the steps, with its bold lines as group names; what follows it is no part of them.
      for (const paragraph of stepParagraphs($, node)) {
        const text = plainText($(paragraph).html() ?? '');
        if (isHeadingLike($, $(paragraph))) name = STEP_WORDS.test(text) ? '' : text.replace(/:$/, '');
        else if (!isAside(text) && !isLinkOnly($, $(paragraph))) addStep(sections, name, text);
      }
      blockRead = true;
      headedSinceBlock = false;
    } else if (paragraphs === 'steps' && !listRead && sections.length === 0 && childBlockSteps($, node).length > 1) {
      // Steps set as blocks of one build without paragraphs (<div><div>Rub…</div><div>Bake…</div></div>), a step each.
      for (const step of childBlockSteps($, node)) if (!isAside(step)) addStep(sections, name, step);
      blockRead = true;
      headedSinceBlock = false;
    } else if (paragraphs === 'steps' && !listRead && stepBlockText($, node) !== undefined) {
      // One of a run of blocks of one build under the steps' heading, a step each.
      const step = stepBlockText($, node) as string;
      if (!isAside(step)) addStep(sections, name, step);
    } else if (paragraphs === 'steps' && !listRead && (node.is('p') || node.find('p').length === 1)) {
      // Steps written as paragraphs, one a step (a block holding one paragraph is that paragraph).
      const paragraph = node.is('p') ? node : node.find('p');
      // A paragraph inside a button ("Print") is the button's label.
      if (paragraph.closest('button, [role="button"]').length > 0) continue;
      const text = plainText(paragraph.html() ?? '');
      if (!text || isAside(text) || isLinkOnly($, paragraph)) continue;
      // Steps a paragraph each may break a step into lines; a paragraph alone broken into lines is a step a line.
      const alone = sections.length === 0 && !(node.next().is('p') && plainText(node.next().text()));
      const lines = alone ? brokenStepLines($, paragraph) : undefined;
      leadIsParagraph = sections.length === 0 && !lines;
      if (!lines) addStep(sections, name, text);
      for (const line of lines ?? []) {
        if (line.heading) name = STEP_WORDS.test(line.text) ? '' : line.text.replace(/:$/, '');
        else if (!isAside(line.text)) addStep(sections, name, line.text);
      }
    }
  }
  return sections.length > 0 ? sections : lineSections;
}

/**
 * Whether the heading is followed, past empty paragraphs, by a list of ingredient lines (most of them starting with
 * an amount): after the ingredient list, "Crosses" or "Glaze" set at the rank of "Ingredients" names a group of it.
 */
function headsIngredientList($: CheerioAPI, heading: Cheerio<Element>): boolean {
  let next = heading.next();
  while (next.is('p') && !plainText(next.text())) next = next.next();
  if (!next.is('ul, ol')) return false;
  const items = listItems($, next);
  return items.length > 0 && items.filter(startsWithQuantity).length * 2 > items.length;
}

/**
 * The lines of a step paragraph broken into lines, a step each (<p>Heat the oven.<br><img><br>Fill the tin.</p>), as
 * blogs write steps without a list: a bold line before others heads their group; a bold line with a link after the
 * last step ("Follow us on <a>Pinterest</a>!", "Also good: <a>…</a>") is none. Undefined when fewer than two lines
 * are steps: the paragraph is one step.
 */
function brokenStepLines(
  $: CheerioAPI,
  paragraph: Cheerio<Element>,
): Array<{ text: string; heading: boolean }> | undefined {
  const lines = (paragraph.html() ?? '')
    .split(LINE_BREAK)
    .map((part) => {
      const line = $(`<p>${part}</p>`) as Cheerio<Element>;
      return { text: plainText(part), bold: allBold($, line), link: line.find('a').length > 0 };
    })
    .filter((line) => line.text);
  while (lines.at(-1)?.bold && lines.at(-1)?.link) lines.pop();
  const lastPlain = lines.findLastIndex((line) => !line.bold);
  const steps = lines.map(({ text, bold }, index) => ({ text, heading: bold && index < lastPlain }));
  return steps.filter((line) => !line.heading).length >= 2 ? steps : undefined;
}

/** The step joins the last group when that group has its name, or starts a group of its own. */
function addStep(sections: Array<FoundSection<string>>, name: string, text: string): void {
  const last = sections.at(-1);
  if (last && last.name === name) last.items.push(text);
  else sections.push({ name, items: [text] });
}

/** The paragraphs with text inside a block, outside buttons ("Print"), in page order. */
function stepParagraphs($: CheerioAPI, block: Cheerio<Element>): Element[] {
  return block
    .find('p')
    .toArray()
    .filter(
      (paragraph) => $(paragraph).closest('button, [role="button"]').length === 0 && plainText($(paragraph).text()),
    );
}

/**
 * A group set in a block of its own (<section><h4>For the cream:</h4><ul>…</ul></section>): the heading in the
 * block before its list names it, unless it names a part ("Ingredients").
 */
function groupHeadingWithin(block: Cheerio<Element>, list: Cheerio<Element>): string {
  if (block.is('ul, ol')) return '';
  const heading = block.find(HEADING).first();
  const listAt = block
    .find('*')
    .toArray()
    .indexOf(list.get(0) as Element);
  if (
    heading.length === 0 ||
    block
      .find('*')
      .toArray()
      .indexOf(heading.get(0) as Element) > listAt
  )
    return '';
  const text = plainText(heading.text());
  return INGREDIENT_WORDS.test(text) || STEP_WORDS.test(text) ? '' : text.replace(/:$/, '');
}

/** Whether the block only numbers the step after it ("Schritt 02", "Step 3:"). */
function isStepNumberLine($: CheerioAPI, block: Cheerio<Element>): boolean {
  return block.find('ul, ol, p').length === 0 && STEP_NUMBER_ALONE.test(plainText(block.text()));
}

/** How many of the block's children only number the step after them. */
function numberedChildren($: CheerioAPI, block: Cheerio<Element>): number {
  return block.children().filter((_, child) => isStepNumberLine($, $(child))).length;
}

/** The steps of a block after a step's number: its paragraphs, or else its lines as its line breaks make them. */
function stepBlockLines($: CheerioAPI, block: Cheerio<Element>): string[] {
  const paragraphs = stepParagraphs($, block).map((paragraph) => plainText($(paragraph).html() ?? ''));
  return paragraphs.length > 0 ? paragraphs : brokenLines($, block).filter(Boolean);
}

/**
 * Ingredient lines set as paragraphs right before a list of ingredients in the same block (<div><p>1 ball of
 * burrata</p><ol><li>1 fennel</li>…</ol></div>: the main ingredient set apart), each with an amount first; a line
 * counting servings or giving a time ("4 servings", "30 Minuten") leads up to the list and is none of them.
 */
function measuredLinesBefore($: CheerioAPI, list: Cheerio<Element>, items: string[]): string[] {
  if (items.filter(startsWithQuantity).length * 2 <= items.length) return [];
  const lines: string[] = [];
  for (let node = list.prev(); node.is('p'); node = node.prev()) {
    const [line, ...more] = brokenLines($, node);
    if (!line || more.length > 0 || !isMeasuredLine(line)) break;
    lines.unshift(line);
  }
  return lines;
}

function isMeasuredLine(line: string): boolean {
  return (
    startsWithQuantity(line) &&
    !isTooLongForIngredient(line) &&
    !SERVINGS_WORDS.test(line) &&
    minutesOfText(line) === undefined
  );
}
