// Instructions whose paragraphs were joined without a space when the page's markup was flattened
// ("…in dünne Scheiben schneiden.Öl in einer Pfanne erhitzen."): where a sentence ends and a capital follows with
// nothing between, a paragraph ended. In the one text of a recipe given so, so did a step; within a step of several,
// the sentences only get their space back ("Pour into the pan.Bake at 170°C" → "…pan. Bake…"), as which lines of a
// step the page sets apart is no sign of where its steps end.
import type { FoundSection } from '../found-recipe';

/** A word of two or more lowercase letters, its sentence's end, then a capital: not "St.Louis", "e.g.The", "1.5". */
const JOINED_PARAGRAPHS = /(?<=\p{Ll}{2}[.!?])(?=\p{Lu})/gu;

/** The one step of a recipe split where its paragraphs were joined; the sentences of several steps spaced apart. */
export function splitJoinedParagraphs(sections: Array<FoundSection<string>>): Array<FoundSection<string>> {
  const oneStep = sections.flatMap((section) => section.items).length === 1;
  return sections.map((section) => ({
    ...section,
    items: oneStep
      ? section.items.flatMap((item) =>
          item
            .split(JOINED_PARAGRAPHS)
            .map((part) => part.trim())
            .filter(Boolean),
        )
      : section.items.map((item) => item.replace(JOINED_PARAGRAPHS, ' ')),
  }));
}
