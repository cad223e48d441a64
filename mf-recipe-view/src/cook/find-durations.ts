// Finds the durations a step's text names ("simmer for 10 minutes", "bake 1 hour 15 min", "2–3 minutes"), so cook
// mode can offer a timer for each. Numbers are read by numeric-quantity (decimals, fractions, "1½"); the words
// around them are the only rules kept here.
import { numericQuantity } from 'numeric-quantity';
import { ENGLISH_NUMBER_WORDS } from '@simple-recipes/shared-api/count-words';

export interface FoundDuration {
  /** The words as written in the step, e.g. "1 hour 15 min". */
  text: string;
  /** Where they start in the step's text. */
  index: number;
  /** How long, in seconds; for a range ("2–3 minutes") the longer end. */
  seconds: number;
}

const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, ...ENGLISH_NUMBER_WORDS };

const NUMBER = `(?:\\d+(?:[.,]\\d+)?(?:\\s+\\d+/\\d+)?|\\d+/\\d+|\\d*[¼½¾⅓⅔]|${Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
// Written-out units may follow a space; the one-letter ones only stick to the number ("15m", "1h"), so "2 m" of a
// tape measure is never read as minutes.
const UNIT = `(?:\\s*(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)|[hms])`;
const RANGE_JOIN = `\\s*(?:-|–|—|to|or)\\s*`;
const PART = `(?<low>${NUMBER})(?:${RANGE_JOIN}(?<high>${NUMBER}))?(?<unit>${UNIT})(?![\\p{L}\\p{N}])`;
const HALF_AN_HOUR = `(?<half>half an hour)`;
const PART_PATTERN = new RegExp(`(?<![\\p{L}\\p{N}])(?:${HALF_AN_HOUR}|${PART})`, 'giu');
/** What may stand between the parts of one duration: "1 hour 15 min", "1 hour and 15 minutes", "1 h, 15 m". */
const JOINER = /^\s*(?:,\s*|and\s+)?$/i;

const SECONDS_PER_UNIT: Record<string, number> = { h: 3600, m: 60, s: 1 };

function readNumber(text: string): number {
  const word = WORD_NUMBERS[text.toLowerCase()];
  if (word !== undefined) return word;
  return numericQuantity(text, { decimalSeparator: /^\d+,\d+$/.test(text) ? ',' : '.', round: false });
}

interface Part {
  index: number;
  end: number;
  seconds: number;
  unitSeconds: number;
}

function readPart(match: RegExpExecArray): Part | null {
  const groups = match.groups ?? {};
  const end = match.index + match[0].length;
  if (groups.half) return { index: match.index, end, seconds: 1800, unitSeconds: 3600 };
  const unit = groups.unit!.trim().toLowerCase();
  // "1h", "15m": yes; "as", "ones", "tens" are words, not durations.
  if (unit.length === 1 && !/\d$/.test(groups.high ?? groups.low!)) return null;
  const unitSeconds = SECONDS_PER_UNIT[unit[0]!]!;
  const low = readNumber(groups.low!);
  const high = groups.high ? readNumber(groups.high) : low;
  const longer = Math.max(low, high);
  if (!Number.isFinite(longer) || longer <= 0) return null;
  return { index: match.index, end, seconds: Math.round(longer * unitSeconds), unitSeconds };
}

/** Every duration in `text`, in order; "1 hour 15 min" is one duration of 4,500 seconds. */
export function findDurations(text: string): FoundDuration[] {
  const parts: Part[] = [];
  for (const match of text.matchAll(PART_PATTERN)) {
    const part = readPart(match);
    if (!part) continue;
    const previous = parts[parts.length - 1];
    if (previous && part.unitSeconds < previous.unitSeconds && JOINER.test(text.slice(previous.end, part.index))) {
      parts[parts.length - 1] = { ...part, index: previous.index, seconds: previous.seconds + part.seconds };
    } else {
      parts.push(part);
    }
  }
  return parts.map((part) => ({ text: text.slice(part.index, part.end), index: part.index, seconds: part.seconds }));
}
