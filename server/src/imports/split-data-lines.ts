// Structured data that gives one line of the page as two ("Sea salt", "Freshly ground black pepper" where the page
// shows "Sea salt and freshly ground black pepper"): the page's line stands for the two, so the data's lines match
// the page's list one for one again.
import { holdOneAnother, letters } from './text';

/** Words a page joins two ingredients of one line with. */
const JOINS = ['', 'and', 'or', 'und', 'et', 'y', 'e', 'en', 'og', 'och'];

/** Whether the page's entry is the two data lines run together, with a joining word between them or none. */
function joinsTwo(item: string, first: string, second: string): boolean {
  const entry = letters(item);
  return JOINS.some((join) => entry === `${letters(first)}${join}${letters(second)}`);
}

/**
 * The data's lines with each pair the page shows as one entry replaced by that entry, when that makes them match the
 * page's entries one for one; undefined when the data holds no such pair or the lists differ otherwise.
 */
export function dataLinesJoinedAsShown(data: string[], items: string[]): string[] | undefined {
  if (data.length <= items.length) return undefined;
  const lines: string[] = [];
  let next = 0;
  for (const item of items) {
    const line = data[next];
    const following = data[next + 1];
    if (line === undefined) return undefined;
    if (following !== undefined && joinsTwo(item, line, following)) {
      lines.push(item);
      next += 2;
    } else if (holdOneAnother(item, line)) {
      lines.push(line);
      next += 1;
    } else return undefined;
  }
  return next === data.length ? lines : undefined;
}
