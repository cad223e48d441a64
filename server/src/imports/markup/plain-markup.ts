// Pages without a schema.org recipe (or with one that leaves out ingredients or steps) still show them as lists
// under a heading or inside a block named for them: "Ingredients" / "Zutaten" / "Ingrédients" … followed by a
// list, or an element whose class or id says ingredient / instruction / method. Read here in page order, with
// the headings between lists as group names.
import type { CheerioAPI } from 'cheerio';
import type { FoundSection } from '../found-recipe';
import {
  INGREDIENT_CLASS,
  INGREDIENT_WORDS,
  NOTES_GROUP,
  RECIPE_HEADING,
  STEP_CLASS,
  STEP_HEADING,
  STEP_WORDS,
} from './part-words';
import { byClass } from './sections-by-class';
import { byHeading } from './sections-by-heading';

export function plainMarkupIngredients($: CheerioAPI): Array<FoundSection<string>> {
  const found = byClass($, INGREDIENT_CLASS, STEP_CLASS, 'none', STEP_WORDS);
  if (found.length > 0) return found;
  const named = byHeading($, INGREDIENT_WORDS, STEP_WORDS, 'lines');
  // Under "Recipe: …" alone, the list is the ingredients (the steps follow it as paragraphs).
  return named.length > 0 ? named : byHeading($, RECIPE_HEADING, STEP_WORDS, 'none');
}

export function plainMarkupSteps($: CheerioAPI): Array<FoundSection<string>> {
  const found = byClass($, STEP_CLASS, INGREDIENT_CLASS, 'steps');
  const named = found.length > 0 ? found : byHeading($, STEP_HEADING, INGREDIENT_WORDS, 'steps');
  const steps = named.length > 0 ? named : byHeading($, RECIPE_HEADING, INGREDIENT_WORDS, 'steps');
  return steps.filter((section) => !NOTES_GROUP.test(section.name.trim()));
}
