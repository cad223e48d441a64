// Section names in the structured data that the page never shows ("First instruction", "Last instruction" written by
// a plugin's template) name no part a reader sees, when the page shows the steps themselves: the steps stay, in one
// unnamed group.
import type { CheerioAPI } from 'cheerio';
import type { FoundSection } from '../found-recipe';
import { letters } from '../text';
import { UNSHOWN_ELEMENTS } from '../markup/hidden-elements';

/** The letters and digits of the text a reader sees: the body without scripts, styles and templates. */
function shownLetters($: CheerioAPI): string {
  const body = $('body').clone();
  body.find(UNSHOWN_ELEMENTS).remove();
  return letters(body.text());
}

export function withoutUnshownNames($: CheerioAPI, sections: Array<FoundSection<string>>): Array<FoundSection<string>> {
  if (!sections.some((section) => section.name)) return sections;
  const shown = shownLetters($);
  // A page that does not show the steps either (drawn by a script) says nothing about their names.
  const firstStep = letters(sections.find((section) => section.items.length > 0)?.items[0] ?? '');
  if (!firstStep || !shown.includes(firstStep)) return sections;
  const merged: Array<FoundSection<string>> = [];
  for (const section of sections) {
    const name = section.name && shown.includes(letters(section.name)) ? section.name : '';
    const last = merged[merged.length - 1];
    if (!name && last && !last.name) last.items.push(...section.items);
    else merged.push({ name, items: [...section.items] });
  }
  return merged;
}
