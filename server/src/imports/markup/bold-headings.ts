// Headings a page writes without a heading element: a short line set all in bold, by its tag or its inline style.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { HEADING } from './element-kinds';
import { plainText } from '../text';

/** Bold by its tag or by its inline style (page builders write `<span style="font-weight:700">`). */
function isBold(element: Element): boolean {
  return (
    /^(b|strong)$/i.test(element.tagName) ||
    /font-weight\s*:\s*(bold|bolder|[6-9]00)\b/i.test(element.attribs.style ?? '')
  );
}

/** Text with a letter or digit in it: a colon or dash left out of the bold run ("<b>Sauce</b>:") is no word. */
const WORDS = /[\p{L}\p{N}]/u;

/** Whether every word of the element's text is set in bold, however deep the bold element sits. */
export function allBold($: CheerioAPI, element: Cheerio<Element>): boolean {
  const words = element
    .find('*')
    .addBack()
    .contents()
    .toArray()
    .filter((node) => node.type === 'text' && WORDS.test(plainText($(node).text())));
  return (
    words.length > 0 &&
    words.every((node) =>
      $(node)
        .parentsUntil(element.parent())
        .toArray()
        .some((parent) => isBold(parent as Element)),
    )
  );
}

export function isHeadingLike($: CheerioAPI, element: Cheerio<Element>): boolean {
  if (element.is(HEADING)) return true;
  // A short paragraph or strong line that is all bold text reads as a heading too.
  const text = plainText(element.text());
  return (
    element.is('p, div, span, strong, b') &&
    text.length > 0 &&
    text.length < 80 &&
    element.find('li').length === 0 &&
    allBold($, element)
  );
}
