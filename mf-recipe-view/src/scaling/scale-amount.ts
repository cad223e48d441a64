// Rescales a free-text ingredient amount ("1 1/2 cups", "2–3 cloves", "1 (14 oz) can") and writes the result the
// way the original was written. numeric-quantity reads numbers (decimals, fractions, mixed and Unicode fractions);
// format-quantity writes fractions. What is left here is only where the number sits in the text and which style to
// write it back in.
import { formatQuantity } from 'format-quantity';
import { numericQuantity } from 'numeric-quantity';
import { AND_WORDS, leadingCountWord, RANGE_WORDS, VULGAR_FRACTIONS } from '@simple-recipes/shared-api/count-words';

export interface ScaledAmount {
  /** The amount to show: the original text when nothing was scaled. */
  text: string;
  /** True when a number in the amount was changed. */
  scaled: boolean;
}

type Style =
  | { kind: 'unicode'; separator: string }
  | { kind: 'fraction' }
  | { kind: 'decimal'; separator: '.' | ',' }
  | { kind: 'whole' };

interface ReadNumber {
  value: number;
  /** The characters the number took up, e.g. "1 1/2" of "1 1/2 cups". */
  length: number;
  /** A bare fraction such as "1/2" or "½" (no whole part). */
  fraction: boolean;
}

const VULGAR = VULGAR_FRACTIONS;
const NUMBER_START = new RegExp(`[0-9${VULGAR}]`);
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** "1,5" is one and a half (a decimal comma); "1,500" is fifteen hundred. */
const DECIMAL_COMMA = /^\d+,\d{1,2}(?!\d)/;
/** Between the two ends of a range: "2-3", "2–3", "2 — 3", "2 to 3", "2 or 3", "450 à 500", "2 bis 3". */
const RANGE_JOIN = new RegExp(`^(\\s*(?:[-–—]|(?:${RANGE_WORDS.join('|')})\\s)\\s*)(?=[0-9${VULGAR}])`, 'iu');
/** Between a whole number and its fraction: "1 and 1/2", "1 e 1/2" (one and a half). */
const AND_JOIN = new RegExp(`^(\\s+(?:${AND_WORDS.join('|')})\\s+)(?=\\d+/\\d+|[${VULGAR}])`, 'iu');
/** The fractions a cook measures with; a scaled fraction is rounded to the nearest of them. */
const KITCHEN_FRACTIONS = [0, 1 / 8, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];

/** Reads the number at the very start of `text`, or null when there is none. */
function readNumber(text: string): ReadNumber | null {
  const decimalSeparator = DECIMAL_COMMA.test(text) ? ',' : '.';
  const result = numericQuantity(text, { allowTrailingInvalid: true, verbose: true, round: false, decimalSeparator });
  const value = Number(result.value);
  if (!Number.isFinite(value) || value <= 0) return null;
  // numeric-quantity gives the trailing text trimmed; find where it starts to know where the number ends.
  const rest = result.trailingInvalid ?? '';
  if (rest.startsWith('%')) return null; // "2% milk" names a kind of milk, not a quantity
  const restStart = rest ? text.lastIndexOf(rest) : text.length;
  const fraction = result.whole === undefined && result.numerator !== undefined;
  return { value, length: text.slice(0, restStart).trimEnd().length, fraction };
}

/** Where the first number outside brackets starts ("1 (14 oz) can" → 0; "about 2 cups" → 6), or -1. */
function firstNumberIndex(text: string): number {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    else if (depth === 0 && NUMBER_START.test(char) && (index === 0 || !WORD_CHAR.test(text[index - 1]!))) return index;
  }
  return -1;
}

function styleOf(quantity: string): Style {
  const vulgar = quantity.search(new RegExp(`[${VULGAR}]`));
  if (vulgar >= 0) return { kind: 'unicode', separator: /\d\s+$/.test(quantity.slice(0, vulgar)) ? ' ' : '' };
  if (quantity.includes('/')) return { kind: 'fraction' };
  if (/^\d+$/.test(quantity.trim())) return { kind: 'whole' };
  return { kind: 'decimal', separator: DECIMAL_COMMA.test(quantity) ? ',' : '.' };
}

