// A part found by the heading that names it ("Ingredients", "Pancakes – The Ingredients", a bold "Method:"), climbing
// out of the blocks that wrap the heading to reach what follows it.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { isAside } from './asides';
import { holdsContent } from './block-lines';
import { HEADING } from './element-kinds';
import type { FoundSection } from '../found-recipe';
import { withoutFactLabels } from './label-lines';
import { MAKING_HEADING, withoutLeadingPictographs } from './part-words';
import { rankOf, sectionsAfter } from './sections-after-heading';
import type { Paragraphs } from './sections-after-heading';
import { plainText, RECIPE_WORD_ALONE } from '../text';

/**
 * How long a text naming a part may be: a line in bold is short ("Ingredients:"); a heading may name the dish too
 * ("Elaboración de la crema de calabaza con Thermomix").
 */
const LABEL_LENGTH_MAX = 40;
const HEADING_LENGTH_MAX = 80;
/** "How to Make the Best Chouriço Hash": a blog's walk-through before its recipe, which names the dish so too. */
const WALK_THROUGH = new RegExp(`^(?:here(?:'|’)?s\\s+)?how to\\b|${MAKING_HEADING.source}`, 'i');
/**
 * A heading naming a stage of making the dish with the verb last ("Abrikozenvlaai maken", then "Abrikozenvlaai
 * bakken"): the stages after the first go on with the steps, as groups of their own.
 */
const MAKING_STAGE = /\S\s+(?:maken|bakken|zubereiten|backen)\s*$/i;

function lengthMax(heading: Cheerio<Element>): number {
  return heading.is(HEADING) && !WALK_THROUGH.test(plainText(heading.text())) ? HEADING_LENGTH_MAX : LABEL_LENGTH_MAX;
}

/**
 * Whether a heading's wrapper `start`, `depth` levels up, is to be left for its parent to find what follows the
 * heading: nothing of substance follows it yet. Past three levels (a page builder's heading in five nested blocks,
 * its lists in the block beside the outermost), the climb stays inside the heading's section or article.
 */
function canClimbFromHeading($: CheerioAPI, start: Cheerio<Element>, depth: number): boolean {
  if (depth >= 6 || holdsContent($, start.nextAll()) || start.parent().is('body, html')) return false;
  return depth < 3 || !start.parent().is('section, article, main');
}

/** "Wikinger-Auflauf – Die Zutaten": the part a heading names after the dish's name and a dash, article and all. */
const PART_AFTER_DISH =
  /^\S.{2,80}?\s[–—-]\s+(?:(?:die|der|das|the|les?|la|de|het|il|gli|los|las|os|as)\s+)?(\S.{0,29})$/iu;

/** Whether a heading names the part: by its words, or by them after the dish's name ("Pancakes – The Ingredients"). */
function namesThePart(heading: Cheerio<Element>, text: string, words: RegExp): boolean {
  if (words.test(text)) return true;
  const part = heading.is(HEADING) ? PART_AFTER_DISH.exec(text)?.[1] : undefined;
  // "Arretjescake – Recept" titles the page: the word "recipe" after the dish names no part of it.
  return part !== undefined && words.test(part) && !RECIPE_WORD_ALONE.test(part);
}

export function byHeading(
  $: CheerioAPI,
  words: RegExp,
  other: RegExp,
  paragraphs: Paragraphs,
): Array<FoundSection<string>> {
  // A blog's walk-through ("How to Make this Pumpkin Bread") gives the steps only when no heading of the recipe
  // card's own ("Instructions") follows it.
  let walkThrough: Array<FoundSection<string>> | undefined;
  for (const element of $(`${HEADING}, p, strong, b`).toArray()) {
    const heading = $(element);
    const text = withoutLeadingPictographs(plainText(heading.text()));
    if (text.length > lengthMax(heading) || !namesThePart(heading, text, words)) continue;
    let start = (heading.is('strong, b') && heading.parent().is('p') ? heading.parent() : heading) as Cheerio<Element>;
    // A heading wrapped in a block (<div class="heading"><h2>…</h2><a>edit</a></div>): its lists follow the wrapper.
    for (let depth = 0; canClimbFromHeading($, start, depth); depth += 1) {
      start = start.parent() as Cheerio<Element>;
    }
    const goOn = MAKING_STAGE.test(text) ? MAKING_STAGE : undefined;
    const read = sectionsAfter($, start, rankOf(heading as Cheerio<Element>), other, paragraphs, goOn);
    // A label of the time it takes ("Preparación" over "35 m") reads as the steps' name: its value is no step.
    const sections = paragraphs === 'steps' ? withoutFactLabels(read) : read;
    if (sections.length === 0) continue;
    const lead = paragraphs === 'steps' && !start.is(heading) ? textAfterLabel($, heading as Cheerio<Element>) : '';
    const found = lead ? withFirstStep(sections, lead) : sections;
    if (!WALK_THROUGH.test(text)) return found;
    walkThrough ??= found;
  }
  return walkThrough ?? [];
}

/** The text a paragraph goes on with after its bold label: the first step (<p><b>Bereiding</b><br>Verhit…</p>). */
function textAfterLabel($: CheerioAPI, label: Cheerio<Element>): string {
  const paragraph = label.parent();
  if (!paragraph.is('p')) return '';
  const nodes = paragraph.contents().toArray();
  const after = nodes.slice(nodes.indexOf(label.get(0) as Element) + 1);
  const text = plainText(after.map((node) => $.html(node)).join('')).replace(/^[:.\s]+/u, '');
  return text && !isAside(text) ? text : '';
}

function withFirstStep(sections: Array<FoundSection<string>>, step: string): Array<FoundSection<string>> {
  const [first, ...rest] = sections;
  if (first && !first.name) return [{ ...first, items: [step, ...first.items] }, ...rest];
  return [{ name: '', items: [step] }, ...sections];
}
