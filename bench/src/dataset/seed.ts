// Fills a fresh database through the server's own data layer (openStore + insertRecipesBulk), the way the
// server's first-start seed does, only many more recipes: a dozen real pictures run through the upload
// pipeline once and shared by most recipes, the rest without a picture (placeholder only). Recipes are made and
// inserted a batch at a time (one transaction each, no pauses: no server reads this database yet), so memory stays
// that of one batch plus the packed stubs, whatever the count.
import { join } from 'node:path';
import { openStore } from '@simple-recipes/server/src/db/open-store';
import type { BulkRecipeInput, RecipeImage, Store } from '@simple-recipes/server/src/db/store';
import { deriveImages } from '@simple-recipes/server/src/images/derive';
import { ImageFiles } from '@simple-recipes/server/src/images/image-files';
import { validateSaveRequest } from '@simple-recipes/server/src/recipes/validate-save';
import { renderDishPicture, type DishPicture } from '@simple-recipes/server/src/seed/dish-picture';
import { settlePostgres, type BenchDatabase } from './databases';
import { generateRecipe, seededRandom, type Random } from './generate';
import { StubList } from './stub-list';
import { TAGS } from './vocabulary';

/**
 * Recipes per transaction. Each transaction reads every stub once (to pick new ones: about 1.5 s at 1,000,000), so
 * fewer, larger transactions seed a million faster; one batch of this size is a few hundred MB at its peak.
 */
const BATCH_SIZE = 25_000;
const SHARED_IMAGES = 12;
const IMAGE_SHARE = 0.75;
/** Generated recipes checked against the editor's own validation before anything is written. */
const VALIDATED_SAMPLE = 200;

export interface SeededData {
  recipes: number;
  seconds: number;
  /** Stubs in insertion order (the load picks recipes from them), packed. */
  stubs: StubList;
  /** A recipe with a picture (the page the front-end measurements open). */
  pictureStub: string;
  /** Shorthand → recipes carrying it. */
  tagCounts: Record<string, number>;
}

const TABLES: DishPicture['table'][] = ['wood', 'slate', 'linen', 'marble'];
const DISHES: DishPicture['dish'][] = ['bowl', 'plate', 'board', 'pan', 'ramekin', 'glass', 'tray'];
const FOODS: DishPicture['food'][] = [
  'pizza',
  'soup',
  'stew',
  'mash',
  'noodles',
  'rounds',
  'stack',
  'eggs',
  'loaf',
  'slices',
  'cookies',
  'custard',
  'layers',
  'crumble',
  'salad',
  'fillet',
];
const PALETTES: DishPicture['colors'][] = [
  ['#d9482b', '#f4e4b8', '#3f8f3a'],
  ['#e9b35a', '#fbe7b5', '#b5651d'],
  ['#7a3e1d', '#c98b4f', '#2f6b2a'],
  ['#f2c14e', '#f78154', '#4d9078'],
  ['#8e3b46', '#e0a890', '#588157'],
  ['#c2410c', '#fde68a', '#166534'],
];

async function sharedImages(dataDir: string, random: Random): Promise<RecipeImage[]> {
  const files = new ImageFiles(join(dataDir, 'images'));
  await files.init();
  const images: RecipeImage[] = [];
  for (let i = 0; i < SHARED_IMAGES; i += 1) {
    const picture: DishPicture = {
      table: TABLES[i % TABLES.length] as DishPicture['table'],
      dish: DISHES[i % DISHES.length] as DishPicture['dish'],
      food: FOODS[Math.floor(random() * FOODS.length)] as DishPicture['food'],
      colors: PALETTES[i % PALETTES.length] as DishPicture['colors'],
    };
    const derived = await deriveImages(await renderDishPicture(`bench dish ${i}`, picture));
    await files.writeNew([derived.original, derived.page, derived.thumbnail]);
    images.push({
      original: derived.original.name,
      page: derived.page.name,
      thumbnail: derived.thumbnail.name,
      placeholder: derived.placeholder,
    });
  }
  return images;
}

/** The recipe as the editor's form sends it, through the server's validation: proves the generator's output valid. */
async function checkValid(recipe: BulkRecipeInput): Promise<void> {
  await validateSaveRequest({
    recipe: {
      name: recipe.name,
      serving_count: recipe.serving_count,
      prep_time: recipe.prep_time,
      cooking_time: recipe.cooking_time,
      source: recipe.source,
      tags: recipe.tagIds,
    },
    ingredients: recipe.ingredients.map((section) => ({ ...section, type: 'ingredients' })),
    steps: recipe.steps.map((section) => ({ ...section, type: 'recipes' })),
  }).catch((error: unknown) => {
    const fields = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
    throw new Error(
      `A generated recipe is invalid (${fields ? JSON.stringify(fields) : String(error)}): ${recipe.name}`,
    );
  });
}

export interface SeedProgress {
  done: number;
  total: number;
  /** Since the seed started. */
  seconds: number;
  /** Resident memory of this (the seeding) process, MiB. */
  rssMiB: number;
}

export async function seedDatabase(
  database: BenchDatabase,
  count: number,
  progress: (state: SeedProgress) => void = () => undefined,
): Promise<SeededData> {
  const started = performance.now();
  const random = seededRandom(20240611);
  const store: Store = await openStore({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  const stubs = new StubList();
  let pictureStub = '';
  try {
    const tags = await store.ensureTags(TAGS.map(({ tag, shorthand }) => ({ tag, shorthand })));
    const tagIds = new Map(tags.map((tag) => [tag.shorthand, tag.id]));
    const images = await sharedImages(database.dataDir, random);
    const now = Date.now();
    for (let start = 0; start < count; start += BATCH_SIZE) {
      const batch: BulkRecipeInput[] = [];
      for (let index = start; index < Math.min(count, start + BATCH_SIZE); index += 1) {
        const recipe = generateRecipe(random, index, tagIds, now);
        if (random() < IMAGE_SHARE) recipe.image = images[Math.floor(random() * images.length)] ?? null;
        batch.push(recipe);
      }
      if (start === 0) for (const recipe of batch.slice(0, VALIDATED_SAMPLE)) await checkValid(recipe);
      const batchStubs = await store.insertRecipesBulk(batch, { chunkSize: BATCH_SIZE, pause: false });
      if (!pictureStub) pictureStub = batchStubs[batch.findIndex((recipe) => recipe.image)] ?? '';
      stubs.push(...batchStubs);
      progress({
        done: stubs.length,
        total: count,
        seconds: (performance.now() - started) / 1000,
        rssMiB: process.memoryUsage.rss() / 2 ** 20,
      });
    }
    const tagCounts = Object.fromEntries((await store.listTags()).map((tag) => [tag.shorthand, 0])) as Record<
      string,
      number
    >;
    // The store's tag list has no counts; the list endpoint's count for a one-tag filter is that number.
    for (const shorthand of Object.keys(tagCounts)) {
      tagCounts[shorthand] = (
        await store.listRecipes({ sortField: 'name', sortDir: 'asc', tags: [shorthand], search: '', page: 1 })
      ).count;
    }
    await store.close();
    if (database.databaseUrl) await settlePostgres(database.databaseUrl);
    return { recipes: stubs.length, seconds: (performance.now() - started) / 1000, stubs, pictureStub, tagCounts };
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
}
