// Units a page's script writes out from attributes: the markup holds the count alone and the unit in an attribute
// beside it (<b data-primary-amount="2" data-primary-unit="tbsp">2</b> butter), which a script sets after the count
// when it draws the list for the units chosen. Without the unit written in, the line reads "2 butter".
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { collapseSpaces } from '../text';

/** data-amount, data-primary-amount: an attribute holding an element's amount; its unit is in the same name's -unit. */
const AMOUNT_ATTRIBUTE = /^data-((?:[a-z]+-)*)amount$/u;

/** A unit's name, a word or two ("g", "tbsp", "Season with"), not a code or an address. */
const UNIT_TEXT = /^\p{L}[\p{L}.]*(?: \p{L}[\p{L}.]*)?$/u;

/** The unit an element showing only its amount leaves to a script, unless the page writes it right after. */
function unitLeftOut($: CheerioAPI, element: Element): string | undefined {
  for (const [name, amount] of Object.entries(element.attribs)) {
    const prefix = AMOUNT_ATTRIBUTE.exec(name)?.[1];
    const unit = prefix === undefined ? undefined : element.attribs[`data-${prefix}unit`]?.trim();
    if (!unit || !UNIT_TEXT.test(unit) || collapseSpaces($(element).text()) !== amount.trim()) continue;
    // The unit may be shown in an element of its own after the count ("1" then "cup").
    const around = collapseSpaces($(element).parent().text());
    const after = around.slice(around.indexOf(amount.trim()) + amount.trim().length).trim();
    if (!after.toLowerCase().startsWith(unit.toLowerCase())) return unit;
  }
  return undefined;
}

/** Writes each unit a script would set after a bare count into the page: "2" becomes "2 tbsp". */
export function writeUnitsFromAttributes($: CheerioAPI): void {
  $('*').each((_, node) => {
    if (node.type !== 'tag') return;
    const element = node as Element;
    if (!Object.keys(element.attribs).some((name) => AMOUNT_ATTRIBUTE.test(name))) return;
    const unit = unitLeftOut($, element);
    if (unit) $(element).text(`${collapseSpaces($(element).text())} ${unit}`);
  });
}
