// Where a text or an element sits among the page's elements: the element that shows exactly a text, the child of an
// ancestor that holds an element, the nearest element holding two.
import type { CheerioAPI } from 'cheerio';
import type { Element, Text } from 'domhandler';
import { isHidden, isUnshownTag } from './hidden-elements';
import { letters } from '../text';

export const elementChildren = (element: Element) =>
  element.children.filter((child): child is Element => child.type === 'tag');

/** A page's shown texts, each with its letters once they have been read: a page is searched for several texts. */
interface PageTexts {
  nodes: Text[];
  letters: Array<string | undefined>;
}
const textsOfPage = new WeakMap<CheerioAPI, PageTexts>();

const parentTag = (node: Text) => (node.parent?.type === 'tag' ? (node.parent as Element).tagName : '');

/** The page's texts in order, a script's or style's (a page's whole state, on some) left out: they show nothing. */
function pageTexts($: CheerioAPI): PageTexts {
  let texts = textsOfPage.get($);
  if (!texts) {
    const nodes = $('body *')
      .contents()
      .toArray()
      .filter((node): node is Text => node.type === 'text' && !isUnshownTag(parentTag(node)));
    texts = { nodes, letters: [] };
    textsOfPage.set($, texts);
  }
  return texts;
}

/**
 * The deepest element that shows exactly this text, if any does: found from the text that starts it, up through
 * the elements around it while they show no more than the text.
 */
export function holderOf($: CheerioAPI, text: string): Element | undefined {
  const wanted = letters(text);
  if (!wanted) return undefined;
  // Many texts may start the same way (one letter each, on a hostile page): each element's text is read once.
  const shownText = new Map<unknown, string>();
  const shownOf = (element: Element) => {
    let shown = shownText.get(element);
    if (shown === undefined) shownText.set(element, (shown = letters($(element).text())));
    return shown;
  };
  const texts = pageTexts($);
  // Read in order and only as far as needed: the text is often found near the top of the page.
  for (const [index, node] of texts.nodes.entries()) {
    const start = (texts.letters[index] ??= letters(node.data));
    if (!start || !wanted.startsWith(start)) continue;
    for (let element = node.parent; element?.type === 'tag'; element = element.parent) {
      const shown = shownOf(element as Element);
      if (shown.length > wanted.length) break;
      if (shown === wanted) return isHidden(element as Element) ? undefined : (element as Element);
    }
  }
  return undefined;
}

/** The child of `ancestor` that holds `element`. */
export function childHolding(ancestor: Element, element: Element): Element | undefined {
  let node: Element = element;
  while (node.parent && node.parent !== ancestor) {
    if (node.parent.type !== 'tag') return undefined;
    node = node.parent as Element;
  }
  return node.parent === ancestor ? node : undefined;
}

export function commonAncestor(a: Element, b: Element): Element | undefined {
  const above = new Set<unknown>();
  for (let node: unknown = a.parent; node; node = (node as Element).parent) above.add(node);
  for (let node: Element | null = b.parent as Element | null; node; node = node.parent as Element | null) {
    if (above.has(node)) return node.type === 'tag' ? node : undefined;
  }
  return undefined;
}
