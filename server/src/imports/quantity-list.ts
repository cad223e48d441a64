// A page that names its ingredient list nowhere (no heading, no class, no data) still shows it the way every recipe
// does: a list whose entries start with quantities ("6 cups rotisserie chicken", "½ tsp garlic powder"). Read only
// when nothing else on the page gives ingredients.
import type { CheerioAPI } from 'cheerio';
import type { FoundSection } from './found-recipe';
import { MAX_INGREDIENT_LINE_LENGTH } from './ingredient-line';
import { listItems } from './plain-markup';

const STARTS_WITH_QUANTITY = /^[\d¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/u;
const MIN_ENTRIES = 3;
/** Most entries start with a quantity; a few ("Salt and pepper to taste") need not. */
const QUANTITY_SHARE = 0.75;

/** The first list outside the page's navigation and forms that reads as ingredient lines. */
export function listOfQuantities($: CheerioAPI): Array<FoundSection<string>> {
  for (const list of $('body ul, body ol').toArray()) {
    const element = $(list);
    if (element.parents('nav, header, footer, aside, form, ul, ol').length > 0) continue;
    const items = listItems($, element);
    if (items.length < MIN_ENTRIES || items.some((item) => item.length > MAX_INGREDIENT_LINE_LENGTH)) continue;
    const counted = items.filter((item) => STARTS_WITH_QUANTITY.test(item)).length;
    if (counted >= items.length * QUANTITY_SHARE) return [{ name: '', items }];
  }
  return [];
}
