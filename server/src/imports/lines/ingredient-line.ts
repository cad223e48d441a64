// Splits an ingredient line into Amount, Ingredient and Notes: "2 cups flour, sifted" → "2 cups" / "flour" / "sifted".
// parse-ingredient finds the quantity and unit (fractions, "1 ½", ranges "2-3", unicode vulgar fractions, units and
// their abbreviations); the amount is then taken from the line as written, so nothing is reworded.
import { parseIngredient, type ParseIngredientOptions } from 'parse-ingredient';
import { AND_WORDS, RANGE_WORDS, VULGAR_FRACTIONS } from '@simple-recipes/shared-api/count-words';
import { NO_AMOUNT } from '@simple-recipes/shared-api/format';
import { chineseAmountParts } from './chinese-amounts';
import { KITCHEN_UNITS, MULTI_WORD_UNITS } from './kitchen-units';
import { collapseSpaces, LIST_MARKS } from '../text';
import { wordedAmount, type AmountAndDescription } from './worded-amounts';

/** Words that make a quantity approximate ("about 2 cups", "ca. 200 g"): part of the amount. */
const APPROXIMATELY = [
  'approximately',
  'approx.',
  'approx',
  'about',
  'around',
  'roughly',
  'scant',
  'generous',
  'ca.',
  'ca',
  'circa',
  'etwa',
  'ungefähr',
  'environ',
  'ongeveer',
  'cirka',
  'omkring',
  'aprox.',
  'aproximadamente',
  'env.',
  'plm.',
  'ong.',
  'cca',
  'cca.',
  'ok.',
  'około',
  '~',
  '≈',
];

const OPTIONS: ParseIngredientOptions = { additionalUOMs: KITCHEN_UNITS, leadingQuantityPrefixes: APPROXIMATELY };

/** Longer than this, a text is prose (a note, a step, a tip), not an ingredient line. */
export const MAX_INGREDIENT_LINE_LENGTH = 120;

/**
 * Longer than this (with its notes), a line is kept whole rather than read: no real one comes near it, and the
 * parser's time grows with the square of a line of figures, so a hostile file's one long line would hold the server.
 */
const MAX_PARSED_LINE_LENGTH = 1_000;

/**
 * Whether a line is too long for an ingredient line: what it says outside parentheses is, as a line's notes in
 * parentheses may be long ("1 bag cauliflower rice (if using fresh cauliflower rice, add olive oil, avocado oil or
 * coconut oil to pan)").
 */
export function isTooLongForIngredient(line: string): boolean {
  return line.replace(/\([^()]*(?:\([^()]*\)[^()]*)*\)/g, '').length > MAX_INGREDIENT_LINE_LENGTH;
}

export interface IngredientParts {
  amount: string;
  ingredient: string;
  notes: string;
}

/** Index of the first comma outside parentheses at or after `from`, or -1; a decimal comma ("1,5 el") is none. */
function topLevelComma(text: string, from = 0): number {
  let depth = 0;
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    else if (char === ',' && depth === 0 && !isDecimalComma(text, index)) return index;
  }
  return -1;
}

function isDecimalComma(text: string, index: number): boolean {
  return /\d/.test(text[index - 1] ?? '') && /\d/.test(text[index + 1] ?? '');
}

/**
 * After a comma that parts the amount off, how the thing is cut or sized in lower case before its capitalised name
 * ("1 EL, gehackt Petersilie", "1 item(s), large Egg"): the words are its notes, the name is the ingredient.
 */
const DESCRIBED_NAME = /^(\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*)*)\s+(\p{Lu}.*)$/u;

/**
 * "garlic (, minced)": notes a recipe plugin wrapped in parentheses with the comma the cook typed before them (WP
 * Recipe Maker's data does, for "garlic, minced"), at the end of the line.
 */
const NOTES_IN_PARENTHESES_AFTER_COMMA = /^(.*?\S)\s*\(\s*,\s*((?:[^()]|\([^()]*\))+)\)$/u;

/**
 * "flour, sifted" → ingredient "flour", notes "sifted"; no comma → all ingredient. A comma or a dash right after the
 * amount only parts it from the rest ("1 EL, Petersilie", "300g - dried chickpeas").
 */
