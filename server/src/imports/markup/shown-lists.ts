// The page's lists as a reader sees them: each list that is not hidden, with its entries' texts, for the rules that
// hold the structured data's steps against the page's lists.
import type { CheerioAPI } from 'cheerio';
import { isTag, type Element } from 'domhandler';
import { isHidden } from './hidden-elements';
import { plainText } from '../text';

export interface ShownList {
  list: Element;
  /** Each <li> child's text. */
  entries: string[];
}

/** The shown lists that `selector` picks (`ol`, or `ol, ul`), in the page's order. */
export function shownLists($: CheerioAPI, selector: string): ShownList[] {
  return $(selector)
    .toArray()
    .filter((list): list is Element => isTag(list) && !isHidden(list))
    .map((list) => {
      const items = $(list).children('li').toArray();
      return { list, entries: items.map((item) => plainText($(item).text())) };
    });
}
