// Text as a page gives it (HTML fragments, entities, odd spacing) made into plain text for a field.
import { load, type CheerioOptions } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/**
 * Pages are parsed with htmlparser2 (cheerio's `xml.xmlMode: false`), not parse5: about six times faster on real
 * recipe pages, and the importer needs the elements and their text, not the HTML5 tree-building corrections.
 */
export const PARSE_OPTIONS: CheerioOptions = { xml: { xmlMode: false, decodeEntities: true } };

/** Marks a list entry may be written with in its text ("• 2 eggs", "– Dice the onion"), as a character class. */
export const LIST_MARKS = '[•·▪◦●○■□▢✓✔*–—-]';

/** Plain text of a string that may hold markup or HTML entities (decoded twice: pages often double-encode). */
export function plainText(value: string): string {
  let text = value;
  for (let round = 0; round < 2 && /[<&]/.test(text); round += 1) {
    // Block elements and <br> separate words, as a browser would show them.
    const spaced = text.replace(/<(br|\/p|\/li|\/div|\/h\d|\/dt|\/dd|\/td|\/th|\/tr)\b[^>]*>/gi, ' $&');
    text = textOfTree(load(spaced, PARSE_OPTIONS, false).root().get(0) as AnyNode);
  }
  // A soft hyphen (&shy;) only marks where a word may break across lines: no character of the word.
  return collapseSpaces(repairMojibake(text).replace(/\u00ad/g, ''));
}

/**
 * The text of a parsed fragment as a reader sees it: text and CDATA, no comments, and nothing of a style sheet or a
 * script set inside it (a step's <style>.css-106f026{font-family:…}</style>). Walked without recursion: a fragment
 * of thousands of nested elements (a hostile page's data) would overflow the stack.
 */
function textOfTree(root: AnyNode): string {
  const parts: string[] = [];
  const pending: AnyNode[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === 'text') parts.push(node.data);
    else if (node.type !== 'comment' && node.type !== 'style' && node.type !== 'script' && 'children' in node) {
      if (abutsElement(node)) parts.push(ELEMENT_SEAM);
      for (let index = node.children.length - 1; index >= 0; index -= 1) pending.push(node.children[index] as AnyNode);
    }
  }
  return parts.join('').replace(WORDS_AT_SEAM, ' ').replaceAll(ELEMENT_SEAM, '');
}

/**
 * Where two elements meet with nothing between them: a space after a word, or between two numbers; none between a
 * number and the letters after it, a unit as a page writes it apart ("<span>250</span><span>g</span>" is "250g").
 */
const ELEMENT_SEAM = '\u0000';
const WORDS_AT_SEAM = /(?<=\p{L})\u0000+(?=[\p{L}\p{N}])|(?<=\p{N})\u0000+(?=\p{N})/gu;

/**
 * Whether the element follows another element of another kind (its tag or class) with nothing between them
 * (<span class="amount">200 g</span><span class="name">Flour</span>, as a page built by script writes the parts its
 * styles set apart): the two are words of their own. Runs of one kind are a word's pieces (an office document's
 * <span class="TextRun">S</span><span class="TextRun">martSwitch</span>), and a superscript or subscript
 * ("m<sup>2</sup>") goes on the word before it.
 */
function abutsElement(node: AnyNode): boolean {
  const before = node.prev;
  if (!before || before.type !== 'tag' || node.type !== 'tag') return false;
  const [element, previous] = [node as Element, before as Element];
  if (/^(?:sup|sub|wbr)$/i.test(element.name)) return false;
  return element.name !== previous.name || (element.attribs.class ?? '') !== (previous.attribs.class ?? '');
}

/** UTF-8 bytes a page (or its data) read as Latin-1: "1Â¼ cups", "crÃ¨me". */
const MOJIBAKE = /[\u00c2-\u00f4][\u0080-\u00bf]{1,3}/g;

/** Each such run decoded back, when it is valid UTF-8 of one character; anything else is left as it is. */
export function repairMojibake(text: string): string {
  if (!/[\u00c2-\u00f4][\u0080-\u00bf]/.test(text)) return text;
  return text.replace(MOJIBAKE, (run) => {
    const decoded = Buffer.from(run, 'latin1').toString('utf8');
    return [...decoded].length === 1 && decoded !== '\ufffd' ? decoded : run;
  });
}

const JOINERS = /[\u200c\u200d\u2060]+/g;
const SPACE_OR_NONE = /^[\s\u00a0\u200b\ufeff]?$/;

/**
 * Runs of white space (and zero-width spaces) as one space, trimmed. Joiners beside a space or an end join nothing
 * and go (left over from an editor: "\u200d225 g flour"); those inside a word stay, as Persian and the Indic scripts
 * spell with them and emoji are made with them. (Each run is looked at once: no pattern that backtracks over it.)
 */
export function collapseSpaces(text: string): string {
  return text
    .replace(JOINERS, (run: string, at: number, whole: string) =>
      SPACE_OR_NONE.test(whole.charAt(at - 1)) || SPACE_OR_NONE.test(whole.charAt(at + run.length)) ? '' : run,
    )
    .replace(/[\s\u00a0\u200b\ufeff]+/g, ' ')
    .trim();
}

/** The text of a JSON-LD value: a string, a number, or the first text of a list or `{ "@value" }`. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return plainText(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) {
    for (const entry of value) {
      const text = textOf(entry);
      if (text) return text;
    }
    return '';
  }
  if (value && typeof value === 'object' && '@value' in value)
    return textOf((value as { '@value': unknown })['@value']);
  return '';
}

/** Cuts text to `max` characters at a word boundary when there is one near the end. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.8 ? cut.slice(0, space) : cut).trim();
}

/**
 * Letters and digits only, lower-cased: how two texts are compared when punctuation and spacing may differ. Written
 * forms of one character compare alike (NFKC): "1 ½ cups" as "1 1/2 cups", "ﬁne" as "fine".
 */
export function letters(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Whether a text holds a number, a fraction written as one character ("½ stick butter") included. */
export function holdsNumber(text: string): boolean {
  return /\p{N}/u.test(text);
}

/** Whether two lines say the same, one of them perhaps with more (an amount, a note): either's letters hold the other's. */
export function holdOneAnother(a: string, b: string): boolean {
  const first = letters(a);
  const second = letters(b);
  return first.length > 0 && second.length > 0 && (first.includes(second) || second.includes(first));
}

/** The word "recipe" in the languages recipe pages are written in (an alternation, for building patterns). */
export const RECIPE_WORDS =
  'recipe|recept|rezept|recette|ricetta|receta|receita|przepis|oppskrift|opskrift|resepti|recepti?|rețetă';

/** The word "recipe" alone, with a colon or a stop after it: a title's word ("Recept", "Oppskrift:"), naming no part. */
export const RECIPE_WORD_ALONE = new RegExp(`^(?:${RECIPE_WORDS})[\\s:.!]*$`, 'iu');