function splitNotes(text: string): { ingredient: string; notes: string } {
  const noted = NOTES_IN_PARENTHESES_AFTER_COMMA.exec(text);
  if (noted) {
    const before = splitNotes(noted[1] as string);
    return {
      ingredient: before.ingredient,
      notes: [before.notes, (noted[2] as string).trim()].filter(Boolean).join(', '),
    };
  }
  const description = text.replace(/^(?:[,;]\s*|[-–—]\s+)/u, '');
  let comma = topLevelComma(description);
  const described = /^[,;]/u.test(text) && DESCRIBED_NAME.exec(comma > 0 ? description.slice(0, comma) : description);
  if (described) {
    const more = comma > 0 ? description.slice(comma + 1).trim() : '';
    return { ingredient: described[2] as string, notes: [described[1], more].filter(Boolean).join(', ') };
  }
  // "boneless, skinless chicken breasts": a lone "-less" word before the comma is one of the name's adjectives.
  while (comma > 0 && /^(?:[\p{L}-]+,\s*)*[\p{L}-]+less$/iu.test(description.slice(0, comma).trim())) {
    comma = topLevelComma(description, comma + 1);
  }
  if (comma <= 0) return withNoteInParentheses(description, '');
  return withNoteInParentheses(description.slice(0, comma).trim(), description.slice(comma + 1).trim());
}

/**
 * "butter (melted)" → "butter" / "melted", "ravioli (divided, any variety (if frozen, thawed))" → "ravioli" /
 * "divided, any variety (if frozen, thawed)": what a name's closing parentheses say is a note on it, as a comma's
 * words are (recipe plugins write an item's notes so), and goes first in the notes. A line that is all parentheses
 * keeps them.
 */
function withNoteInParentheses(ingredient: string, notes: string): { ingredient: string; notes: string } {
  if (!ingredient.endsWith(')')) return { ingredient, notes };
  let depth = 0;
  for (let at = ingredient.length - 1; at >= 0; at -= 1) {
    const char = ingredient[at];
    if (char === ')') depth += 1;
    else if (char === '(' && --depth === 0) {
      const name = ingredient.slice(0, at);
      const note = ingredient.slice(at + 1, -1).trim();
      // "egg(s)", "Zwiebel(n)": a word's plural, no note; "Óleo de soja 2 colheres (sopa)": the measure's own word.
      if (!/\p{L}/u.test(name) || !/\s$/u.test(name) || /\d\s*\p{L}+\.?\s*$/u.test(name) || !note)
        return { ingredient, notes };
      return { ingredient: name.trim(), notes: [note, notes].filter(Boolean).join(', ') };
    }
  }
  return { ingredient, notes };
}

/**
 * The amount written before the description, when the parser's description is the rest of the line as written.
 * An amount that would end inside a measure runs on to its end: "100g/3½oz butter" → "100g/3½oz" / "butter",
 * "2-inch piece ginger" → "2-inch" / "piece ginger" (but "1Knoblauchzehe" is 1 of "Knoblauchzehe").
 */
function amountBefore(line: string, description: string): { amount: string; description: string } | undefined {
  if (!description) return undefined;
  let at = line.toLowerCase().lastIndexOf(description.toLowerCase());
  if (at <= 0 || at + description.length !== line.length) return undefined;
  let rest = description;
  const word = /^(?:\S*\d\S*|-\p{L}+)\s+(?=\S)/u.exec(rest);
  if (/\S/.test(line.charAt(at - 1)) && word) {
    at += word[0].length;
    rest = line.slice(at);
  }
  const amount = line.slice(0, at).trim();
  const counts =
    /\d|[\u00bc-\u00be\u2150-\u215e]/.test(amount) || /^(an?|one|two|three|four|five|six|half)\b/i.test(amount);
  return counts ? { amount, description: rest } : undefined;
}

/** Sizes the parser reads as units: "2 large eggs" is 2 of "large eggs". */
const SIZE_WORDS = new Set(['large', 'medium', 'small']);

/** Words already asked about: the same few units come up on line after line. */
const unitWords = new Map<string, boolean>();
const UNIT_WORDS_KEPT = 10_000;

