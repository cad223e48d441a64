// First start: an empty, never-seeded database gets the sample tags and recipes, with pictures made by
// dish-picture.ts and run through the same image pipeline and store as an editor's upload. The job's done mark
// commits with the recipes, so a first start stopped while seeding seeds again at the next one; a database first
// started with SEED=false is marked done without samples, so a later start with the default never seeds it.
import type { Log } from '../log';
import type { BulkRecipeInput, Store } from '../db/store';
import { deriveImages } from '../images/derive';
import type { ImageFiles } from '../images/image-files';
import { validateSaveRequest } from '../recipes/validate-save';
import { renderDishPicture } from './dish-picture';
import { SEED_RECIPES, type SeedRecipe } from './seed-recipes';
import { SEED_TAGS } from './seed-tags';

export interface SeedDeps {
  store: Store;
  images: ImageFiles;
  log: Log;
}

const SEED_JOB = 'seed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The recipe as the editor's form would send it, so it passes the same validation. */
function asSaveParts(recipe: SeedRecipe, tagIds: Map<string, number>) {
  return {
    recipe: {
      name: recipe.name,
      serving_count: recipe.serves,
      prep_time: recipe.prep,
      cooking_time: recipe.cook,
      source: recipe.source,
      tags: recipe.tags.map((shorthand) => {
        const id = tagIds.get(shorthand);
        if (id === undefined) throw new Error(`Seed recipe "${recipe.name}" uses an unknown tag ${shorthand}.`);
        return id;
      }),
    },
    ingredients: recipe.ingredients.map(([name, rows]) => ({
      name,
      type: 'ingredients',
      ingredients: rows.map(([ingredient, amount, notes]) => ({ ingredient, amount, notes: notes ?? '' })),
    })),
    steps: recipe.steps.map(([name, rows]) => ({
      name,
      type: 'recipes',
      steps: rows.map(([step, notes]) => ({ step, notes: notes ?? '' })),
    })),
  };
}

/**
 * At start (`SEED`): with `samples`, seeds when the database has no recipe and was never seeded; without, marks a
 * new database as started without samples. Returns how many recipes were added.
 */
export async function seedIfEmpty(deps: SeedDeps, { samples = true }: { samples?: boolean } = {}): Promise<number> {
  const { store, images, log } = deps;
  if ((await store.countRecipes()) > 0 || (await store.jobDone(SEED_JOB))) return 0;
  if (!samples) {
    if (await store.claimOnce(SEED_JOB))
      log.info('Started without the sample recipes (SEED=false): this database will not be seeded later either.');
    return 0;
  }
  log.info(`Seeding ${SEED_RECIPES.length} sample recipes…`);

  const tags = await store.ensureTags(SEED_TAGS);
  const tagIds = new Map(tags.map((tag) => [tag.shorthand, tag.id]));
  const now = Date.now();
  const recipes: BulkRecipeInput[] = [];
  for (const [index, recipe] of SEED_RECIPES.entries()) {
    const { input } = await validateSaveRequest(asSaveParts(recipe, tagIds));
    const derived = await deriveImages(await renderDishPicture(recipe.name, recipe.picture));
    await images.writeNew([derived.original, derived.page, derived.thumbnail]);
    recipes.push({
      ...input,
      image: {
        original: derived.original.name,
        page: derived.page.name,
        thumbnail: derived.thumbnail.name,
        placeholder: derived.placeholder,
      },
      // Spread over the past weeks, so "Newest to Oldest" differs from "Oldest to Newest" in a useful way.
      createdAt: new Date(now - (SEED_RECIPES.length - index) * 1.7 * DAY_MS),
    });
  }
  // The pictures are content-named, so a process that seeded meanwhile wrote and references the same files.
  if ((await store.insertRecipesOnce(SEED_JOB, recipes)) === null) {
    log.info('Another process seeded the sample recipes.');
    return 0;
  }
  log.info(`Seeded ${recipes.length} recipes across ${tags.length} tags.`);
  return recipes.length;
}
