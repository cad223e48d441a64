// Paprika's export: a `.paprikarecipes` zip of `.paprikarecipe` entries (or one such file alone), each a recipe as
// gzip-compressed JSON with its photo inside, base64-encoded. Each is read as a schema.org Recipe node, so it comes in
// the way any JSON-LD recipe file does. The photo is not kept: it is read from its recipe again where it is checked
// and where it is written, so memory holds one photo at a time however many recipes the file has.
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import { isObject, type JsonObject } from '../structured-data/json-ld';
import { badFile } from './zip-archive';

const gunzipLimited = promisify(gunzip);

/** A recipe's JSON may hold a photo of up to 10 MiB as base64 (4/3 of it) beside its text. */
const PAPRIKA_JSON_BYTES = 16 * 1024 * 1024;

/** The mark that names a recipe's photo as the file it is in: `Soup.paprikarecipe#photo`. */
const PHOTO_MARK = '#photo';

/** The file a photo reference (`Soup.paprikarecipe#photo`) is in, or undefined for any other picture. */
export function paprikaPhotoFile(picture: string): string | undefined {
  return picture.endsWith(PHOTO_MARK) ? picture.slice(0, -PHOTO_MARK.length) : undefined;
}

/** One recipe's JSON, unpacked and parsed; a sentence naming the file where it is not one. */
async function paprikaJson(bytes: Buffer, file: string): Promise<JsonObject> {
  let text: string;
  try {
    text = (await gunzipLimited(bytes, { maxOutputLength: PAPRIKA_JSON_BYTES })).toString('utf8');
  } catch (error) {
    const tooLarge = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
    throw badFile(tooLarge ? `${file} is too large.` : `${file} is not a Paprika recipe (it does not unpack).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badFile(`${file} is not valid JSON.`);
  }
  if (!isObject(parsed) || typeof parsed.name !== 'string') throw badFile(`${file} is not a Paprika recipe.`);
  return parsed;
}

/**
 * A field as text, its line breaks kept (they part the ingredients and the steps, which `textOf` would join): Paprika
 * writes text, but a number ("servings": 4) means the same.
 */
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
const lines = (value: unknown) =>
  text(value)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export interface PaprikaRecipe {
  node: JsonObject;
  /** The recipe's own notes, which schema.org has no place for. */
  notes: string;
}

/**
 * The recipe as schema.org names its parts: ingredients a line each, directions as one text (its lines are the
 * steps), servings as the yield, Paprika's "10 mins" times, its categories (matched to the site's tags), the source
 * address, when it was created, and its photo as `image` when it has one.
 */
export async function paprikaRecipe(bytes: Buffer, file: string): Promise<PaprikaRecipe> {
  const recipe = await paprikaJson(bytes, file);
  const categories = Array.isArray(recipe.categories)
    ? recipe.categories.filter((entry) => typeof entry === 'string')
    : [];
  const node: JsonObject = {
    '@type': 'Recipe',
    name: text(recipe.name),
    recipeIngredient: lines(recipe.ingredients),
    recipeInstructions: text(recipe.directions),
    recipeYield: text(recipe.servings),
    prepTime: text(recipe.prep_time),
    cookTime: text(recipe.cook_time),
    totalTime: text(recipe.total_time),
    url: text(recipe.source_url),
    recipeCategory: categories,
  };
  const created = text(recipe.created);
  if (created) node.dateCreated = created.replace(' ', 'T');
  // Named as seen from the recipe's folder, as a JSON-LD file names its picture.
  if (text(recipe.photo_data)) node.image = `${file.split('/').pop() ?? file}${PHOTO_MARK}`;
  return { node, notes: text(recipe.notes) };
}

/** The photo a recipe holds, decoded. */
export async function paprikaPhoto(bytes: Buffer, file: string): Promise<Buffer> {
  return Buffer.from(text((await paprikaJson(bytes, file)).photo_data), 'base64');
}
