// Reads a schema.org Recipe written as microdata (itemscope/itemprop) into the same shape as its JSON-LD form,
// so one reader (schema-recipe.ts) handles both.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FoundSection } from '../found-recipe';
import { startsWithQuantity } from '../lines/ingredient-line';
import { hasType, type JsonObject } from './json-ld';
import { letters, plainText } from '../text';

const URL_ATTRIBUTE: Record<string, string> = {
  a: 'href',
  link: 'href',
  area: 'href',
  img: 'src',
  source: 'src',
  video: 'src',
  audio: 'src',
  iframe: 'src',
};

/** How an element is marked up: its tag and classes ("span.uline big2"). */
const markupOf = (element: Element) => `${element.tagName}.${(element.attribs.class ?? '').trim()}`;

/** A block of notes, remarks or tips, named so by its class or id ("recipe-remarks", "notes"). */
const NOTES_NAME = /(?:^|[\s_-])(?:notes?|remarks?|tips?)(?:$|[\s_-])/i;

/** Whether the entry sits in a block of notes inside the property's element: the notes after the steps, no step. */
function insideNotes($: CheerioAPI, entry: Element, property: Cheerio<Element>): boolean {
  return $(entry)
    .parentsUntil(property)
    .toArray()
    .some((block) => NOTES_NAME.test(`${block.attribs.class ?? ''} ${block.attribs.id ?? ''}`));
}

/** Whether the entry holds entries (list entries, paragraphs) and no text outside them. */
function onlyHoldsEntries($: CheerioAPI, entry: Element): boolean {
  const inner = $(entry).find('li, p');
  if (inner.length === 0) return false;
  const own = $(entry).clone();
  own.find('li, p').remove();
  return plainText(own.text()) === '';
}

/** A property's value as microdata defines it (content, URL attributes, datetime, or text). */
function valueOf($: CheerioAPI, element: Cheerio<Element>): unknown {
  const content = element.attr('content');
  if (content !== undefined) return content;
  const tag = (element.prop('tagName') ?? '').toLowerCase();
  const urlAttribute = URL_ATTRIBUTE[tag];
  if (urlAttribute) {
    // A lazy-loaded picture holds a placeholder (a data: URI) in src until it is shown.
    const url = element.attr(urlAttribute)?.trim();
    const lazy = element.attr('data-src') ?? element.attr('data-lazy-src');
    return url && !/^data:/i.test(url) ? url : (lazy ?? url ?? '');
  }
  if (tag === 'time') return element.attr('datetime') ?? element.text();
  if (tag === 'data' || tag === 'meter') return element.attr('value') ?? element.text();
  // Lists and paragraphs inside (instructions) keep their entries apart, as do <div>s marked up alike, three or more
  // (<div itemprop="recipeIngredient"><div class="ingredient">250g tuna</div>…), with what stands between them.
  // An entry that only holds entries of its own (<li class="group"><ol><li>Mix.</li>…</ol></li>) is their group, no
  // step: its text is theirs.
  const entries = element
    .find('li, p')
    .filter((_, entry) => !insideNotes($, entry, element) && !onlyHoldsEntries($, entry));
  if (entries.length > 1) return entries.toArray().map((entry) => $(entry).text());
  if (hasRepeatedBlocks(element))
    return element
      .children()
      .toArray()
      .map((child) => $(child).text());
  // Line breaks in the page's source are spaces in the HTML it shows (a paragraph wrapped at 100 columns is one text).
  return (element.html() ?? '').replace(/\s*[\r\n]+\s*/g, ' ');
}

/** Most of the element's children are <div>s of one markup, three or more (spans are parts of one line). */
function hasRepeatedBlocks(element: Cheerio<Element>): boolean {
  const children = element.children().toArray();
  const counts = new Map<string, number>();
  for (const child of children) {
    if (child.tagName !== 'div') continue;
    const markup = markupOf(child);
    counts.set(markup, (counts.get(markup) ?? 0) + 1);
  }
  let most = 0;
  for (const count of counts.values()) most = Math.max(most, count);
  return most >= 3 && most * 2 > children.length;
}

const INGREDIENT_PROPERTIES = new Set(['recipeIngredient', 'ingredients']);

/**
 * One ingredient element is one line, however its parts are laid out (<dt>40 g</dt><dd>bacon</dd>); only line
 * breaks or entries inside it make several.
 */
function oneLine(value: unknown): unknown {
  return typeof value === 'string' && !/<br\b/i.test(value) ? plainText(value) : value;
}

/**
 * An ingredient element that marks only the name, in a list entry that shows the amount before it (<li>6 cl <a><span
 * itemprop="recipeIngredient">Kokoslikör</span></a></li>): the entry's line, amount and all.
 */
function ingredientLineOf($: CheerioAPI, element: Cheerio<Element>, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const entry = element.closest('li');
  if (entry.length === 0 || entry.find(INGREDIENT_ELEMENTS).length !== 1) return value;
  const line = plainText(entry.text());
  const name = plainText(value);
  return name && line !== name && line.endsWith(name) && startsWithQuantity(line) ? line : value;
}

