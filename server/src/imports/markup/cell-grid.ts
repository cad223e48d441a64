// Ingredients laid out as a grid of cells rather than rows: an element whose children are a name cell and an amount
// cell in turn (<div class="row"><div class="col-8">Water</div><div class="col-4">0.160</div><div class="col-8">
// Sugar</div><div class="col-4">1.000</div></div>), often after a full-width cell naming the group and a pair of
// column names ("Ingredient" | "KG").
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FoundSection } from '../found-recipe';
import { sameBuild } from './element-kinds';
import { entryRowLine } from './entry-rows';
import { isHidden, isUnshownTag } from './hidden-elements';
import { isAmountOnly, isTooLongForIngredient } from '../lines/ingredient-line';

/** A class that names a label or header ("ingredient-label", "col-header"): a column's name, no entry. */
const LABEL_CLASS = /label|header|heading|title|caption/i;

/** A cell that says "none" where an amount would be ("-", or nothing: an ingredient to taste). */
const NO_AMOUNT_CELL = /^[-–—]?$/u;

/** Fewer ingredient pairs than this are no grid (a name and a value side by side are a row). */
const GRID_MIN_PAIRS = 2;

/** Whether the cell, or an element inside it, is classed as a label or header: a column's name. */
function isColumnName($: CheerioAPI, cell: Element): boolean {
  return [cell, ...$(cell).find('[class]').toArray()].some((node) => LABEL_CLASS.test(node.attribs.class ?? ''));
}

/** The cells an element shows as its children: no hidden ones, no scripts. */
function shownCells($: CheerioAPI, element: Element): Element[] {
  return $(element)
    .children()
    .toArray()
    .filter((cell) => !isHidden(cell) && !isUnshownTag(cell.tagName));
}

/** Most columns a grid of ingredients has (name, amount, a baker's percentage, …). */
const GRID_MAX_COLUMNS = 4;

/**
 * How many columns the cells from `start` on make: the fewest whose builds repeat row after row, two cells of a row
 * at least differing (<div class="col-6">Flour</div><div class="col-3">5.000</div><div class="col-3">50.00</div>…);
 * undefined when none do.
 */
function columnCount(cells: Element[], start: number): number | undefined {
  const rest = cells.slice(start);
  for (let columns = 2; columns <= GRID_MAX_COLUMNS; columns++) {
    if (rest.length % columns !== 0) continue;
    const row = rest.slice(0, columns);
    if (row.every((cell) => sameBuild(cell, row[0] as Element))) continue;
    if (rest.every((cell, index) => sameBuild(cell, row[index % columns] as Element))) return columns;
  }
  return undefined;
}

/** The grid's rows from `start` on, `columns` cells each. */
function gridRows(cells: Element[], start: number, columns: number): Element[][] {
  const rows: Element[][] = [];
  for (let index = start; index < cells.length; index += columns) rows.push(cells.slice(index, index + columns));
  return rows;
}

/** Whether every text is an amount ("0.160", "200 g") or a dash for none, and one at least is an amount. */
const isAmountColumn = (texts: string[]) =>
  texts.every((text) => NO_AMOUNT_CELL.test(text) || isAmountOnly(text)) && texts.some((text) => isAmountOnly(text));

/** A column's name as the unit of its amounts ("KG", "g", "%"); '' when it names no unit ("Amount", "Qty"). */
function unitOf(name: string): string {
  return name && (isAmountOnly(`1 ${name}`) || /^[^\p{L}\p{N}\s]$/u.test(name)) ? name : '';
}

/** An amount with its column's unit, when the amount has none ("0.160" under "KG" → "0.160 KG"). */
const withUnit = (amount: string, unit: string) => (unit && !/\p{L}/u.test(amount) ? `${amount} ${unit}` : amount);

/**
 * The grid an element holds as its children, as a group: the cell before the rows names it, a row of column names
 * gives the amounts their unit ("KG" → "0.160 KG Water"), a row a line: its first column of amounts, the name, then
 * its other amounts ("5.000 KG Wheat flour, 50.00 %"); a dash for an amount is none. Undefined unless the rows are
 * two or more of short cells built alike, one column of which holds amounts.
 */
function gridGroup($: CheerioAPI, element: Element): FoundSection<string> | undefined {
  const cells = shownCells($, element);
  if (cells.length < 2 * GRID_MIN_PAIRS) return undefined;
  // At most one cell before the rows: the group's name.
  const start = [0, 1].find((offset) => columnCount(cells, offset) !== undefined);
  if (start === undefined) return undefined;
  const columns = columnCount(cells, start) as number;
  if (cells.some((cell) => $(cell).find('ul, ol, p, table, h1, h2, h3, h4, h5, h6').length > 0)) return undefined;
  const rows = gridRows(cells, start, columns);
  const header = rows[0]?.some((cell) => isColumnName($, cell)) ? rows.shift() : undefined;
  if (rows.length < GRID_MIN_PAIRS) return undefined;
  const texts = rows.map((row) => row.map((cell) => entryRowLine($, $(cell))));
  const amountColumns = [...Array(columns).keys()].filter((column) =>
    isAmountColumn(texts.map((row) => row[column] as string)),
  );
  const nameColumns = [...Array(columns).keys()].filter((column) => !amountColumns.includes(column));
  if (amountColumns.length === 0 || nameColumns.length === 0) return undefined;
  const units = (header ?? []).map((cell) => unitOf(entryRowLine($, $(cell))));
  const items = texts.map((row) => {
    const amounts = amountColumns
      .filter((column) => !NO_AMOUNT_CELL.test(row[column] as string))
      .map((column) => withUnit(row[column] as string, units[column] ?? ''));
    const name = nameColumns
      .map((column) => row[column])
      .filter(Boolean)
      .join(' ');
    const [amount, ...others] = amounts;
    return [[amount, name].filter(Boolean).join(' '), ...others].join(', ');
  });
  if (items.some(isTooLongForIngredient)) return undefined;
  const name = start === 1 ? entryRowLine($, $(cells[0] as Element)) : '';
  return { name: isTooLongForIngredient(name) ? '' : name, items };
}

/** The ingredient grids a block holds (a group each), in page order. */
export function cellGridGroups($: CheerioAPI, block: Cheerio<Element>): Array<FoundSection<string>> {
  return [...block.toArray(), ...block.find('*').toArray()]
    .map((element) => gridGroup($, element))
    .filter((group): group is FoundSection<string> => group !== undefined);
}
