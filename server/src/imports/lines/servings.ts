// A serving count from `recipeYield` in its many shapes: 4, "4", "4 servings", "Serves 4-6", ["4", "4 servings"].
// Only a number of servings (or people, portions) or a bare number counts: "1 loaf" or "24 cookies" is not one.
import { textOf } from '../text';

/** Words for servings, people and portions, in the languages recipe pages are written in. */
const SERVINGS_WORD_LIST = [
  'serv(?:es|ings?|e)',
  'people',
  'persons?',
  'portions?',
  'pax',
  'personnes?',
  'parts',
  'personen',
  'portionen',
  'porties',
  'persone',
  'porzion[ei]',
  'porciones',
  'personas',
  'raciones',
  'pessoas',
  'porç(?:ões|ão)',
  'porcj[ae]',
  'osob[ya]?',
  'porc(?:í|ií|ie|e|ia|ije|ij)',
  'porți[ei]|porții',
  'adag',
  'fő(?:re)?',
  'személy(?:re)?',
  'personer',
  'portioner',
  'porsjon(?:er)?',
  'annos(?:ta)?',
  'kişilik',
  'porsi',
  'khẩu phần',
  'μερίδ(?:ες|α|ας)',
  'порци[йияю]',
  'порцій',
  'персон',
];
// Letters on either side end a word in any script (\b knows only ASCII letters: "porcií", "μερίδες").
export const SERVINGS_WORDS = new RegExp(
  `(?<!\\p{L})(?:${SERVINGS_WORD_LIST.join('|')})(?!\\p{L})|人分|人前|人份|[分份]量\\s*[:：]|인분`,
  'iu',
);
const FIRST_NUMBER = /\d+(?:[.,]\d+)?/;
/** What joins the ends of a range: "4-6", "4 to 6", "4 bis 6", "4 à 6". */
const RANGE_JOIN = '(?:-|–|—|to|bis|à|a)';
/**
 * A range written closed up or with "to" ("4-6", "8 to 10 people") counts as its upper end, the most the recipe
 * serves; written any other way ("4 - 6 serving(s)", "8–10", "4 bis 6") it counts by its first number. That is how
 * recipe-scrapers (what Mealie imports with) reads a yield, so a recipe moved between the two keeps its count.
 */
const RANGE = /(\d+)(?:-|\s+to\s+)(\d+)/i;

const COUNT = String.raw`\d+(?:[.,]\d+)?(?:\s*${RANGE_JOIN}\s*\d+)?`;
/** "4 portioner", "6-8 people" (or with a word between: "4 large servings"): the count just before the word. */
const COUNT_BEFORE = [
  new RegExp(String.raw`(${COUNT})\s*$`, 'u'),
  new RegExp(String.raw`(${COUNT})\s*\(?[\p{L}.]+\)?\s+$`, 'u'),
];
/** "Serves 4", "Servings: 6-8" (or with a word between: "Serves about 4"): the count just after it. */
const COUNT_AFTER = [
  new RegExp(String.raw`^\s*[:：=-]?\s*(${COUNT})`, 'u'),
  new RegExp(String.raw`^\s*[:：=-]?\s*[\p{L}.]+[:：]?\s+(${COUNT})`, 'u'),
];

/**
 * The part of a line of the page that counts the servings: the servings word with the number beside it, or a word
 * away ("Serves about 4"), where one element shows several facts ("Tillagningstid 30 min Antal 4 portioner" → "4
 * portioner"); none when no number stands so near it ("Allow to cool 30 minutes before serving."). A number right
 * beside the word wins over one a word away ("Prep 10 min Serves: 6"). The data's `recipeYield` is read by its
 * first number instead ("14 Pizza (12 servings)" → 14).
 */
export function servingsBesideWord(text: string): string | undefined {
  const word = SERVINGS_WORDS.exec(text);
  if (!word) return undefined;
  const before = text.slice(0, word.index);
  const after = text.slice(word.index + word[0].length);
  for (let distance = 0; distance < 2; distance += 1) {
    const count = COUNT_BEFORE[distance]?.exec(before);
    if (count) return `${count[1] as string} ${word[0]}`;
    const following = COUNT_AFTER[distance]?.exec(after);
    if (following) return `${word[0]} ${following[1] as string}`;
  }
  return undefined;
}