/** The properties of an item: itemprops inside it that do not belong to a nested item. */
function readItem($: CheerioAPI, scope: Cheerio<Element>, depth: number): JsonObject {
  const item: JsonObject = {};
  const type = scope.attr('itemtype');
  if (type) item['@type'] = type.split(/\s+/).map((entry) => entry.replace(/^https?:\/\/schema\.org\//, ''));
  const add = (name: string, value: unknown) => {
    const current = item[name];
    if (current === undefined) item[name] = value;
    else if (Array.isArray(current) && !(name === 'recipeInstructions' && Array.isArray(value))) current.push(value);
    else item[name] = Array.isArray(value) && Array.isArray(current) ? [...current, ...value] : [current, value];
  };
  scope.find('[itemprop]').each((_, node) => {
    const element = $(node);
    // Owned by the nearest itemscope above it (not counting itself).
    const owner = element.parent().closest('[itemscope]');
    if (owner.length === 0 || owner.get(0) !== scope.get(0)) return;
    // The document's <title> marked as the name is the page's title ("Lemon Tartlets Recipe - (4.8/5)"): the name
    // is then read from the page as for a page without one.
    if (element.is('title')) return;
    const names = (element.attr('itemprop') ?? '').split(/\s+/).filter(Boolean);
    const value = element.is('[itemscope]') && depth < 4 ? readItem($, element, depth + 1) : valueOf($, element);
    for (const name of names)
      add(name, INGREDIENT_PROPERTIES.has(name) ? oneLine(ingredientLineOf($, element, value)) : value);
  });
  // A step item that marks no part of itself up is its own text.
  const parts = ['text', 'name', 'description', 'itemListElement'];
  if (['HowToStep', 'HowToDirection', 'HowToTip'].some((type) => hasType(item, type)) && !parts.some((p) => p in item))
    item.text = scope.html() ?? '';
  // Several instruction elements are a step each, however a step lays out its number, title and text inside.
  const instructions = item.recipeInstructions;
  if (
    Array.isArray(instructions) &&
    instructions.length > 1 &&
    instructions.every((entry) => typeof entry === 'string')
  ) {
    item.recipeInstructions = instructions.map((entry) => plainText(entry as string));
  }
  return item;
}

export function microdataRecipe($: CheerioAPI): JsonObject | undefined {
  const scopes = $('[itemscope][itemtype*="schema.org/Recipe" i]').toArray();
  let best: JsonObject | undefined;
  let bestCount = -1;
  for (const scope of scopes) {
    const item = readItem($, $(scope), 0);
    const ingredients = item.recipeIngredient ?? item.ingredients;
    const count = Array.isArray(ingredients) ? ingredients.length : ingredients ? 1 : 0;
    if (count > bestCount) {
      best = item;
      bestCount = count;
    }
  }
  return best;
}

const INGREDIENT_ELEMENTS = '[itemprop~="recipeIngredient"], [itemprop~="ingredients"]';

/** The text-holding child of an element whose own text is nothing but that child's, if it has one. */
function onlyTextChild($: CheerioAPI, element: Element): Element | undefined {
  const parts = $(element)
    .contents()
    .toArray()
    .filter((node) => plainText($(node).text()));
  const [only] = parts;
  return parts.length === 1 && only?.type === 'tag' ? only : undefined;
}

/**
 * Microdata ingredient elements that are group headings ("Seasoning") rather than ingredients: a short line without
 * a number, followed by ingredients, set apart in an element of its own (not a link) that none of the other
 * ingredient elements uses, while they write their text themselves.
 */
export function microdataIngredientHeadings($: CheerioAPI): string[] {
  const elements = $(INGREDIENT_ELEMENTS).toArray();
  const ownText = (element: Element) =>
    $(element)
      .contents()
      .toArray()
      .some((node) => node.type === 'text' && plainText($(node).text()));
  return elements.flatMap((element, index) => {
    const text = plainText($(element).text());
    if (!text || text.length > 60 || /\d/.test(text) || index === elements.length - 1) return [];
    const inner = onlyTextChild($, element);
    if (!inner || inner.tagName === 'a' || ownText(element)) return [];
    // The other headings may be set alike ("Sauce", then "Remaining Ingredients", each in <span class="uline">).
    const sameHeading = (other: Element) => {
      const otherInner = onlyTextChild($, other);
      const otherText = plainText($(other).text());
      return (
        otherInner !== undefined &&
        markupOf(otherInner) === markupOf(inner) &&
        !ownText(other) &&
        otherText.length <= 60 &&
        !/\d/.test(otherText)
      );
    };
    const others = elements.filter((other) => other !== element && !sameHeading(other));
    const setApart =
      others.filter(ownText).length > others.length / 2 &&
      others.every((other) =>
        $(other)
          .find(inner.tagName)
          .toArray()
          .every((found) => markupOf(found as Element) !== markupOf(inner)),
      );
    return setApart ? [text] : [];
  });
}

/** Ingredient lines divided at the lines that are group headings: each heading names the lines after it. */
export function groupsAtHeadings(lines: string[], headings: string[]): Array<FoundSection<string>> | undefined {
  const names = new Set(headings.map(letters));
  if (!lines.some((line) => names.has(letters(line)))) return undefined;
  const groups: Array<FoundSection<string>> = [{ name: '', items: [] }];
  for (const line of lines) {
    if (names.has(letters(line))) groups.push({ name: line, items: [] });
    else groups[groups.length - 1]?.items.push(line);
  }
  return groups.filter((group) => group.items.length > 0);
}
