// Ingredients and steps laid out without a list or paragraphs: one block a line, each holding the amount and the name
// in elements of their own (<div class="item"><div>250 g</div><div>cottage cheese</div></div>), or a step's number and
// text, repeated as siblings under the heading that names them; tables, check lists and definition lists likewise.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { isHidden } from './hidden-elements';
import { isAmountOnly, isTooLongForIngredient } from '../lines/ingredient-line';
import { isFactLabel } from './label-lines';
import { STEP_NUMBER_ALONE } from '../numbered-steps';
import { plainText } from '../text';
import { HEADING, sameBuild } from './element-kinds';

const sameKind = (a: Element, b: Element | null): boolean => b?.type === 'tag' && sameBuild(a, b);

/**
 * Whether the element is one of a run of rows: beside a sibling of its tag and class, a short text holding no
 * list, paragraph or heading, more than a link or button (a row of tabs or tags is navigation).
 */
export function isEntryRow($: CheerioAPI, row: Cheerio<Element>): boolean {
  const element = row.get(0);
  if (!element || isHidden(element)) return false;
  if (!sameKind(element, row.prev().get(0) ?? null) && !sameKind(element, row.next().get(0) ?? null)) return false;
  if (row.is('ul, ol, li, p, h1, h2, h3, h4, h5, h6, script, style, button, a')) return false;
  if (row.find('ul, ol, p, h1, h2, h3, h4, h5, h6, table').length > 0) return false;
  const text = plainText(row.text());
  if (!text || isTooLongForIngredient(text)) return false;
  return plainText(row.find('a, button').text()) !== text;
}

/**
 * A row of ingredients as a line, amount first: a row of side-by-side parts that sets the name before the amount
 * (<span>Flour</span><span>200 g</span>) reads "200 g Flour", as a table's does.
 */
export function ingredientRowLine($: CheerioAPI, row: Cheerio<Element>): string {
  const parts = row.contents().toArray();
  const cells = parts.filter((part) => part.type === 'tag' && !isHidden(part as Element));
  const loose = parts.some((part) => part.type === 'text' && part.data.trim() !== '');
  if (loose || cells.length < 2) return entryRowLine($, row);
  return rowLine(cells.map((cell) => entryRowLine($, $(cell as Element))).filter(Boolean));
}

/** The row's text, its side-by-side parts (<span>2</span><span>eggs</span>) apart, without what it hides. */
export function entryRowLine($: CheerioAPI, row: Cheerio<Element>): string {
  const copy = row.clone();
  copy
    .find('*')
    .filter((_, node) => isHidden(node))
    .remove();
  copy.find('*').each((_, node) => {
    if (node.nextSibling?.type === 'tag') $(node).after(' ');
  });
  return plainText(copy.html() ?? '');
}

/**
 * A row's cells as one line, the amount first: a table that sets the name before the amount (<td>Flour</td>
 * <td>200 g</td>) reads "200 g Flour", as the ingredient is written.
 */
function rowLine(cells: string[]): string {
  const amountAt = cells.findIndex((cell) => isAmountOnly(cell));
  if (amountAt <= 0 || isAmountOnly(cells[0] as string)) return cells.join(' ');
  return [cells[amountAt], ...cells.filter((_, index) => index !== amountAt)].join(' ');
}

/**
 * The rows of a table of ingredients, the block's only table, a line each, its cells side by side, the amount first
 * (<tr><td>150ml</td><td>red wine</td></tr> → "150ml red wine"); a row of column names (all <th>, "Ingredient |
 * Amount") is none. None at all when a row is too long to be an ingredient.
 */
export function tableRowLines($: CheerioAPI, block: Cheerio<Element>): string[] {
  const table = block.is('table') ? block : block.find('table');
  if (table.length !== 1 || table.find('table, p, ul, ol').length > 0) return [];
  const lines = table
    .find('tr')
    .toArray()
    .filter((row) => !isHidden(row))
    .filter((row) => {
      const cells = $(row).children('td, th');
      return cells.length < 2 || cells.filter('td').length > 0;
    })
    .map((row) =>
      rowLine(
        $(row)
          .children('td, th')
          .toArray()
          .map((cell) => plainText($(cell).html() ?? ''))
          .filter(Boolean),
      ),
    )
    .filter(Boolean);
  return lines.some(isTooLongForIngredient) ? [] : lines;
}

/** The block, or the element inside it past wrappers of one child each: what holds its rows or steps. */
function pastWrappers(block: Cheerio<Element>): Cheerio<Element> {
  let holder = block;
  while (holder.children().length === 1) holder = holder.children().first();
  return holder;
}

/**
 * The lines of the rows a block holds as its children, past wrappers of one child (<div class="list"><div
 * class="row"><span>200 g</span><span>Flour</span></div>…</div>): a line each, when every child is such a row and
 * there are two or more. None otherwise.
 */
export function childRowLines($: CheerioAPI, block: Cheerio<Element>): string[] {
  // A table's rows are read as a table's.
  if (block.is('table') || block.find('table').length > 0) return [];
  const holder = pastWrappers(block);
  const rows = holder.children().toArray();
  if (rows.length < 2 || !rows.every((row) => isEntryRow($, $(row)))) return [];
  return rows.map((row) => ingredientRowLine($, $(row)));
}

