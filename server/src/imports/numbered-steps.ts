// One step that is really several, numbered in its text: "1. Mix the flour. 2. Add the water. 3. Bake." → three
// steps. Only a run that starts at 1 at the very beginning and counts up by one, each number after a sentence's
// end, is taken as numbering ("Bake for 2. Then…" or "Step 2" inside a text are not), or one that goes on with the
// count the step before it ended with ("5. Shape. 6. Bake." after "1. … 4. …"). Likewise a step that is a list
// written with a mark before each part ("– Dice the onion – Brown the meat – Add the stock"), three parts or more.
import type { FoundSection } from './found-recipe';
import { LIST_MARKS } from './text';

/** Scripts written without spaces between words: a number may follow the last character directly. */
const UNSPACED = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}';

/** The steps numbered in one text, in order; the text alone when it holds no such run. */
export function numberedStepsOf(line: string): string[] {
  return runFromOne(line)?.steps ?? [line];
}

/** A run from 1 is one only with two numbers or more ("1. Grade the flour." alone is a step's text). */
function runFromOne(line: string): CountedRun | undefined {
  const run = countedRun(line, 1);
  return run && run.next > 2 ? run : undefined;
}

/** The steps of a text numbered from some number on, without their numbers, and the number a next step would have. */
interface CountedRun {
  steps: string[];
  next: number;
}

/** The text's run numbered from `start` on; undefined when it does not start with `start`. */
function countedRun(line: string, start: number): CountedRun | undefined {
  // "1. Mix", and in scripts without spaces "1.番茄切丁" (but never "1.5 cups").
  const first = new RegExp(`^${start}[.)](?:\\s+|(?=[${UNSPACED}]))`, 'u');
  if (!first.test(line)) return undefined;
  const parts: string[] = [];
  let rest = line.replace(first, '');
  let next = start + 1;
  for (; ; next += 1) {
    // After a sentence's end, with a space ("…vel 1. 2. Añade") or without one after a word ("…with butter.2. To
    // make"; not "0.5) "), or after a character of a script without spaces ("备用 2.土豆").
    const marker = new RegExp(
      `([.!?。！？](?:\\s+|(?<!\\d[.!?。！？]))|(?<=[${UNSPACED}])\\s*)${next}[.)](?:\\s+|(?=[${UNSPACED}]))`,
      'u',
    ).exec(rest);
    if (!marker) break;
    parts.push(rest.slice(0, marker.index + (marker[1]?.trim().length ?? 0)).trim());
    rest = rest.slice(marker.index + marker[0].length);
  }
  parts.push(withoutEmptyNumbers(rest, next));
  return { steps: parts.filter(Boolean), next };
}

/** Numbers the page left empty after the last step ("装饰几颗蓝莓🫐 11. 12."), going on with the count: no text. */
function withoutEmptyNumbers(lastStep: string, next: number): string {
  const trailing = /(?:\s+\d+[.)])+\s*$/u.exec(lastStep);
  const numbers = trailing?.[0].match(/\d+/gu)?.map(Number) ?? [];
  const counting = numbers.length > 0 && numbers.every((number, index) => number === next + index);
  return (counting && trailing ? lastStep.slice(0, trailing.index) : lastStep).trim();
}

/** Lines joined as one text: a space between them, but none between two characters of a script without spaces. */
export function joinedLines(lines: string[]): string {
  const unspaced = new RegExp(`[${UNSPACED}]`, 'u');
  return lines.reduce((text, line) =>
    unspaced.test(text.slice(-1)) && unspaced.test(line.charAt(0)) ? text + line : `${text} ${line}`,
  );
}

/** The word before a step's number, in the languages recipe pages are written in. */
export const STEP_WORD = 'step|schritt|étape|etape|paso|passo|stap|krok|lépés|steg|trin|adım|vaihe';

/**
 * A step's number alone, set on a line or in an element of its own beside the step ("Step 1", "Passo 2", "3.",
 * "Step 1/4"); the number is the first group.
 */
export const STEP_NUMBER_ALONE = new RegExp(
  String.raw`^(?:(?:${STEP_WORD})\s*)?(\d{1,2})(?:\s*/\s*\d{1,2})?\s*[.:)]?$`,
  'iu',
);

/**
 * "STEP 1 | Preheat the oven", "Step 2: Mix", "Schritt 3 – Backen": a label that only numbers a step's text, set
 * apart from it by a mark, is no part of it (the step's place in the list says the same). A step's title
 * ("Étape 1 : Cuisson des carottes") is a heading the page shows and keeps its label.
 */
const STEP_LABEL = new RegExp(`^(?:${STEP_WORD})\\s*\\d+\\s*[|:.)\\]–—-]\\s*(?=\\S)`, 'iu');

/** A title that only numbers its step ("Step 1", "Schritt 2", "3."): the step's place in the list says the same. */
export const STEP_NUMBER_TITLE = /^(\p{L}+\s*)?\d+\s*[.:)]?$/u;

/** A name that ends in the step's number after the step word ("gazpacho_r step 1", "Rhubarb tart step 2"). */
export const STEP_NUMBER_ENDING = new RegExp(`(?:^|[\\s_])(?:${STEP_WORD})\\s*\\d+$`, 'iu');

export function withoutStepLabel(line: string): string {
  return line.replace(STEP_LABEL, '');
}

/** A step written as a list in one text, each part after the same mark: "– Dice the onion – Brown the meat – …". */
const LIST_MARK = new RegExp(`^(${LIST_MARKS})\\s+`, 'u');

function splitListMarks(line: string): string[] {
  const mark = LIST_MARK.exec(line)?.[1];
  if (!mark) return [line];
  const parts = line
    .slice(mark.length)
    .split(` ${mark} `)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 2 ? parts : [line];
}

/** Steps written each after the same list mark ("– Dice the onion", "– Brown the meat"): the mark is no part of them. */
function withoutSharedMark(steps: string[]): string[] {
  const mark = LIST_MARK.exec(steps[0] ?? '')?.[1];
  if (!mark || steps.length < 2 || !steps.every((step) => LIST_MARK.exec(step)?.[1] === mark)) return steps;
  return steps.map((step) => step.replace(LIST_MARK, ''));
}

/**
 * Steps given each after a line that only numbers it ("Etape 1", the step, "Etape 2", the step): the numbers are
 * no steps. One such line alone may be a step's text ("3."), and stays.
 */
function withoutNumberLines(sections: Array<FoundSection<string>>): Array<FoundSection<string>> {
  const numberLine = (item: string) => STEP_NUMBER_ALONE.test(item.trim());
  if (sections.flatMap((section) => section.items).filter(numberLine).length < 2) return sections;
  return sections
    .map((section) => ({ ...section, items: section.items.filter((item) => !numberLine(item)) }))
    .filter((section) => section.items.length > 0);
}

/**
 * Each step's numbered run split into its steps. A step that goes on with the count of the run before it ("1. … 4. …"
 * in one paragraph, "5. …" in the next, "6. … 7. …" in the one after) loses its numbers and is split too.
 */
export function splitNumberedSteps(sections: Array<FoundSection<string>>): Array<FoundSection<string>> {
  let next = 1;
  const split = (item: string): string[] => {
    const counted = (next > 1 ? countedRun(item, next) : undefined) ?? runFromOne(item);
    next = counted?.next ?? 1;
    return counted?.steps ?? [item];
  };
  return withoutNumberLines(sections).map((section) => ({
    ...section,
    items: withoutSharedMark(section.items.flatMap(split).flatMap(splitListMarks)),
  }));
}
