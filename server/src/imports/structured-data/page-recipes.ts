// Which of a page's JSON-LD recipes an import takes (the one the editor named, else the fullest), and the names of
// the others, so the editor can take one of them instead.
import { LIMITS } from '@simple-recipes/shared-api/types';
import { foldText } from '../../db/text-fold';
import { clipText } from '../text';
import { fullestRecipe, type JsonObject } from './json-ld';
import { schemaRecipeName } from './schema-recipe';

/** A round-up page may hold dozens: the editor is told of this many. */
export const OTHER_RECIPES_MAX = 20;

export interface RecipeChoice {
  /** The recipe to import, if the page's JSON-LD holds any. */
  node: JsonObject | undefined;
  /** The names of the page's other recipes, each once (case and accents aside), in the page's order. */
  otherRecipes: string[];
}

/** A name as the draft holds it. */
const shownName = (name: string) => clipText(name.trim(), LIMITS.nameMax);

/** Two names of one recipe compare alike: case, accents and spacing aside. */
export const nameKey = (name: string) => foldText(shownName(name)).replace(/\s+/g, ' ');

/** The choice, or undefined when a name is asked for that none of the recipes has. */
export function chooseRecipe(recipes: JsonObject[], wantedName?: string): RecipeChoice | undefined {
  const wanted = wantedName === undefined ? undefined : nameKey(wantedName);
  const candidates =
    wanted === undefined ? recipes : recipes.filter((recipe) => nameKey(schemaRecipeName(recipe)) === wanted);
  const node = fullestRecipe(candidates);
  if (wanted !== undefined && !node) return undefined;
  const seen = new Set<string>();
  if (node) seen.add(nameKey(schemaRecipeName(node)));
  const otherRecipes: string[] = [];
  for (const recipe of recipes) {
    const name = shownName(schemaRecipeName(recipe));
    const key = nameKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    otherRecipes.push(name);
    if (otherRecipes.length === OTHER_RECIPES_MAX) break;
  }
  return { node, otherRecipes };
}
