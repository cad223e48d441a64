// An editor's saves, as the editor's form sends them (multipart, marker header, session cookie): half new
// recipes, half edits of existing ones (same name, other amounts and servings). `save` sends no picture;
// `save-picture` uploads a small real photo with every save, so it measures the save path with the image
// pipeline, not sharp on a 12-megapixel file (the Images section measures that).
import sharp from 'sharp';
import type { Recipe, Tag } from '@simple-recipes/shared-api/types';
import { generateRecipe, seededRandom, type Random } from '../dataset/generate';
import type { SeededData } from '../dataset/seed';
import { photoLikeJpeg } from '../images/photo';
import { MARKER } from './editor-session';
import { multipartBody, type MultipartBody } from './multipart';
import { pick, type BenchRequest, type Scenario } from './scenarios';

/** The photo each `save-picture` request uploads: a phone photo scaled to what a web page would send. */
export const SAVE_PHOTO = { width: 1200, height: 900, quality: 85 } as const;
/**
 * Deriving the page image, thumbnail and placeholder takes a few hundred milliseconds of CPU per save: two editors
 * saving at once, each for at least 4 s, so every slice of the run ends with answers rather than a queue.
 */
const PICTURE_CONNECTIONS = 2;
const PICTURE_MIN_SECONDS = 4;

interface SaveFields {
  name: string;
  serving_count: number;
  prep_time: number;
  cooking_time: number;
  source: string | null;
  tags: number[];
  ingredients: unknown[];
  steps: unknown[];
}

function saveBody(recipe: SaveFields, photo: Buffer | null): MultipartBody {
  const { ingredients, steps, ...fields } = recipe;
  return multipartBody(
    { recipe: JSON.stringify(fields), ingredients: JSON.stringify(ingredients), steps: JSON.stringify(steps) },
    photo ? { name: 'files', filename: 'IMG_2041.jpg', type: 'image/jpeg', data: photo } : undefined,
  );
}

async function editableRecipes(baseUrl: string, data: SeededData, random: Random): Promise<Recipe[]> {
  const editable: Recipe[] = [];
  const poolSize = Math.min(data.stubs.length, 5000);
  for (let i = 0; i < Math.min(100, poolSize); i += 1) {
    const stub = data.stubs.at(data.stubs.length - 1 - Math.floor(random() * poolSize));
    const response = await fetch(`${baseUrl}/api/recipes/${encodeURIComponent(stub)}`);
    if (response.ok) editable.push((await response.json()) as Recipe);
  }
  return editable;
}

function saveScenario(
  id: string,
  description: string,
  seed: number,
  context: SaveContext,
  photo: Buffer | null,
): Scenario {
  const { data, tagIds, editable, cookie } = context;
  const random = seededRandom(seed);
  const request = (path: string, { contentType, body }: MultipartBody): BenchRequest => ({
    method: 'POST',
    path,
    headers: { ...MARKER, cookie, 'content-type': contentType },
    body,
  });
  return {
    id,
    group: 'save',
    description,
    next() {
      if (random() < 0.5 || editable.length === 0) {
        context.created += 1;
        const recipe = generateRecipe(random, data.recipes + context.created, tagIds, Date.now());
        const body = saveBody(
          {
            ...recipe,
            name: `${recipe.name} ${context.created}`,
            tags: recipe.tagIds,
            ingredients: recipe.ingredients.map((section) => ({ ...section, type: 'ingredients' })),
            steps: recipe.steps.map((section) => ({ ...section, type: 'recipes' })),
          },
          photo,
        );
        return request('/api/recipes', body);
      }
      const recipe = pick(random, editable);
      const body = saveBody(
        {
          name: recipe.name,
          serving_count: 1 + Math.floor(random() * 12),
          prep_time: recipe.prep_time,
          cooking_time: recipe.cooking_time,
          source: recipe.source,
          tags: recipe.tags.map((tag) => tag.id),
          ingredients: recipe.ingredients_sections.map((section) => ({
            name: section.name,
            type: 'ingredients',
            ingredients: section.ingredients.map(({ ingredient, amount, notes }) => ({
              ingredient,
              amount: random() < 0.5 ? amount : '2 tbsp',
              notes,
            })),
          })),
          steps: recipe.recipe_sections.map((section) => ({
            name: section.name,
            type: 'recipes',
            steps: section.steps.map(({ step, notes }) => ({ step, notes })),
          })),
        },
        photo,
      );
      return request(`/api/recipes/${encodeURIComponent(recipe.stub)}`, body);
    },
  };
}

interface SaveContext {
  data: SeededData;
  tagIds: Map<string, number>;
  editable: Recipe[];
  cookie: string;
  /** New recipes made so far (their names get this number, so every one is new). */
  created: number;
}

export async function savePhoto(): Promise<Buffer> {
  return sharp(await photoLikeJpeg(11))
    .resize(SAVE_PHOTO.width, SAVE_PHOTO.height)
    .jpeg({ quality: SAVE_PHOTO.quality })
    .toBuffer();
}

/** `save` (no picture) and `save-picture` (the small photo with every save). */
export async function saveScenarios(
  baseUrl: string,
  cookie: string,
  data: SeededData,
  photo: Buffer,
): Promise<{ save: Scenario; savePicture: Scenario }> {
  const tags = (await (await fetch(`${baseUrl}/api/tags`)).json()) as Tag[];
  const context: SaveContext = {
    data,
    tagIds: new Map(tags.map((tag) => [tag.shorthand, tag.id])),
    editable: await editableRecipes(baseUrl, data, seededRandom(4242)),
    cookie,
    created: 0,
  };
  const kb = Math.round(photo.length / 1024);
  return {
    save: saveScenario(
      'save',
      'an editor saving, no picture: ½ new recipes, ½ edits (multipart, marker header, session cookie)',
      4243,
      context,
      null,
    ),
    savePicture: {
      ...saveScenario(
        'save-picture',
        `the same, each save uploading a ${SAVE_PHOTO.width} × ${SAVE_PHOTO.height} photo (${kb} KB JPEG), ${PICTURE_CONNECTIONS} editors at once`,
        4244,
        context,
        photo,
      ),
      connections: PICTURE_CONNECTIONS,
      minSeconds: PICTURE_MIN_SECONDS,
    },
  };
}