/** Whether the parser reads `word` as a unit ("teaspoons", "oz", "can"); sizes ("large") are no units here. */
function isUnit(word: string): boolean {
  const known = unitWords.get(word);
  if (known !== undefined) return known;
  // The parser reads a unit only before a description, hence the " x".
  const unit = parseIngredient(`1 ${word} x`, OPTIONS)[0]?.unitOfMeasure;
  const answer = !!unit && !SIZE_WORDS.has(unit.toLowerCase());
  if (unitWords.size >= UNIT_WORDS_KEPT) unitWords.clear();
  unitWords.set(word, answer);
  return answer;
}

/**
 * A unit word at the start of `description` moved to the end of `amount`, with an "of" after it as the parser
 * takes one: "1 (15 oz)" + "can of beans" → "1 (15 oz) can of" + "beans".
 */
function withUnitAfter(amount: string, description: string): AmountAndDescription {
  const unit = /^(\p{L}+\.?(?:\s+of)?)\s+(?=\S)/iu.exec(description);
  return unit && isUnit((unit[1] as string).replace(/\s+of$/iu, ''))
    ? { amount: `${amount} ${unit[1] as string}`, description: description.slice(unit[0].length) }
    : { amount, description };
}

/** Words for how full a spoon or cup is, written between the count and the unit ("2 heaped tablespoons"). */
const MEASURE_FULLNESS = /^(heaping|heaped|rounded|level|scant|generous|good)\s+(?=\S)/iu;

/** "(14 oz)", "15-ounce", "8-ounce (680g)": a size in parentheses, or dashed to its unit, perhaps with another. */
const SIZE_AFTER_COUNT = /^((?:\([^()]*\p{N}[^()]*\)|\p{N}[\p{N}.,/]*-\p{L}+)(?:\s+\([^()]*\p{N}[^()]*\))?)\s+(?=\S)/u;
const SIZE_IN_PARENTHESES = /^(\([^()]*\p{N}[^()]*\))\s+(?=\S)/u;
/** A size and its unit, spaced, joined or dashed in any way: "14.5 oz", "400g", "15-oz.", "14- ounce". */
const SIZE_WITH_UNIT = /^(\p{N}[\p{N}.,/]*(?:\s*-\s*|\s*)(\p{L}+)\.?)\s+(?=\S)/u;

/** The size at the start of `description`, when its word is a unit: "1 14.5 oz can tomatoes" has one. */
function sizeWithUnit(description: string): RegExpExecArray | null {
  const size = SIZE_WITH_UNIT.exec(description);
  return size && isUnit(size[2] as string) ? size : null;
}

/**
 * A measure right after the count belongs to the amount, with the unit after it: "½ cup (120 ml) milk" → "½ cup
 * (120 ml)" / "milk", "1½ (5 g) teaspoons salt" → "1½ (5 g) teaspoons" / "salt", "1 15-ounce can beans" → "1
 * 15-ounce can" / "beans", "2 9 oz packages tortellini" → "2 9 oz packages" / "tortellini" (but "1 3-inch cinnamon
 * stick" → "1" / "3-inch cinnamon stick", "2 8 oz steaks" → "2" / "8 oz steaks"). So does a times mark,
 * with the measure it multiplies and what holds that: "4x gousse d'ail" → "4x" / "gousse d'ail", "2 x 400g tins
 * tomatoes" → "2 x 400g tins" / "tomatoes", "1 x 14 oz can tomatoes" → "1 x 14 oz can" / "tomatoes".
 */
