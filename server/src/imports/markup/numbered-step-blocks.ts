// Steps a page lays out as numbered blocks rather than a list or paragraphs: sibling elements that each open with
// a label giving their place ("1", "Step 2", "Étape 3", "Step 1/4"), as a figure beside the text or a heading over
// it. Read only when nothing names the steps.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { FoundSection } from '../found-recipe';
import { isHidden, UNSHOWN_ELEMENTS } from './hidden-elements';
import { STEP_NUMBER_ALONE } from '../numbered-steps';
import { plainText } from '../text';

/** The first text the element shows, as its own node (a label in an element of its own). */
function firstText($: CheerioAPI, element: Element): AnyNode | undefined {
  return $(element)
    .find('*')
    .addBack()
    .not(UNSHOWN_ELEMENTS)
    .contents()
    .toArray()
    .find((node) => node.type === 'text' && plainText($(node).text()) !== '');
}

/**
 * The step a numbered block holds: its paragraphs, or else its text without the label (if it has one); the lists set in it (the
 * step's ingredients, tools) and what it hides are no part of it.
 */
function stepText($: CheerioAPI, block: Element, label?: AnyNode): string {
  const copy = $(block).clone();
  if (label) {
    const labelAt = $(block).find('*').addBack().contents().toArray().indexOf(label);
    const copiedLabel = copy.find('*').addBack().contents().toArray()[labelAt];
    if (copiedLabel) $(copiedLabel as Element).remove();
  }
  copy.find(`ul, ol, img, figure, ${UNSHOWN_ELEMENTS}`).remove();
  copy
    .find('*')
    .filter((_, node) => isHidden(node))
    .remove();
  const paragraphs = copy
    .find('p')
    .toArray()
    .map((p) => $(p).html() ?? '');
  return plainText(paragraphs.length > 0 ? paragraphs.join(' ') : (copy.html() ?? ''));
}

/** The number a block's label gives it, if its first text is such a label. */
function labelNumber($: CheerioAPI, block: Element): number | undefined {
  const label = firstText($, block);
  const number = label ? STEP_NUMBER_ALONE.exec(plainText($(label).text()))?.[1] : undefined;
  return number === undefined ? undefined : Number(number);
}

/**
 * The numbered run among the element's children: from 1 up by one, past children without text. A child that is
 * only its label ("Schritt 01") numbers the child after it, which holds the step's text.
 */
function numberedRun($: CheerioAPI, parent: Cheerio<Element>): string[] {
  const steps: string[] = [];
  let labelOnly = false;
  for (const child of parent.children().toArray()) {
    if (isHidden(child) || $(child).is(UNSHOWN_ELEMENTS)) continue;
    const label = firstText($, child);
    if (!label) continue;
    if (labelOnly) {
      labelOnly = false;
      const text = labelNumber($, child) === undefined ? stepText($, child) : '';
      if (!text) break;
      steps.push(text);
      continue;
    }
    if (labelNumber($, child) !== steps.length + 1) break;
    const text = stepText($, child, label);
    if (!text) labelOnly = true;
    else steps.push(text);
  }
  return steps;
}

/** The first run of two numbered blocks or more in page order. */
export function numberedStepBlocks($: CheerioAPI): Array<FoundSection<string>> {
  for (const element of $('body, body *').not(UNSHOWN_ELEMENTS).toArray()) {
    const parent = $(element);
    if (parent.children().length < 2) continue;
    const steps = numberedRun($, parent);
    if (steps.length >= 2) return [{ name: '', items: steps }];
  }
  return [];
}
