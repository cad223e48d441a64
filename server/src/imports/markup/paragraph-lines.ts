// Ingredients written without a list, as blogs write them when no recipe plugin lays them out: a paragraph a line
// ("<p>2 tbsp butter</p><p>3 tbsp sugar</p>"), or lines broken with <br> inside one paragraph; and the lines of any
// element so broken.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { isHiddenWithin } from './hidden-elements';
import { isTooLongForIngredient } from '../lines/ingredient-line';
import { plainText } from '../text';

export const LINE_BREAK = /<br\s*\/?>/i;

/** An element's text as the lines its own line breaks make ("Prep: 10 mins<br>Cook: 25 mins<br>Serves 4"). */
export function brokenLines($: CheerioAPI, element: Cheerio<Element>): string[] {
  const node = element.get(0);
  const broken = node?.children.some((child) => child.type === 'tag' && (child as Element).tagName === 'br');
  if (!broken) return [plainText(element.text())];
  return (element.html() ?? '')
    .split(LINE_BREAK)
    .map((part) => plainText(part))
    .filter(Boolean);
}

/** The bar between facts set in one line. */
const FACT_BAR = /\s+\|\s+/;

/**
 * The facts of a line that bars set apart ("Serves 2 | Prep 10 min | Cook 25 min"), when two or more of them are a
 * label with its value; else the line ("Prep time | 15 minutes" is one fact, its bar between label and value).
 */
export function barredFacts(line: string): string[] {
  const parts = line.split(FACT_BAR);
  const labelled = parts.filter((part) => /\p{L}/u.test(part) && /\d/.test(part));
  return labelled.length >= 2 ? parts : [line];
}

/**
 * The lines of the paragraphs `block` is or holds, those the page shows, split at line breaks; a paragraph with a
 * line too long to be an ingredient gives none.
 */
export function paragraphLines($: CheerioAPI, block: Cheerio<Element>): string[] {
  const outside = block.parent().get(0);
  const paragraphs = (block.is('p') ? block : block.find('p'))
    .toArray()
    .filter((paragraph) => !outside || !isHiddenWithin(paragraph, outside));
  return paragraphs.flatMap((paragraph) => {
    const lines = ($(paragraph).html() ?? '')
      .split(LINE_BREAK)
      .map((part) => plainText(part))
      .filter(Boolean);
    return lines.some(isTooLongForIngredient) ? [] : lines;
  });
}
