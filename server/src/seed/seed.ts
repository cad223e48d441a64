// First start: an empty, never-seeded database gets the sample tags and recipes, with pictures made by
// dish-picture.ts and run through the same image pipeline and store as an editor's upload.
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

/** Seeds when the database has no recipe and was never seeded; returns how many recipes were added. */
export async function seedIfEmpty(deps: SeedDeps): Promise<number> {
  const { store, images, log } = deps;
  if ((await store.countRecipes()) > 0) return 0;
  if (!(await store.claimOnce('seed'))) return 0;
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
  await store.insertRecipesBulk(recipes);
  log.info(`Seeded ${recipes.length} recipes across ${tags.length} tags.`);
  return recipes.length;
}
