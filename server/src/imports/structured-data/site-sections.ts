// This site's exact sections as its pages (and its export) carry them beside the schema.org Recipe: ingredient
// groups, items already split into amount, ingredient and notes, and steps with their notes, which the standard
// properties cannot hold. Read only when every part has the right shape; otherwise the standard properties count.
import { SITE_STRUCTURE_PROPERTY, type SiteSections } from '@simple-recipes/shared-api/json-ld';
import { isObject, type JsonObject } from './json-ld';

const texts = (node: JsonObject, ...keys: string[]) => keys.every((key) => typeof node[key] === 'string');

function sections(value: unknown, itemsKey: string, itemKeys: string[]): JsonObject[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const fine = value.every((section) => {
    if (!isObject(section) || !texts(section, 'name')) return false;
    const items = section[itemsKey];
    return Array.isArray(items) && items.every((item) => isObject(item) && texts(item, ...itemKeys));
  });
  return fine ? (value as JsonObject[]) : undefined;
}

const pick = (node: JsonObject, keys: string[]) => Object.fromEntries(keys.map((key) => [key, node[key] as string]));

export function siteSectionsOf(recipe: JsonObject): SiteSections | undefined {
  const structure = recipe[SITE_STRUCTURE_PROPERTY];
  if (!isObject(structure)) return undefined;
  const ingredientKeys = ['amount', 'ingredient', 'notes'];
  const stepKeys = ['step', 'notes'];
  const ingredients = sections(structure.ingredients, 'ingredients', ingredientKeys);
  const steps = sections(structure.steps, 'steps', stepKeys);
  if (!ingredients || !steps) return undefined;
  return {
    ingredients: ingredients.map((section) => ({
      name: section.name as string,
      ingredients: (section.ingredients as JsonObject[]).map(
        (item) => pick(item, ingredientKeys) as SiteSections['ingredients'][number]['ingredients'][number],
      ),
    })),
    steps: steps.map((section) => ({
      name: section.name as string,
      steps: (section.steps as JsonObject[]).map(
        (item) => pick(item, stepKeys) as SiteSections['steps'][number]['steps'][number],
      ),
    })),
  };
}