/**
 * The lines of a definition list of ingredients, a term and its one description a line, amount first (<dt>200 g</dt>
 * <dd>Flour</dd>, or <dt>Flour</dt><dd>200 g</dd> → "200 g Flour"). None when a term has no description or several
 * (a group's name over its lines, read as such where a block is named for the ingredients), or labels a fact.
 */
export function definitionRowLines($: CheerioAPI, block: Cheerio<Element>): string[] {
  const list = block.is('dl') ? block : block.children('dl');
  if (list.length !== 1) return [];
  const entries = list.children('dt, dd').toArray();
  const pairs = entries.length >= 4 && entries.length % 2 === 0;
  if (!pairs || !entries.every((entry, index) => entry.tagName === (index % 2 === 0 ? 'dt' : 'dd'))) return [];
  const lines: string[] = [];
  for (let index = 0; index < entries.length; index += 2) {
    const cells = [entries[index], entries[index + 1]].map((entry) => entryRowLine($, $(entry as Element)));
    // A list of the recipe's facts ("Prep time" / "10 min", "Serves" / "4") lists no ingredients.
    if (isFactLabel(cells[0] as string)) return [];
    lines.push(rowLine(cells.filter(Boolean)));
  }
  return lines.some(isTooLongForIngredient) ? [] : lines.filter(Boolean);
}

/** Whether a block's text reads as a step: a sentence ending with its stop, or one of six words or more. */
const readsAsStep = (text: string) => /[.!。！]$/u.test(text) || text.split(/\s+/).length >= 6;

/**
 * A step block's text without the step's number, where the block sets it in an element of its own before the text
 * (<span class="n">1</span><span>Rub…</span>, or "Step 1"); a number the text starts with ("10 minutes before…") stays.
 */
function stepBlockLine($: CheerioAPI, block: Cheerio<Element>): string {
  const first = block.children().first();
  const numbered = first.length > 0 && STEP_NUMBER_ALONE.test(plainText(first.text()));
  const copy = block.clone();
  if (numbered) copy.children().first().remove();
  return entryRowLine($, copy);
}

/**
 * The step a block holds when it is one of a run of blocks of one build, a step each, under the steps' heading (<div
 * class="step"><span>1</span><span>Rub the butter in.</span></div><div class="step">…): its text without the number
 * before it, when it reads as a sentence; undefined otherwise.
 */
export function stepBlockText($: CheerioAPI, block: Cheerio<Element>): string | undefined {
  const element = block.get(0);
  if (!element || isHidden(element) || block.is(`p, ul, ol, li, table, a, button, ${HEADING}`)) return undefined;
  if (!sameKind(element, block.prev().get(0) ?? null) && !sameKind(element, block.next().get(0) ?? null))
    return undefined;
  if (block.find(`p, ul, ol, table, dl, ${HEADING}`).length > 0) return undefined;
  const text = stepBlockLine($, block);
  // A run of links (a page's "More recipes" cards) holds no steps.
  if (plainText(block.find('a, button').text()) === plainText(block.text())) return undefined;
  return readsAsStep(text) ? text : undefined;
}

/**
 * The steps of a block that holds them as blocks of one build, a step each, with no paragraph, list, table or
 * heading inside (<div class="steps"><div>Rub the butter in.</div><div>Bake.</div></div>), past wrappers of one child;
 * the step's number, set before its text, left out. Each must read as a step; none otherwise.
 */
export function childBlockSteps($: CheerioAPI, block: Cheerio<Element>): string[] {
  if (block.find(`p, ul, ol, table, dl, ${HEADING}`).length > 0) return [];
  const holder = pastWrappers(block);
  const blocks = holder.children().toArray();
  const first = blocks[0];
  if (!first || blocks.length < 2 || !blocks.every((other) => sameBuild(other, first))) return [];
  if (plainText(holder.find('a, button').text()) === plainText(holder.text())) return [];
  const steps = blocks.filter((step) => !isHidden(step)).map((step) => stepBlockLine($, $(step)));
  return steps.every(readsAsStep) ? steps : [];
}

/** Fewer check boxes than this are a form's options (a consent box), not a check list. */
const CHECK_LIST_MIN = 2;

/**
 * The lines of a check list the block holds without a list element, as ingredient lists are laid out to tick off:
 * each check box's row, the element around it, a line (<div><input type="checkbox"><div><div>2 rúd</div>
 * <div>fahéj</div></div></div> → "2 rúd fahéj"). None when there are fewer than two or a row is too long for an
 * ingredient.
 */
export function checkListLines($: CheerioAPI, block: Cheerio<Element>): string[] {
  const rows = block
    .find('input[type="checkbox"]')
    .toArray()
    .map((box) => box.parent)
    .filter((row): row is Element => row?.type === 'tag' && !isHidden(row as Element));
  if (rows.length < CHECK_LIST_MIN) return [];
  const lines = rows.map((row) => entryRowLine($, $(row))).filter(Boolean);
  return lines.some(isTooLongForIngredient) ? [] : lines;
}
