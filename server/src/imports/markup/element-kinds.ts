// What kind of element a page uses for a part, judged from the markup alone: a heading, or a sibling built like
// another (same tag, same classes), as repeated rows and blocks are.
import type { Element } from 'domhandler';

/** The heading elements, as one selector. */
export const HEADING = 'h1, h2, h3, h4, h5, h6';

/** Two elements of one build: the same tag and the same class attribute. */
export const sameBuild = (a: Element, b: Element): boolean =>
  a.tagName === b.tagName && (a.attribs.class ?? '') === (b.attribs.class ?? '');
