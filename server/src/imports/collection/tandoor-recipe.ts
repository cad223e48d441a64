// Tandoor's export ("Default" format): a zip holding a zip a recipe, each with its `recipe.json` and `image.*`.
// A recipe's steps each carry their ingredients as amount, unit, food and note, group headings among them
// (`is_header`); it is read as a schema.org Recipe node, so it comes in the way any JSON-LD recipe file does. The
// picture is not kept: it is read from its recipe's zip again where it is checked and where it is written.
import { isObject, type JsonObject } from '../structured-data/json-ld';
import { ingredientLineOf, partName, partText } from './ingredient-parts';
import { badFile, kindOf, ZipArchive } from './zip-archive';

/** The mark that names a recipe's picture as the zip it is in: `Soup.zip#image`. */
const IMAGE_MARK = '#image';

/** The zip a picture reference (`Soup.zip#image`) is in, or undefined for any other picture. */
export function tandoorImageFile(picture: string): string | undefined {
  return picture.endsWith(IMAGE_MARK) ? picture.slice(0, -IMAGE_MARK.length) : undefined;
}

/** Whether a parsed JSON is a Tandoor recipe: a name and steps that hold instructions and ingredients. */
export function isTandoorRecipe(value: unknown): value is JsonObject {
  return (
    isObject(value) &&
    typeof value.name === 'string' &&
    Array.isArray(value.steps) &&
    value.steps.every((step) => isObject(step) && Array.isArray(step.ingredients) && 'instruction' in step)
  );
}

/** An ingredient as its line; a group heading as a line ending in a colon, which names the lines after it. */
function ingredientLine(ingredient: JsonObject): string {
  const note = partText(ingredient.note);
  if (ingredient.is_header === true) return note ? `${note.replace(/:$/, '')}:` : '';
  const amount = ingredient.no_amount === true ? undefined : ingredient.amount;
  return ingredientLineOf({ amount, unit: ingredient.unit, food: ingredient.food, note });
}

/** A step's instruction (Markdown) as its paragraphs, each a step of the site's. */
function paragraphs(instruction: unknown): string[] {
  return partText(instruction)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The recipe as schema.org names its parts: every step's ingredients in order as the ingredient lines, the steps
 * with their names, servings, working and waiting time as preparation and cooking time, keywords (matched to the
 * site's tags), the source address, and its picture as `image` when its zip has one.
 */
export function tandoorNode(recipe: JsonObject, file: string, hasImage: boolean): JsonObject {
  const steps = (recipe.steps as unknown[]).filter(isObject);
  const ingredients = steps.flatMap((step) =>
    (step.ingredients as unknown[]).filter(isObject).map(ingredientLine).filter(Boolean),
  );
  // A step's name heads that step alone: each step is a section of its own paragraphs, named or not.
  const instructions = steps.flatMap((step) => {
    const parts = paragraphs(step.instruction);
    if (parts.length === 0) return [];
    const itemListElement = parts.map((part) => ({ '@type': 'HowToStep', text: part }));
    return [{ '@type': 'HowToSection', name: partText(step.name), itemListElement }];
  });
  const minutes = (value: unknown) => (Number(value) > 0 ? `PT${Math.round(Number(value))}M` : '');
  const keywords = Array.isArray(recipe.keywords) ? recipe.keywords.map((keyword) => partName(keyword, false)) : [];
  const node: JsonObject = {
    '@type': 'Recipe',
    name: partText(recipe.name),
    recipeIngredient: ingredients,
    recipeInstructions: instructions,
    recipeYield: partText(recipe.servings),
    prepTime: minutes(recipe.working_time),
    cookTime: minutes(recipe.waiting_time),
    url: partText(recipe.source_url),
    keywords: keywords.filter(Boolean).join(', '),
  };
  // Named as seen from the zip's folder, as a JSON-LD file names its picture.
  if (hasImage) node.image = `${file.split('/').pop() ?? file}${IMAGE_MARK}`;
  return node;
}

async function openRecipeZip(bytes: Buffer, file: string): Promise<ZipArchive> {
  const zip = await ZipArchive.fromBuffer(bytes, file);
  if (!zip.entries.has('recipe.json')) {
    zip.close();
    throw badFile(`${file} holds no recipe.json (it is not a Tandoor recipe).`);
  }
  return zip;
}

const imageEntry = (zip: ZipArchive) =>
  [...zip.entries.keys()].find((name) => /^image\.[^/]+$/i.test(name) && kindOf(name) === 'picture');

/** One recipe's zip, read as a schema.org Recipe node; a sentence naming the file where it is not one. */
export async function tandoorRecipe(bytes: Buffer, file: string): Promise<JsonObject> {
  const zip = await openRecipeZip(bytes, file);
  try {
    let parsed: unknown;
    try {
      parsed = JSON.parse((await zip.read('recipe.json')).toString('utf8').replace(/^\uFEFF/, ''));
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      throw badFile(`${file}: recipe.json is not valid JSON.`);
    }
    if (!isTandoorRecipe(parsed)) throw badFile(`${file}: recipe.json is not a Tandoor recipe.`);
    return tandoorNode(parsed, file, imageEntry(zip) !== undefined);
  } finally {
    zip.close();
  }
}

/** The picture a recipe's zip holds. */
export async function tandoorImage(bytes: Buffer, file: string): Promise<Buffer> {
  const zip = await openRecipeZip(bytes, file);
  try {
    const entry = imageEntry(zip);
    if (!entry) throw badFile(`${file} holds no picture.`);
    return await zip.read(entry);
  } finally {
    zip.close();
  }
}