/** A whole number and the nearest kitchen fraction; never rounds a real amount down to nothing. */
function toKitchenFraction(value: number): number {
  const whole = Math.floor(value);
  const rest = value - whole;
  let nearest = 0;
  for (const fraction of KITCHEN_FRACTIONS) {
    if (Math.abs(fraction - rest) < Math.abs(nearest - rest)) nearest = fraction;
  }
  const rounded = whole + nearest;
  return rounded > 0 ? rounded : KITCHEN_FRACTIONS[1]!;
}

/** Parts of a whole a cook reads as a fraction ("½ tbsp", "1½ eggs") rather than a decimal ("0.5 tbsp"). */
const EVEN_PARTS = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
/** Past this, a count of halves reads as well in decimals ("12.5 g"): weights and volumes in small units. */
const FRACTION_BELOW = 10;

/** A whole number scaled to a small even part ("1 tbsp" halved): that part, else undefined. */
function evenPart(value: number): number | undefined {
  if (value >= FRACTION_BELOW) return undefined;
  const whole = Math.floor(value);
  const part = EVEN_PARTS.find((fraction) => Math.abs(value - whole - fraction) < 0.01);
  return part === undefined ? undefined : whole + part;
}

function write(value: number, style: Style): string {
  if (style.kind === 'whole') {
    const part = evenPart(value);
    if (part !== undefined) return formatQuantity(part, { vulgarFractions: true }) ?? String(value);
  }
  if (style.kind === 'decimal' || style.kind === 'whole') {
    const rounded = Math.max(Math.round(value * 100) / 100, 0.01);
    const text = String(rounded);
    return style.kind === 'decimal' && style.separator === ',' ? text.replace('.', ',') : text;
  }
  const options = style.kind === 'unicode' ? { vulgarFractions: true, separator: style.separator } : {};
  return formatQuantity(toKitchenFraction(value), options) ?? String(value);
}

/**
 * The amount for `factor` times the servings: its first number outside brackets (both ends of a range) multiplied,
 * the rest of the text kept. Amounts without a number, and a factor of 1 or one that is not a positive number, come
 * back unchanged, as do amounts counted in words ("One 15-ounce can", "a pinch"): their first figure is a size.
 */
export function scaleAmount(amount: string, factor: number): ScaledAmount {
  const unchanged = { text: amount, scaled: false };
  if (!Number.isFinite(factor) || factor <= 0 || factor === 1) return unchanged;
  if (leadingCountWord(amount.trim())) return unchanged;
  const start = firstNumberIndex(amount);
  if (start < 0) return unchanged;

  const tail = amount.slice(start);
  const low = readNumber(tail);
  if (!low) return unchanged;
  let end = low.length;
  let high: ReadNumber | null = null;
  const range = RANGE_JOIN.exec(tail.slice(end));
  const and = range ? null : AND_JOIN.exec(tail.slice(end));
  const join = range ?? and;
  if (join) {
    high = readNumber(tail.slice(end + join[1]!.length));
    if (high) end += join[1]!.length + high.length;
  }
  // "1-1/2" is the US way of writing one and a half, not a range from 1 down to 1/2; "1 and 1/2" is one and a half.
  const joinsParts = join?.[1] === '-' || and !== null;
  const mixed = high !== null && joinsParts && high.fraction && high.value < 1 && Number.isInteger(low.value);

  const style = styleOf(tail.slice(0, end));
  let scaled: string;
  if (mixed) scaled = write((low.value + high!.value) * factor, style);
  else if (high && join) scaled = `${write(low.value * factor, style)}${join[1]}${write(high.value * factor, style)}`;
  else scaled = write(low.value * factor, style);
  return { text: amount.slice(0, start) + scaled + tail.slice(end), scaled: true };
}
