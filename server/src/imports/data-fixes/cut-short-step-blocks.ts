// Structured data that holds only the first steps of a recipe whose page lays every step out in blocks of one
// build, without a list (a number, the step's text, a tip, each in boxes of their own): the blocks after the data's
// steps hold the rest, at the place the data's steps take in theirs, perhaps in sections of the same build, each
// under its heading.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FoundSection } from '../found-recipe';
import { isHidden } from '../markup/hidden-elements';
import { holderOf } from '../markup/text-holder';
import { letters, plainText } from '../text';
import { HEADING, sameBuild } from '../markup/element-kinds';

/** How far above a block the sections of the same build are looked for. */
const SECTION_LEVELS_MAX = 3;

const elementChildren = (element: Element) =>
  element.children.filter((child): child is Element => child.type === 'tag');

/** A step of a block: which child at each level, of which build. */
type Step = { index: number; tag: string; className: string };

function pathTo(from: Element, to: Element): Step[] | undefined {
  const path: Step[] = [];
  let node: Element = to;
  while (node !== from) {
    const parent = node.parent;
    if (!parent || parent.type !== 'tag') return undefined;
    path.unshift({
      index: elementChildren(parent as Element).indexOf(node),
      tag: node.tagName,
      className: node.attribs.class ?? '',
    });
    node = parent as Element;
  }
  return path;
}

function follow(from: Element, path: Step[]): Element | undefined {
  let node: Element | undefined = from;
  for (const step of path) {
    const next: Element | undefined = node ? elementChildren(node)[step.index] : undefined;
    if (!next || next.tagName !== step.tag || (next.attribs.class ?? '') !== step.className) return undefined;
    node = next;
  }
  return node;
}

/** The child of `ancestor` that holds `element`. */
function childHolding(ancestor: Element, element: Element): Element | undefined {
  let node: Element = element;
  while (node.parent && node.parent !== ancestor) {
    if (node.parent.type !== 'tag') return undefined;
    node = node.parent as Element;
  }
  return node.parent === ancestor ? node : undefined;
}

function commonAncestor(a: Element, b: Element): Element | undefined {
  const above = new Set<unknown>();
  for (let node: unknown = a.parent; node; node = (node as Element).parent) above.add(node);
  for (let node: Element | null = b.parent as Element | null; node; node = node.parent as Element | null) {
    if (above.has(node)) return node.type === 'tag' ? node : undefined;
  }
  return undefined;
}

/** The steps of a run of blocks of one build, from `first` on, read at the same place as the data's. */
function blockTexts($: CheerioAPI, blocks: Element[], path: Step[]): string[] {
  const texts: string[] = [];
  for (const block of blocks) {
    if (isHidden(block)) continue;
    const holder = follow(block, path);
    const text = holder ? plainText($(holder).html() ?? '') : '';
    if (!text) break;
    texts.push(text);
  }
  return texts;
}

/** A section's heading: in its box beside the list, or just before it. */
function headingOf($: CheerioAPI, section: Element, list: Element | undefined): string {
  const inBox = $(section)
    .find(HEADING)
    .toArray()
    .find((heading) => !list || !$(list).find(heading).length);
  const before = $(section).prev();
  const heading = inBox ?? (before.is(HEADING) ? before.get(0) : undefined);
  return heading ? plainText($(heading).text()) : '';
}

/**
 * The page's steps when the data's first two steps sit in the first two of a run of blocks of one build and the
 * page shows a good many more in them; undefined otherwise.
 */
export function stepBlocksAfterCutShortData($: CheerioAPI, data: string[]): Array<FoundSection<string>> | undefined {
  if (data.length < 2) return undefined;
  const [first, second] = [holderOf($, data[0] as string), holderOf($, data[1] as string)];
  const list = first && second ? commonAncestor(first, second) : undefined;
  if (!list || !first || !second) return undefined;
  const [firstBlock, secondBlock] = [childHolding(list, first), childHolding(list, second)];
  const path = firstBlock && pathTo(firstBlock, first);
  if (!firstBlock || !secondBlock || !path || path.length === 0 || !sameBuild(firstBlock, secondBlock))
    return undefined;
  const blocksFrom = (container: Element, start = 0) =>
    elementChildren(container)
      .slice(start)
      .filter((block) => sameBuild(block, firstBlock));
  // Sections of the same build after the one holding the data's steps: the list, or the nearest element above it
  // (a box of a heading and the list), whose next siblings repeat it. Without any, the list is the one section.
  let section: Element = list;
  for (let node: Element = list, level = 0; level < SECTION_LEVELS_MAX; level += 1) {
    const parent = node.parent?.type === 'tag' ? (node.parent as Element) : undefined;
    if (!parent) break;
    const siblings = elementChildren(parent);
    if (siblings.slice(siblings.indexOf(node) + 1).some((sibling) => sameBuild(sibling, node))) {
      section = node;
      break;
    }
    node = parent;
  }
  const listPath = pathTo(section, list) ?? [];
  const parent = section.parent?.type === 'tag' ? (section.parent as Element) : undefined;
  const sections = parent
    ? elementChildren(parent)
        .slice(elementChildren(parent).indexOf(section))
        .filter((candidate) => sameBuild(candidate, section))
    : [section];
  const found = sections.map((candidate, index) => {
    const container = follow(candidate, listPath);
    const start = index === 0 && container ? elementChildren(container).indexOf(firstBlock) : 0;
    const items = container ? blockTexts($, blocksFrom(container, start), path) : [];
    return { name: sections.length > 1 ? headingOf($, candidate, container) : '', items };
  });
  const steps = found.flatMap(({ items }) => items);
  const agree = data.every((line, index) => steps[index] !== undefined && letters(line) === letters(steps[index]));
  if (!agree || steps.length < data.length + 2 || steps.length < data.length * 1.5) return undefined;
  return found.filter(({ items }) => items.length > 0);
}
