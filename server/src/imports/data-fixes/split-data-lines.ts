// Structured data that gives one line of the page as two ("Sea salt", "Freshly ground black pepper" where the page
// shows "Sea salt and freshly ground black pepper"): the page's line stands for the two, so the data's lines match
// the page's list one for one again.
import { holdOneAnother, letters } from '../text';

/** Words a page joins two ingredients of one line with. */
const JOINS = ['', 'and', 'or', 'und', 'et', 'y', 'e', 'en', 'og', 'och'];

/** Whether the page's entry is the two data lines run together, with a joining word between them or none. */
function joinsTwo(item: string, first: string, second: string): boolean {
  const entry = letters(item);
  return JOINS.some((join) => entry === `${letters(first)}${join}${letters(second)}`);
}

/** The most data lines one page entry is taken to stand for. */
const RUN_MAX = 6;

/**
 * How many data lines from `start`, two or more, are the page's entry cut at its commas ("40 g Butter", "in
 * Stücken", "zzgl. etwas mehr" for "40 g Butter, in Stücken, zzgl. etwas mehr"; "1", "5 TL Senf" for "1,5 TL
 * Senf"); 0 when none are.
 */
function cutRun(item: string, data: string[], start: number): number {
  const entry = letters(item);
  for (let length = Math.min(RUN_MAX, data.length - start); length >= 2; length -= 1) {
    if (letters(data.slice(start, start + length).join('')) === entry) return length;
  }
  return 0;
}

/**
 * The data's lines with each pair the page shows as one entry, and each run of lines that is one entry cut at its
 * commas, replaced by that entry, when that makes them match the page's entries one for one; undefined when the data
 * holds no such lines or the lists differ otherwise.
 */
export function dataLinesJoinedAsShown(data: string[], items: string[]): string[] | undefined {
  if (data.length <= items.length) return undefined;
  const lines: string[] = [];
  let next = 0;
  for (const item of items) {
    const line = data[next];
    const following = data[next + 1];
    if (line === undefined) return undefined;
    const run = cutRun(item, data, next);
    if (run > 0) {
      lines.push(item);
      next += run;
    } else if (following !== undefined && joinsTwo(item, line, following)) {
      lines.push(item);
      next += 2;
    } else if (holdOneAnother(item, line)) {
      lines.push(line);
      next += 1;
    } else return undefined;
  }
  return next === data.length ? lines : undefined;
}
