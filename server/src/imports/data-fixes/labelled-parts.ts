// Steps the data gives as one text with the page's part headings written into it as labels ("Voorbereiden: Zet een
// kom ijswater klaar. … samenstelt. Bereiden: Maak de gomasio …"), where the page shows each label as a heading over
// the text that follows it: the text is split there, a group a heading, each group's paragraphs set apart.
import type { FoundSection } from '../found-recipe';
import type { ShownHeadings } from '../markup/shown-headings';
import { splitJoinedParagraphs } from './joined-paragraphs';

/** A label at the text's start or after a sentence's end: a capital, a few words without a sentence's end, a colon. */
const LABEL = /(?:^|(?<=[.!?]\s+))(\p{Lu}[^.!?:]{1,40}):\s+(?=\S)/gu;

/** The groups of one text of steps at the labels the page shows as headings (two or more); undefined otherwise. */
export function groupsAtShownLabels(
  sections: Array<FoundSection<string>>,
  headings: ShownHeadings,
): Array<FoundSection<string>> | undefined {
  const [text, ...more] = sections.flatMap((section) => section.items);
  if (!text || more.length > 0) return undefined;
  const labels = [...text.matchAll(LABEL)].filter((match) =>
    headings.heads(match[1] as string, text.slice(match.index + match[0].length)),
  );
  if (labels.length < 2) return undefined;
  const lead = text.slice(0, labels[0]?.index).trim();
  const groups = labels.map((match, index) => ({
    name: match[1] as string,
    items: [text.slice(match.index + match[0].length, labels[index + 1]?.index).trim()],
  }));
  return [...(lead ? [{ name: '', items: [lead] }] : []), ...groups].map(
    (group) => splitJoinedParagraphs([group])[0] as FoundSection<string>,
  );
}
