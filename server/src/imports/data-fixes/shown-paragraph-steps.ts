// Instructions the structured data gives as one text, which the page shows as paragraphs (or lines broken within
// them), one a step, perhaps with the lists of what each step uses between them: the page's paragraphs are the steps.
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { FoundSection } from '../found-recipe';
import { isHidden, isUnshownTag } from '../markup/hidden-elements';
import { brokenLines } from '../markup/paragraph-lines';
import { shownLines } from '../markup/shown-lines';
import { withoutStepNumbers } from '../structured-data/step-numbering';
import { letters } from '../text';

/** Fewer letters than this make no paragraph of a step of their own (a "1", an "or"). */
const PARAGRAPH_LETTERS_MIN = 12;

/**
 * The lines of the page's paragraphs that are the data's one step, in order and together all of it; undefined
 * when the data holds more than one step or the page does not show its text that way.
 */
export function stepsAsShownParagraphs(
  $: CheerioAPI,
  sections: Array<FoundSection<string>>,
): Array<FoundSection<string>> | undefined {
  const [only, ...more] = sections.flatMap((section) => section.items);
  if (only === undefined || more.length > 0) return undefined;
  const whole = letters(only);
  const steps = paragraphSteps($, whole) ?? lineSteps(whole, stepsBlock($, whole));
  if (!steps) return undefined;
  return withoutStepNumbers([{ name: sections.find((section) => section.items.length > 0)?.name ?? '', items: steps }]);
}

/** The lines of the <p> elements that are all of `whole` in order, when two or more. */
function paragraphSteps($: CheerioAPI, whole: string): string[] | undefined {
  const steps: string[] = [];
  let at = 0;
  for (const element of $('p').toArray()) {
    if (isHidden(element)) continue;
    const lines = brokenLines($, $(element));
    const part = letters(lines.join(' '));
    if (part.length < PARAGRAPH_LETTERS_MIN || part.length === whole.length || !whole.startsWith(part, at)) continue;
    steps.push(...lines.filter((line) => letters(line).length > 0));
    at += part.length;
    if (at === whole.length) break;
  }
  return at === whole.length && steps.length >= 2 ? steps : undefined;
}

/**
 * The shown lines of `block` that are all of `whole` in order, when two or more. A line too short to be a step (a
 * "[3]" set on a line of its own), or one that goes on with the sentence before it (broken by an advert's block:
 * "…some fontina [8]" / "and a sprinkle of parmesan."), goes with the step before it.
 */
function lineSteps(whole: string, block: Element | undefined): string[] | undefined {
  if (!block) return undefined;
  const steps: string[] = [];
  let at = 0;
  for (const line of shownLines(block)) {
    const part = letters(line);
    if (!part || part.length === whole.length || !whole.startsWith(part, at)) continue;
    const last = steps.at(-1);
    if (last !== undefined && (part.length < PARAGRAPH_LETTERS_MIN || goesOn(last, line)))
      steps[steps.length - 1] += ` ${line}`;
    else steps.push(line);
    at += part.length;
    if (at === whole.length) break;
  }
  return at === whole.length && steps.length >= 2 ? steps : undefined;
}

/** A line that starts in small letters after one that ends with no mark closing a sentence. */
const goesOn = (before: string, line: string) => /^\p{Ll}/u.test(line) && !/[.!?:;…]$/u.test(before.trim());

/** Each text tried reads the text around it: a page repeating the step's start thousands of times gets this many. */
const HOLDERS_TRIED_MAX = 5;

/**
 * The element that shows `whole` where no paragraphs do (a <p> closed at once by the <div> of a picture leaves its
 * lines loose in the block around it): the nearest holder of the first shown text that starts `whole`, of all of it.
 */
function stepsBlock($: CheerioAPI, whole: string): Element | undefined {
  const body = $('body').get(0);
  if (!body) return undefined;
  const pending: AnyNode[] = [...body.children].reverse();
  let tried = 0;
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === 'tag') {
      const element = node as Element;
      if (isUnshownTag(element.tagName) || isHidden(element)) continue;
      for (let index = element.children.length - 1; index >= 0; index -= 1)
        pending.push(element.children[index] as AnyNode);
      continue;
    }
    if (node.type !== 'text') continue;
    const start = letters(node.data);
    if (start.length < PARAGRAPH_LETTERS_MIN || start.length === whole.length || !whole.startsWith(start)) continue;
    const holder = holderOf($, node, whole, body);
    tried += 1;
    if (holder || tried === HOLDERS_TRIED_MAX) return holder;
  }
  return undefined;
}

/**
 * The nearest element around `node` whose text holds `whole`, below `body`; undefined when the first one long enough
 * to hold it does not.
 */
function holderOf($: CheerioAPI, node: AnyNode, whole: string, body: Element): Element | undefined {
  for (let holder = node.parent; holder && holder !== body; holder = holder.parent) {
    const text = letters($(holder).text());
    if (text.length >= whole.length) return text.includes(whole) ? (holder as Element) : undefined;
  }
  return undefined;
}
