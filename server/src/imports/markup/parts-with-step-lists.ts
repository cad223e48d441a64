// A recipe a blog writes in parts, without a heading over its steps: each part a line naming its ingredients
// ("Ingrédients pour le levain (1 nuit)"), its ingredient lines as paragraphs, then its steps as lists of a step or
// a few, pictures between them; the next part's line follows ("Ingrédients pour la pâte (4 heures)"). Read as the
// parts' groups of ingredients and, in page order, their steps.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FoundSection } from '../found-recipe';
import { isTooLongForIngredient, startsWithQuantity } from '../lines/ingredient-line';
import { plainText } from '../text';
import { HEADING } from './element-kinds';
import { listItems } from './list-items';
import { INGREDIENT_WORDS, isPartLabel } from './part-words';

/** Longer than this, a line is a sentence about the ingredients, not the name of a part. */
const PART_NAME_LENGTH_MAX = 60;

interface Part {
  name: string;
  lines: string[];
  steps: string[];
}

function isPartName($: CheerioAPI, node: Cheerio<Element>): boolean {
  const text = plainText(node.text());
  return (
    node.is(`p, ${HEADING}`) &&
    text.length <= PART_NAME_LENGTH_MAX &&
    INGREDIENT_WORDS.test(text) &&
    node.find('ul, ol').length === 0
  );
}

/**
 * The part a name starts: the paragraphs after it up to the first list, then the lists (and the elements without
 * text between them) up to the next part's name or anything else. `next` is where reading stopped.
 */
function partAt($: CheerioAPI, name: Cheerio<Element>): { part: Part; next: Cheerio<Element> } {
  const title = plainText(name.text());
  // A part named "Ingredients" alone names no group.
  const part: Part = {
    name: isPartLabel(title, INGREDIENT_WORDS) ? '' : title.replace(/:$/, ''),
    lines: [],
    steps: [],
  };
  let node = name.next();
  for (; node.length > 0; node = node.next()) {
    if (node.is('ul, ol')) break;
    const text = plainText(node.text());
    if (!text) continue;
    if (!node.is('p') || isPartName($, node)) return { part, next: node };
    part.lines.push(text);
  }
  for (; node.length > 0; node = node.next()) {
    if (node.is('ul, ol')) part.steps.push(...listItems($, node));
    else if (plainText(node.text())) break;
  }
  return { part, next: node };
}

/** Ingredient lines, most of them with an amount first; steps that are no such lines. */
function isRecipePart({ lines, steps }: Part): boolean {
  const amounts = (texts: string[]) => texts.filter(startsWithQuantity).length;
  return (
    lines.length > 0 &&
    !lines.some(isTooLongForIngredient) &&
    amounts(lines) * 2 >= lines.length &&
    steps.length > 0 &&
    amounts(steps) * 2 < steps.length
  );
}

/** The parts that follow one another from the first line naming a part's ingredients; undefined without any. */
export function partsWithStepLists(
  $: CheerioAPI,
): { ingredientGroups: Array<FoundSection<string>>; stepSections: Array<FoundSection<string>> } | undefined {
  const first = $('body p, body h2, body h3, body h4, body h5, body h6')
    .toArray()
    .find((element) => isPartName($, $(element)));
  if (!first) return undefined;
  const parts: Part[] = [];
  for (let node = $(first); node.length > 0 && isPartName($, node);) {
    const { part, next } = partAt($, node);
    if (!isRecipePart(part)) break;
    parts.push(part);
    node = next;
  }
  if (parts.length === 0) return undefined;
  return {
    ingredientGroups: parts.map((part) => ({ name: part.name, items: part.lines })),
    stepSections: [{ name: '', items: parts.flatMap((part) => part.steps) }],
  };
}