function withLeadingMeasure(amount: string, gap: string, description: string): AmountAndDescription {
  // How full the measure is, between the count and the unit: "1 heaping cup" / "cherry tomatoes".
  const fullness = /\p{N}$/u.test(amount) ? MEASURE_FULLNESS.exec(description) : null;
  if (fullness) {
    const filled = `${amount} ${fullness[1] as string}`;
    const unit = withUnitAfter(filled, description.slice(fullness[0].length));
    if (unit.amount !== filled) return withLeadingMeasure(unit.amount, ' ', unit.description);
  }
  const times = /^([x×](?:\s+\S*\d\S*)?)\s+(?=\S)/iu.exec(description);
  if (times) {
    const multiplied = `${amount}${gap}${times[1] as string}`;
    const rest = description.slice(times[0].length);
    const sized = /\d$/u.test(multiplied) ? withUnitAfter(multiplied, rest) : { amount: multiplied, description: rest };
    // What holds a multiplied size comes after it: "2 x 400g tins" of tomatoes, "1 x 14 oz can" of them.
    return /\d/u.test(times[1] as string) ? withUnitAfter(sized.amount, sized.description) : sized;
  }
  // After a count without a unit ("1", not "½ cup"), a size may follow too ("8-ounce (680g)"), and then the unit.
  const counted = /\p{N}$/u.test(amount);
  const measure = counted
    ? (SIZE_AFTER_COUNT.exec(description) ?? sizeWithUnit(description))
    : SIZE_IN_PARENTHESES.exec(description);
  if (!measure) return { amount, description };
  const measured = `${amount} ${measure[1] as string}`;
  const rest = description.slice(measure[0].length);
  if (!counted) return { amount: measured, description: rest };
  const withUnit = withUnitAfter(measured, rest);
  // A size with no unit after it describes the thing: "1 3-inch cinnamon stick" is 1 of "3-inch cinnamon stick".
  return withUnit.amount === measured && !measured.endsWith(')') ? { amount, description } : withUnit;
}

/**
 * A second measure joined to the first ("1 cup plus 2 tablespoons flour", "2 tbsp + 1 tsp sugar", "250ml/9fl oz
 * milk") is part of the amount: where the text after the join reads as a quantity with a unit, the amount runs on
 * to its end. `from` is where the join may start; `spaced`, a join of spaces alone, as a measure's other units are
 * written when a page drops their parentheses ("500 ml 2 cups milk").
 */
function withMeasureAfter(line: string, from: number, spaced = false): number | undefined {
  const join = (spaced ? /^\s*(?=\d)/u : /^\s*(?:\/|\+|plus\s)\s*/iu).exec(line.slice(from));
  if (!join) return undefined;
  const rest = line.slice(from + join[0].length);
  const [parsed] = parseIngredient(rest, OPTIONS);
  if (!parsed || parsed.quantity === null || !parsed.unitOfMeasure || parsed.isGroupHeader) return undefined;
  // A size is no unit ("24 oz 3 large chicken breasts"), nor is a measure whose parenthesis is left open.
  if (spaced && (SIZE_WORDS.has(parsed.unitOfMeasure.toLowerCase()) || /^\s*\)/u.test(parsed.description)))
    return undefined;
  const description = collapseSpaces(parsed.description);
  if (!description || !rest.toLowerCase().endsWith(description.toLowerCase())) return undefined;
  return line.length - description.length;
}

/** The amount and description with a second measure joined to the amount moved into it. */
function withJoinedMeasure(line: string, amount: string, description: string): { amount: string; description: string } {
  const start = line.length - description.length;
  // "250ml/9fl" (the unit after the slash cut at its space), a unit the parser did not part from the slash
  // ("1 cup/240ml milk"), or the amount's end.
  const slash = /\p{L}\.?\/(?=\d)[^/]*$/u.exec(amount);
  const unitBeforeSlash = /^(\p{L}+\.?)(?=\/\d)/u.exec(description);
  const from = slash
    ? slash.index + slash[0].indexOf('/')
    : // The parser reads a unit only before a description, hence the " x".
      unitBeforeSlash && parseIngredient(`1 ${unitBeforeSlash[1]} x`, OPTIONS)[0]?.unitOfMeasure
      ? start + unitBeforeSlash[0].length
      : start;
  const end =
    withMeasureAfter(line, from) ??
    withMeasureAfter(line, start) ??
    // Only after a unit: "4 6 oz salmon fillets" is 4 of "6 oz salmon fillets".
    (/\p{L}\.?$/u.test(amount) ? withMeasureAfter(line, start, true) : undefined);
  if (end === undefined || end <= amount.length) return { amount, description };
  return { amount: line.slice(0, end).trim(), description: line.slice(end).trim() };
}

/** A weight in pounds ends the amount ("1lb", "600g/1 lb"): ounces after it are part of that one weight. */
const POUNDS_AT_END = /(?:^|[\s\d/])(?:lbs?|pounds?)\.?$/iu;
const OUNCES_FIRST = /^(?:\d+(?:[.,]\d+)?|[¼½¾])\s?(?:oz|ounces?)\.?(?=[\s,]|$)/iu;

