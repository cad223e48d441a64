// The lines of a block that holds no list or paragraphs: its table, check list or definition list, or its rows; and
// whether a block holds anything of the sort.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { HEADING } from './element-kinds';
import { checkListLines, childRowLines, definitionRowLines, isEntryRow, tableRowLines } from './entry-rows';
import { brokenLines } from './paragraph-lines';
import { EQUIPMENT_CLASS } from './part-words';

/**
 * A heading element broken into three lines or more (<h5>• 2 tbsp olive oil<br>• 50g butter<br>…</h5>): text a page
 * builder set in a heading's style, no heading.
 */
export function isBrokenHeading($: CheerioAPI, node: Cheerio<Element>): boolean {
  return node.is(HEADING) && brokenLines($, node).length >= 3;
}

/**
 * The lines of a block laid out without a list or paragraphs: its table's rows, check list's boxes and definition
 * list's entries, or else the rows it holds (unless the block is named for the tools).
 */
export function rowLinesOf($: CheerioAPI, block: Cheerio<Element>): string[] {
  const lines = tableRowLines($, block).concat(ingredientCheckList($, block), definitionRowLines($, block));
  if (lines.length > 0 || EQUIPMENT_CLASS.test(`${block.attr('class') ?? ''} ${block.attr('id') ?? ''}`)) return lines;
  return childRowLines($, block);
}

/** The lines of a check list the block holds, unless the block is named for the tools ("recipe-accessoires"). */
function ingredientCheckList($: CheerioAPI, block: Cheerio<Element>): string[] {
  const names = `${block.attr('class') ?? ''} ${block.attr('id') ?? ''}`;
  return EQUIPMENT_CLASS.test(names) ? [] : checkListLines($, block);
}

/**
 * Whether any of these elements is or holds a list, a paragraph, a table or a check list, or is a row of a list laid
 * out without one.
 */
export function holdsContent($: CheerioAPI, elements: Cheerio<Element>): boolean {
  return (
    elements.is('ul, ol, p, table') ||
    elements.find('ul, ol, p, table').length > 0 ||
    elements
      .toArray()
      .some(
        (element) =>
          isEntryRow($, $(element)) || isBrokenHeading($, $(element)) || ingredientCheckList($, $(element)).length > 0,
      )
  );
}
