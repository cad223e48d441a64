// What a page sets among a recipe's parts that is no part of them: a note or a picture's credit among the steps, a
// paragraph of links, a newsletter's sign-up.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { letters } from '../text';
import { UNSHOWN_ELEMENTS } from './hidden-elements';

/** "NOTE | the vegetables can be…", "Tip: …": a paragraph among the steps that says it is an aside. */
const NOTE_LABEL =
  /^(notes?|tips?|hinweis|tipp|astuce|remarque|nota|consejo|suggerimento|dica|wskazówka|opmerking|poznámka)\s*[:|–—-]/iu;

/** "Photo credit: © Site", "Image: Jane Doe": the credit of a picture set among the steps. */
const CREDIT_LINE = /^(?:(?:photo(?:graph)?s?|images?|pictures?|fotos?|bild)(?:\s+credits?)?|credits?)\s*[:©]|^©/iu;

/** A paragraph among the steps that is no step: a note or tip it labels so, or a picture's credit. */
export function isAside(text: string): boolean {
  return NOTE_LABEL.test(text) || CREDIT_LINE.test(text);
}

/** A paragraph that is nothing but links (a related recipe the page points to after the steps, its categories), no step. */
export function isLinkOnly($: CheerioAPI, paragraph: Cheerio<Element>): boolean {
  // Marks between the links count for nothing: "Thema recepten, Wereldgerecht, …" lists the post's categories.
  const text = letters(paragraph.text());
  return text !== '' && letters(paragraph.find('a').text()) === text;
}

/** A block a page sets among a post's paragraphs to sell or sign up for something, named so by its class or id. */
const PROMOTION_CLASS = /newsletter|sign-?up|subscri(be|ption)|advert/i;

/**
 * Whether the block, or the one element it wraps (however deep, past style sheets and scripts), is such a block, or
 * a form that asks for an e-mail address (a newsletter's "Don't miss a recipe!", whatever its class).
 */
export function isPromotion(block: Cheerio<Element>): boolean {
  for (let node = block; node.length === 1; node = node.children().not(UNSHOWN_ELEMENTS) as Cheerio<Element>) {
    if (PROMOTION_CLASS.test(`${node.attr('class') ?? ''} ${node.attr('id') ?? ''}`)) return true;
    if (isSignUpForm(node.get(0) as Element)) return true;
  }
  return false;
}

/** A form with a field for an e-mail address: a sign-up for a newsletter, no part of a recipe. */
export function isSignUpForm(element: Element): boolean {
  if (element.tagName !== 'form') return false;
  const fields: Element[] = [];
  const walk = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== 'tag') continue;
      if ((child as Element).tagName === 'input') fields.push(child as Element);
      walk(child as Element);
    }
  };
  walk(element);
  return fields.some((field) => /^email$/i.test(field.attribs.type ?? '') || /e-?mail/i.test(field.attribs.name ?? ''));
}
