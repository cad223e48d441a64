// The name of a recipe whose page gives none in its data: the page's main heading.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { isSignUpForm } from './asides';
import { INGREDIENT_WORDS, STEP_WORDS } from './part-words';
import { letters, plainText } from '../text';
import { LINE_BREAK } from './paragraph-lines';

/** "Hozzávalók", "Instructions": a heading that names a part of the recipe, set in the page's top rank. */
function namesPart(text: string): boolean {
  return text.length <= 40 && (INGREDIENT_WORDS.test(text) || STEP_WORDS.test(text));
}

/** Whether the heading is a sign-up form's ("Don't miss a recipe!"), walked up without building selections. */
function inSignUpForm(heading: Element): boolean {
  for (let node = heading.parent; node && node.type === 'tag'; node = node.parent) {
    if (isSignUpForm(node as Element)) return true;
  }
  return false;
}

/** An element's lines: its text, split at its line breaks. */
function shownLines($: CheerioAPI, element: Element): string[] {
  return ($(element).html() ?? '').split(LINE_BREAK).map((part) => plainText(part));
}

/**
 * The heading over the recipe: of a page with several top headings, the one marked as its headline, or (a store's
 * "For Your Table" over each of its recipes) the last one before the first ingredient; else the first one.
 */
function recipeHeading($: CheerioAPI, firstIngredient: string | undefined): Element | undefined {
  const headings = $('h1')
    .toArray()
    .filter((heading) => !namesPart(plainText($(heading).text())) && !inSignUpForm(heading));
  if (headings.length < 2) return headings[0];
  // The heading the page marks as its headline (schema.org's itemprop="headline" or "name") is its title.
  const marked = headings.find((heading) => /\b(headline|name)\b/i.test(heading.attribs.itemprop ?? ''));
  if (marked) return marked;
  if (!firstIngredient) return headings[0];
  let before: Element | undefined;
  const wanted = letters(firstIngredient);
  for (const node of $('body h1, body li, body p').toArray()) {
    if (node.tagName === 'h1' && headings.includes(node)) before = node;
    // The line may be one of a paragraph's lines ("• 15 g Parmesan<br>• 1 Ei"): that paragraph shows it.
    else if (wanted && shownLines($, node).some((line) => letters(line) === wanted)) return before ?? headings[0];
  }
  return headings[0];
}

/**
 * The page's own title: the heading over the recipe ('' when it has none). A MediaWiki page heads itself with its
 * namespace ("Cookbook:Pumpkin Pie"); the title is what follows (MediaWiki writes no space after a namespace's colon).
 */
export function pageTitle($: CheerioAPI, generator: string | undefined, firstIngredient?: string): string {
  const heading = $(recipeHeading($, firstIngredient));
  const title = plainText(heading.find('.mw-page-title-main').first().text() || heading.text());
  return /^MediaWiki\b/i.test(generator ?? '') ? title.replace(/^[\p{L}\p{N}_ ]+:(?=\S)/u, '') : title;
}
