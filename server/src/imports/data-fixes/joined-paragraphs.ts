// Instructions given as one text whose paragraphs were joined without a space when the page's markup was flattened
// ("…in dünne Scheiben schneiden.Öl in einer Pfanne erhitzen."): where a sentence ends and a capital follows with
// nothing between, a paragraph ended, and so did a step.
import type { FoundSection } from '../found-recipe';

/** A word of two or more lowercase letters, its sentence's end, then a capital: not "St.Louis", "e.g.The", "1.5". */
const JOINED_PARAGRAPHS = /(?<=\p{Ll}{2}[.!?])(?=\p{Lu})/u;

/** The one step of a recipe split where its paragraphs were joined; several steps are left as they are. */
export function splitJoinedParagraphs(sections: Array<FoundSection<string>>): Array<FoundSection<string>> {
  if (sections.flatMap((section) => section.items).length !== 1) return sections;
  return sections.map((section) => ({
    ...section,
    items: section.items.flatMap((item) =>
      item
        .split(JOINED_PARAGRAPHS)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  }));
}
