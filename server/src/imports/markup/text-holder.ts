// The element of a page that shows a given text, found from its text alone (a step the structured data gives, to
// read what the page sets around it).
import type { CheerioAPI } from 'cheerio';
import type { Element, Text } from 'domhandler';
import { isHidden } from './hidden-elements';
import { letters } from '../text';

/**
 * The deepest element that shows exactly this text, if any does: found from the text that starts it, up through
 * the elements around it while they show no more than the text.
 */
export function holderOf($: CheerioAPI, text: string): Element | undefined {
  const wanted = letters(text);
  // Many texts may start the same way (one letter each, on a hostile page): each element's text is read once.
  const shownText = new Map<unknown, string>();
  const shownOf = (element: Element) => {
    let shown = shownText.get(element);
    if (shown === undefined) shownText.set(element, (shown = letters($(element).text())));
    return shown;
  };
  for (const node of $('body *').contents().toArray()) {
    if (node.type !== 'text') continue;
    const start = letters((node as Text).data);
    if (!start || !wanted.startsWith(start)) continue;
    for (let element = node.parent; element?.type === 'tag'; element = element.parent) {
      const shown = shownOf(element as Element);
      if (shown.length > wanted.length) break;
      if (shown === wanted) return isHidden(element as Element) ? undefined : (element as Element);
    }
  }
  return undefined;
}
