// The lines a browser shows an element's text in: runs of text and inline elements, ended by a line break and by
// the start or end of any block element, whatever the elements are called and however they nest.
import type { AnyNode, Element } from 'domhandler';
import { collapseSpaces } from '../text';
import { isHidden, isUnshownTag } from './hidden-elements';

/** Elements a browser lays out as blocks of their own (a <p> closed early by a <div> leaves its text to these). */
const BLOCK =
  /^(address|article|aside|blockquote|dd|details|div|dl|dt|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)$/;

/** The element's shown text as its lines, none empty. */
export function shownLines(root: Element): string[] {
  const lines: string[] = [];
  let run = '';
  const endLine = () => {
    const line = collapseSpaces(run.replace(/\u00ad/g, ''));
    if (line) lines.push(line);
    run = '';
  };
  const visit = (node: AnyNode) => {
    if (node.type === 'text') {
      run += node.data;
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    const name = element.tagName.toLowerCase();
    if (name === 'br') return endLine();
    if (isUnshownTag(name) || isHidden(element)) return;
    const block = BLOCK.test(name);
    if (block) endLine();
    element.children.forEach(visit);
    if (block) endLine();
  };
  root.children.forEach(visit);
  endLine();
  return lines;
}
