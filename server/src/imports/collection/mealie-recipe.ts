// Mealie's recipe files: its data export (Data Management → Recipe Data → Export: a zip of
// `recipes/<slug>/<slug>.json` with `recipes/<slug>/images/original.webp`) and a recipe downloaded as a zip
// (`<slug>.json` beside `original.webp`). The JSON is Mealie's own model, with snake_case keys (camelCase where it
// went through Mealie's API): ingredients as quantity, unit, food and note (or, not parsed by Mealie, the whole line
// as the note), a `title` on an ingredient or a step starting a section, and the recipe's notes. It is read as a
// schema.org Recipe node, so it comes in the way any JSON-LD recipe file does.
import { isObject, type JsonObject } from '../structured-data/json-ld';
import { ingredientLineOf, partName, partText } from './ingredient-parts';

/** A field under its snake_case key or the camelCase one Mealie's API writes. */
function field(object: JsonObject, snake: string): unknown {
  const camel = snake.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return object[snake] ?? object[camel];
}

const list = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** Whether a parsed JSON is a Mealie recipe: a name, a slug, and its ingredients or steps as Mealie keeps them. */
export function isMealieRecipe(value: unknown): value is JsonObject {
  if (!isObject(value) || typeof value.name !== 'string' || typeof value.slug !== 'string' || '@type' in value)
    return false;
  const ingredients = field(value, 'recipe_ingredient');
  const steps = field(value, 'recipe_instructions');
  return (Array.isArray(ingredients) && ingredients.every(isObject)) || (Array.isArray(steps) && steps.every(isObject));
}

function ingredientLines(recipe: JsonObject): string[] {
  return list(field(recipe, 'recipe_ingredient')).flatMap((ingredient) => {
    const title = partText(ingredient.title);
    const heading = title ? [`${title.replace(/:$/, '')}:`] : [];
    const note = partText(ingredient.note);
    // An ingredient Mealie has not parsed keeps its whole line as the note, its amount switched off.
    const line =
      field(ingredient, 'disable_amount') === true
        ? note || partText(field(ingredient, 'original_text')) || partText(ingredient.display)
        : ingredientLineOf({ amount: ingredient.quantity, unit: ingredient.unit, food: ingredient.food, note });
    return [...heading, ...(line ? [line] : [])];
  });
}

/**
 * The steps as sections: a step with a title starts one, the steps after it without one belong to it. A step's
 * summary is its own heading, as a HowToStep's name is.
 */
function stepSections(recipe: JsonObject): JsonObject[] {
  const sections: Array<{ name: string; steps: JsonObject[] }> = [];
  for (const step of list(field(recipe, 'recipe_instructions'))) {
    const text = partText(step.text);
    const title = partText(step.title);
    if (title || sections.length === 0) sections.push({ name: title, steps: [] });
    if (text) sections[sections.length - 1]?.steps.push({ '@type': 'HowToStep', name: partText(step.summary), text });
  }
  return sections
    .filter((section) => section.steps.length > 0)
    .map((section) => ({ '@type': 'HowToSection', name: section.name, itemListElement: section.steps }));
}

export interface MealieRecipe {
  node: JsonObject;
  /** The recipe's own notes ("Tips: …"), which schema.org has no place for. */
  notes: string;
}

/** Where Mealie puts a recipe's picture, seen from its JSON file: its export's folder, or beside it in a download. */
export const MEALIE_PICTURES = ['images/original.webp', 'original.webp'];

/**
 * The recipe as schema.org names its parts: servings (Mealie's count, else its yield text), preparation and cooking
 * time (Mealie's "perform" time is its cooking time), categories and tags (matched to the site's tags), the source
 * address, and its picture as `image` where `picture` names one the file holds.
 */
export function mealieRecipe(recipe: JsonObject, picture: string | undefined): MealieRecipe {
  const servings = Number(field(recipe, 'recipe_servings'));
  const names = (key: string) => list(field(recipe, key)).map((entry) => partName(entry, false));
  const node: JsonObject = {
    '@type': 'Recipe',
    name: partText(recipe.name),
    recipeIngredient: ingredientLines(recipe),
    recipeInstructions: stepSections(recipe),
    recipeYield: servings > 0 ? String(servings) : partText(field(recipe, 'recipe_yield')),
    prepTime: partText(field(recipe, 'prep_time')),
    cookTime: partText(field(recipe, 'perform_time')) || partText(field(recipe, 'cook_time')),
    totalTime: partText(field(recipe, 'total_time')),
    url: partText(recipe.org_url ?? recipe.orgURL),
    recipeCategory: names('recipe_category'),
    keywords: names('tags').filter(Boolean).join(', '),
  };
  if (picture) node.image = picture;
  const notes = list(recipe.notes)
    .map((note) => [partText(note.title), partText(note.text)].filter(Boolean).join(': '))
    .filter(Boolean);
  return { node, notes: notes.join('\n\n') };
}