/** "1lb 5oz cream cheese", "600g/1lb 5oz cream cheese": the ounces belong to the amount, not to the ingredient. */
function withOuncesAfterPounds({ amount, description }: AmountAndDescription): AmountAndDescription {
  const ounces = POUNDS_AT_END.test(amount) ? OUNCES_FIRST.exec(description) : null;
  if (!ounces) return { amount, description };
  const rest = description.slice(ounces[0].length).trim();
  return rest ? { amount: `${amount} ${ounces[0]}`, description: rest } : { amount, description };
}

const STARTS_WITH_QUANTITY = new RegExp(`^[\\d${VULGAR_FRACTIONS}]`, 'u');

/** Whether the line starts with a quantity ("2 cups", "½ tsp", "3½ teaspoon"), as most ingredient lines do. */
export function startsWithQuantity(line: string): boolean {
  return STARTS_WITH_QUANTITY.test(line.trim());
}

/** Whether the text is an amount and nothing else: "2", "1/2 teaspoon", "200 g". */
export function isAmountOnly(text: string): boolean {
  if (text.length > MAX_PARSED_LINE_LENGTH) return false;
  // The parser reads a unit only before a description, hence the " x".
  const [parsed] = parseIngredient(`${collapseSpaces(text)} x`, OPTIONS);
  return !!parsed && parsed.quantity !== null && !parsed.isGroupHeader && parsed.description === 'x';
}

/** A list mark written into the line ("• 1-2 Tbsp olive oil", "- ½ L de bouillon"): no part of the ingredient. */
const LEADING_MARK = new RegExp(`^${LIST_MARKS}\\s+`, 'u');

/** A dash where the unit would be ("3 - slices of bread") stands for no unit: no part of the ingredient. */
const DASH_FOR_UNIT = /^(\d[\d/.,]*)\s+[-–]\s+(?=\p{L})/u;

/**
 * "2 tablespoon(s) tarragon", "1 Prise(n) Pfeffer": a unit written with its plural's ending in parentheses, after
 * the quantity.
 */
const UNIT_WITH_OPTIONAL_PLURAL = /^(\P{L}*(?:(?:to|bis|à)\s+\P{L}*)?\p{L}+)\((s|es|n|en)\)(?=[\s,])/u;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A unit of two words after the quantity ("2 yemek kaşığı un"): the parser reads it joined as one. */
const MULTI_WORD_UNIT = new RegExp(`^(\\P{L}*)(${MULTI_WORD_UNITS.map(escaped).join('|')})(?=\\s)`, 'iu');

/**
 * How other languages write what the parser reads in English, for its reading only (the amount is cut from the line
 * as written): a range with their word for "to" ("450 à 500 g", "2 bis 3 EL", "1 a 2 tazas"), a whole number and a
 * fraction joined by "and" ("1 e 1/2 xícara"), and a fraction "of" a measure ("⅓ de xícara (chá) de arroz").
 */
const RANGE_WORD = new RegExp(`^(\\P{L}*?\\d[\\d/.,]*)\\s+(?:${RANGE_WORDS.join('|')})\\s+(?=\\d)`, 'iu');
const AND_A_FRACTION = new RegExp(
  `^(\\P{L}*?\\d+)\\s+(?:${AND_WORDS.join('|')})\\s+(?=\\d+\\/\\d+\\s|[${VULGAR_FRACTIONS}])`,
  'iu',
);
const FRACTION_OF = new RegExp(
  `^(\\P{L}*?(?:\\d+\\/\\d+|[${VULGAR_FRACTIONS}]))\\s+(?:de|di|d'|of)\\s+(?=\\p{L})`,
  'iu',
);

const joinedUnit = (line: string) =>
  line.replace(MULTI_WORD_UNIT, (_, lead: string, unit: string) => `${lead}${unit.replace(/\s+/g, '_')}`);

/**
 * The parser's reading of the line; a unit written "tablespoon(s)" is read as its plural, which the parser knows
 * ("2 colher(es) de sopa" as "2 colheres de sopa"), and one of several words as the one word it is given as. The
 * first reading that finds a unit counts, else the line's own.
 */
