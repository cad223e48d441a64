// A page with no heading or class that names its steps ("Let's get started!" over an <ol>) still lays them out as
// recipes do: the numbered list that comes after the ingredient list. Read only when nothing else names the steps.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FoundSection } from './found-recipe';
import { listItems } from './plain-markup';
import { plainText } from './text';

/** The first numbered list after the entry that shows `lastIngredient`, outside that list, with two steps or more. */
export function stepListAfterIngredients($: CheerioAPI, lastIngredient: string): Array<FoundSection<string>> {
  const all = $('body *').toArray();
  const ingredientAt = all.findIndex(
    (node) => (node as Element).tagName === 'li' && plainText($(node).html() ?? '') === lastIngredient,
  );
  if (ingredientAt < 0) return [];
  for (const node of all.slice(ingredientAt + 1)) {
    if ((node as Element).tagName !== 'ol') continue;
    const items = listItems($, $(node as Element));
    if (items.length >= 2) return [{ name: '', items }];
  }
  return [];
}
