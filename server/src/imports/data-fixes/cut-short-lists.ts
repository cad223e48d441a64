// Structured data that stops early: some pages' JSON-LD holds only the first ingredients or steps (a length limit of
// the plugin that writes it), while the page itself shows the whole list. When the data's lines are, in order, the
// first entries of one list the page shows and that list goes on, the page's list is the recipe's.
import type { FoundSection } from '../found-recipe';
import { letters } from '../text';

/** "2Das Messer einsetzen" → "Das Messer einsetzen" when 2 is the entry's place: the list's numbering, shown in text. */
function withoutPosition(text: string, position: number): string {
  const match = /^\s*(\d+)\s*[.):]?\s*(?=\D)/u.exec(text);
  return match && Number(match[1]) === position ? text.slice(match[0].length) : text;
}

/**
 * The page's sections when the data's lines are the start of them and the page shows more, in the same section
 * as the data's last line or in named sections after it; undefined otherwise. A number the page writes before each
 * step is dropped when the data's steps have none.
 */
export function pageListOfCutShortData(
  data: string[],
  shown: Array<FoundSection<string>>,
): Array<FoundSection<string>> | undefined {
  const items = shown.flatMap((section) => section.items);
  // A cut leaves out a good part of the list; an entry or two more at the end of a full list are more often the
  // page's own additions (an app promotion, a serving note) than steps the data lost.
  if (data.length === 0 || items.length < data.length + 2 || items.length < data.length * 1.5) return undefined;
  const numbered = items.every((item, index) => withoutPosition(item, index + 1) !== item);
  const plain = (item: string, index: number) => (numbered ? withoutPosition(item, index + 1) : item);
  const agree = data.every((line, index) => {
    const a = letters(line);
    return a.length > 0 && a === letters(plain(items[index] as string, index));
  });
  if (!agree) return undefined;
  // The data's last line and the page's next one sit in the same list: the data stopped inside it. Or the data
  // holds the first groups whole and the page goes on with a group of its own name ("For the custard filling"):
  // the data kept only what its plugin took for the list.
  let start = 0;
  const lastIndex = shown.findIndex((section) => {
    start += section.items.length;
    return start >= data.length;
  });
  if (lastIndex < 0 || (start === data.length && !shown[lastIndex + 1]?.name)) return undefined;
  let next = 0;
  return shown.map((section) => ({
    name: section.name,
    items: section.items.map((item) => {
      next += 1;
      return plain(item, next - 1);
    }),
  }));
}
