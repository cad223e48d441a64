// Steps the data numbers in their own text ("1. Mix.", "2) Bake.", "Step 3: Serve."): the step's place in the list
// says the same, so the numbers go. Only a count that starts at 1 and goes up by one, step after step, is taken for
// numbering (a section may start again at 1; closing lines without a number may follow it), and labels only when every
// step has one: one number alone ("1. grade flour"), a gap, or a labelled title among unlabelled steps ("Étape 2 :
// Préparation de la salade") stays.
import type { FoundSection } from '../found-recipe';
import { withoutStepLabel } from '../numbered-steps';

const NUMBER = /^(\d{1,3})\s*[.):]\s+(?=\S)/;

/**
 * Whether the steps count 1, 2, 3… A closing line or two without a number after the counted steps ("Voilà! Enjoy.")
 * leave the count a count.
 */
function counted(sections: Array<FoundSection<string>>): boolean {
  let next = 1;
  let numbered = 0;
  let ended = false;
  for (const section of sections) {
    for (const [index, item] of section.items.entries()) {
      const match = NUMBER.exec(item);
      if (!match) {
        ended = true;
        continue;
      }
      const number = Number(match[1]);
      if (ended || (number !== next && !(number === 1 && index === 0))) return false;
      next = number + 1;
      numbered += 1;
    }
  }
  return numbered >= 2 && numbered * 2 > sections.reduce((count, section) => count + section.items.length, 0);
}

export function withoutStepNumbers(sections: Array<FoundSection<string>>): Array<FoundSection<string>> {
  const items = sections.flatMap((section) => section.items);
  if (items.length < 2) return sections;
  const unnumber = counted(sections)
    ? (item: string) => item.replace(NUMBER, '')
    : items.every((item) => withoutStepLabel(item) !== item)
      ? withoutStepLabel
      : undefined;
  return unnumber ? sections.map((section) => ({ ...section, items: section.items.map(unnumber) })) : sections;
}
