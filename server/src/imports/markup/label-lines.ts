// Lines that only label the recipe's facts ("PREP TIME: 20 Mins", "SERVINGS: 8", "Total 31 mins", "Cook Time",
// "Elkészítési idő: kb. 30 perc"): a block of times and servings that the markup reader took for the steps. Such a
// line is no step. Verbs with a time ("Bake 30 minutes") are steps and stay.
import type { FoundSection } from '../found-recipe';
import { DURATION_UNITS } from '../lines/duration-units';
import { minutesOfText } from './shown-times';

/** "Time" in the languages recipe pages are written in; the last four also end compounds ("Zubereitungszeit"). */
export const TIME_WORDS = ['time', 'temps', 'tiempo', 'tempo', 'czas', 'idő', 'zeit', 'tijd', 'tid', 'aika'];
const COMPOUND_TIME_WORDS = TIME_WORDS.slice(-4).join('|');

/** Words that name a time or the yield, never an action: "prep", "total", "… time" in several languages. */
const FACT_LABEL = new RegExp(
  String.raw`^(?:(?:prep(?:aration)?|total|active|inactive|hands[- ]on|ready in|resting|chilling|cook(?:ing)?|bak(?:e|ing)|rest|chill|passive)(?:\s+\p{L}+)?\s+time|prep(?:aration)?|total(?:\s+\p{L}+){0,2}|(?:temps|tiempo|tempo)\s+totale?|pr[ée]paration|preparazione|preparaci[óo]n|cuisson|cottura|cocci[óo]n|ready in|yield|yields|makes|serves|servings?|portions?|(?:\p{L}+\s+)?(?:${TIME_WORDS.join('|')})|\p{L}*(?:${COMPOUND_TIME_WORDS}))(?!\p{L})`,
  'iu',
);
const ENDS_WITH_TIME_WORD = new RegExp(`(?:${TIME_WORDS.join('|')})$`, 'iu');

const LINE_LENGTH_MAX = 50;

/** Whether the line is a label of a time or of the yield, alone or with its value, and nothing else. */
export function isFactLabel(line: string): boolean {
  const text = line.trim();
  if (!text || text.length > LINE_LENGTH_MAX) return false;
  const label = FACT_LABEL.exec(text);
  if (!label) return false;
  const value = text
    .slice(label[0].length)
    .replace(/^[\s:=|–—-]+/u, '')
    .replace(/^(?:ca\.|kb\.|approx\.?|about|circa|env\.|etwa)\s*/iu, '')
    .trim();
  // Alone, only a label that says "time" is one ("Cook Time"); "Prep" or "Serve" alone titles a step.
  if (value === '') return ENDS_WITH_TIME_WORD.test(label[0]);
  return /^\d+(?:\s*[-–]\s*\d+)?\s*[\p{L}.]*$/u.test(value) || minutesOfText(value) !== undefined;
}

/**
 * A line that is only a time's value ("35 m", "1 hour", "1 Std. 20 Min."), set beside a label the reader took for a
 * heading: each of its words a unit of time ("5 Minuten ruhen lassen." is a step).
 */
function isTimeValue(line: string): boolean {
  const words = line.toLowerCase().match(/\p{L}+/gu) ?? [];
  return minutesOfText(line) !== undefined && words.every(isDurationUnit);
}

function isDurationUnit(word: string): boolean {
  return word in DURATION_UNITS || (word.endsWith('s') && word.slice(0, -1) in DURATION_UNITS);
}

/** The sections without their label lines and bare times; a section left without steps goes. */
export function withoutFactLabels(sections: Array<FoundSection<string>>): Array<FoundSection<string>> {
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => !isFactLabel(item) && !isTimeValue(item)),
    }))
    .filter((section) => section.items.length > 0);
}