function fromText(text: string): number | undefined {
  const match = FIRST_NUMBER.exec(text);
  if (!match) return undefined;
  const bare = /^\s*\d+(?:[.,]\d+)?(?:\s*(?:-|–|to)\s*\d+)?\s*$/.test(text);
  if (!bare && !SERVINGS_WORDS.test(text)) return undefined;
  const range = RANGE.exec(text);
  const number = range && range.index === match.index ? (range[2] as string) : match[0];
  const count = Math.round(Number(number.replace(',', '.')));
  return Number.isFinite(count) ? count : undefined;
}

const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const NUMBER_WORD = new RegExp(`\\b(${NUMBER_WORDS.join('|')})\\b`, 'gi');

/** "Serves eight to ten" → "Serves 8 to 10": counts written out in words, as cookbooks write them. */
export function withNumbersInFigures(text: string): string {
  return text.replace(NUMBER_WORD, (word) => String(NUMBER_WORDS.indexOf(word.toLowerCase()) + 1));
}

export function servingsOf(recipeYield: unknown): number | undefined {
  // A QuantitativeValue ({ value: 6, unitText: "servings" }) counts by its value, as a bare number does.
  if (
    recipeYield !== null &&
    typeof recipeYield === 'object' &&
    !Array.isArray(recipeYield) &&
    'value' in recipeYield
  ) {
    return servingsOf((recipeYield as { value: unknown }).value);
  }
  if (typeof recipeYield === 'number') return Number.isFinite(recipeYield) ? Math.round(recipeYield) : undefined;
  const values = Array.isArray(recipeYield) ? recipeYield : [recipeYield];
  // A page template's empty value printed as a word ("4 undefined") says nothing.
  const texts = values
    .map((value) =>
      withNumbersInFigures(textOf(value))
        .replace(/\b(undefined|null|NaN)\b/g, '')
        .trim(),
    )
    .filter(Boolean);
  // A list often holds the bare number and the worded form; the worded one that counts servings wins, but a range
  // it gives ("6-8 servings") is settled by the bare number beside it that is one of its ends (["6", "6-8 servings"]).
  for (const text of texts) {
    if (SERVINGS_WORDS.test(text)) {
      const count = fromText(text);
      const range = RANGE.exec(text);
      const bare = texts.find((other) => /^\s*\d+\s*$/.test(other) && range?.slice(1, 3).includes(other.trim()));
      if (bare !== undefined) return Number(bare.trim());
      if (count !== undefined) return count;
    }
  }
  for (const text of texts) {
    const count = fromText(text);
    if (count !== undefined) return count;
  }
  return undefined;
}

/**
 * "4 port", "6-8 Stück": a whole number or range first, after a word saying what it is for ("Pour 1 grand bol", "For
 * 6"); not "1/2 cup" or "1.5 liters", which are amounts.
 */
const LEADING_COUNT = new RegExp(
  String.raw`^\s*(?:(?:for|pour|für|fuer|voor|para|per)\s+)?(\d+)(?:\s*${RANGE_JOIN}\s*(\d+))?(?!\d|[.,/]\d)`,
  'i',
);

/**
 * The count a data yield leads with when the word after it is none of the servings words ("4 port", "10 Stücke",
 * "6 tortini", "2個分"): schema.org's recipeYield is the quantity the recipe makes, people or pieces, and recipe
 * readers take its count as the portions. Read last, when neither the data nor the page says servings.
 */
export function leadingYieldCount(recipeYield: unknown): number | undefined {
  const first = Array.isArray(recipeYield) ? recipeYield[0] : recipeYield;
  if (typeof first !== 'string') return undefined;
  const match = LEADING_COUNT.exec(first);
  if (!match) return undefined;
  // A range counts by its upper end only as RANGE reads one ("6-8 Stück"; "6 – 8 Stück" by its first number).
  return Number(match[2] !== undefined && RANGE.test(match[0]) ? match[2] : match[1]);
}
