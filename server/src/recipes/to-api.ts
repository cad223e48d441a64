// Turns stored rows into the API's shapes: image file names become URLs under /api/images/.
import type { Recipe, RecipeSummary } from '@simple-recipes/shared-api/types';
import type { RecipeImage, StoredRecipe, StoredRecipeSummary } from '../db/store';

export const IMAGES_PATH = '/api/images/';

/** Shown while a card's image loads when the recipe has no picture of its own: a calm neutral gradient. */
export const NEUTRAL_PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><defs><linearGradient id="g" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#e7e2da"/><stop offset="1" stop-color="#cfc8bd"/></linearGradient></defs>' +
      '<rect width="4" height="3" fill="url(#g)"/></svg>',
  );

function imageUrls(image: RecipeImage | null) {
  return {
    imageUrl: image ? IMAGES_PATH + image.page : null,
    thumbnailUrl: image ? IMAGES_PATH + image.thumbnail : null,
    emptyImageUrl: image?.placeholder ?? NEUTRAL_PLACEHOLDER,
  };
}

export function toRecipeSummary(row: StoredRecipeSummary): RecipeSummary {
  return {
    id: row.id,
    name: row.name,
    stub: row.stub,
    serving_count: row.serving_count,
    prep_time: row.prep_time,
    cooking_time: row.cooking_time,
    ...imageUrls(row.image),
    tags: row.tags,
    created_at: row.created_at,
  };
}

export function toRecipe(row: StoredRecipe): Recipe {
  return {
    ...toRecipeSummary(row),
    source: row.source,
    ingredients_sections: row.ingredients_sections,
    recipe_sections: row.recipe_sections,
    updated_at: row.updated_at,
  };
}