function parsedLine(text: string): ReturnType<typeof parseIngredient>[number] | undefined {
  const ranged = text.replace(RANGE_WORD, '$1-').replace(AND_A_FRACTION, '$1 ').replace(FRACTION_OF, '$1 ');
  const readings = new Set(
    [ranged, text].flatMap((line) => [joinedUnit(line.replace(UNIT_WITH_OPTIONAL_PLURAL, '$1$2')), joinedUnit(line)]),
  );
  for (const line of readings) {
    if (line === text) continue;
    const [parsed] = parseIngredient(line, OPTIONS);
    if (parsed?.unitOfMeasure) return parsed;
  }
  // A range of things counted without a unit: "8 à 10 filets d'anchois".
  const [rangedReading] = ranged === text ? [] : parseIngredient(ranged, OPTIONS);
  return rangedReading?.quantity2 != null ? rangedReading : parseIngredient(text, OPTIONS)[0];
}

/**
 * A unit and its plural parted by a bar, as some sites write every amount ("1 lata | latas de creme de leite"): the
 * plural is the amount's too, not the start of the ingredient.
 */
const BAR_THEN_UNIT = /^\|\s*((\p{L}+)\.?(?:\s+\([\p{L}\s]+\))?)\s+(?=\S)/u;

function withUnitPluralAfterBar({ amount, description }: AmountAndDescription): AmountAndDescription {
  const bar = /\p{L}[.)]?$/u.test(amount) ? BAR_THEN_UNIT.exec(description) : null;
  return bar && isUnit(bar[2] as string)
    ? { amount: `${amount} | ${bar[1] as string}`, description: description.slice(bar[0].length) }
    : { amount, description };
}

/**
 * After a unit, "of" and the word for it in French, Spanish, Portuguese and Italian belong to it: "500 g de" /
 * "carottes", "1 xícara (chá) de" / "açúcar"; so they do after a fraction ("¼ de" / "grenade") and after a measure
 * in parentheses ("30 ml (2 c. à soupe) de" / "beurre", "5 cups (600g) of" / "flour"). An elided "d'" stays with its
 * word ("d'huile"), which the page shows next to the amount with a space.
 */
const OF_AFTER_UNIT = /^(?:de|di|of)\s+/iu;
const UNIT_OR_FRACTION_AT_END = new RegExp(
  `(?:\\p{L}\\.?|\\(\\p{L}+\\)|\\([^()]*\\d[^()]*\\)|\\d\\/\\d+|[${VULGAR_FRACTIONS}])$`,
  'u',
);

function withOfAfterUnit({ amount, description }: AmountAndDescription): AmountAndDescription {
  const of = UNIT_OR_FRACTION_AT_END.test(amount) ? OF_AFTER_UNIT.exec(description) : null;
  const rest = of ? description.slice(of[0].length) : '';
  return of && rest ? { amount: `${amount} ${of[0].trim()}`, description: rest } : { amount, description };
}

/** The amount a line writes in figures and the rest of it; undefined when it starts with none. */
function countedParts(line: string): AmountAndDescription | undefined {
  const parsed = parsedLine(line);
  if (!parsed || parsed.quantity === null || parsed.isGroupHeader) return undefined;
  let description = collapseSpaces(parsed.description);
  const unit = parsed.unitOfMeasure ?? '';
  if (SIZE_WORDS.has(unit.toLowerCase()) && description) description = `${unit} ${description}`;
  // A quantity with nothing after it, or a reworded description: the line stays whole rather than losing words.
  const before = amountBefore(line, description);
  if (!before) return undefined;
  const gap = line.slice(before.amount.length, line.length - before.description.length);
  const parts = withLeadingMeasure(before.amount, gap, before.description);
  const measured = withOuncesAfterPounds(withJoinedMeasure(line, parts.amount, parts.description));
  return withOfAfterUnit(withUnitPluralAfterBar(measured));
}

export function splitIngredientLine(text: string): IngredientParts {
  const line = collapseSpaces(text).replace(LEADING_MARK, '').replace(DASH_FOR_UNIT, '$1 ');
  if (line.length > MAX_PARSED_LINE_LENGTH) return { amount: NO_AMOUNT, ingredient: line, notes: '' };
  const chinese = chineseAmountParts(line);
  if (chinese) return chinese;
  const parts = countedParts(line) ?? wordedAmount(line, countedParts);
  return parts
    ? { amount: parts.amount, ...splitNotes(parts.description) }
    : { amount: NO_AMOUNT, ...splitNotes(line) };
}
