// A stored recipe as schema.org Recipe JSON-LD, the export's one file per recipe. Other recipe managers read the
// standard properties; this site reads back its own exact structure (sections, items split into amount,
// ingredient and notes, tags, stub) from the `simpleRecipes` property, which JSON-LD readers ignore.
import { ingredientText, recipeFigures, stepText } from '@simple-recipes/shared-api/format';
import {
  jsonLdTimes,
  SITE_STRUCTURE_PROPERTY,
  siteSections,
  type SiteSections,
} from '@simple-recipes/shared-api/json-ld';
import type { StoredRecipe } from '../db/store';

export const EXPORT_EXTENSION = SITE_STRUCTURE_PROPERTY;

export interface ExportedStructure extends SiteSections {
  stub: string;
  serving_count: number;
  prep_time: number;
  cooking_time: number;
  source: string | null;
  tags: Array<{ tag: string; shorthand: string }>;
  created_at: string;
}

/** `picture`: the picture's path inside the export, relative to the recipe file. */
export function recipeJsonLd(recipe: StoredRecipe, picture: string | null): Record<string, unknown> {
  const structure: ExportedStructure = {
    stub: recipe.stub,
    serving_count: recipe.serving_count,
    prep_time: recipe.prep_time,
    cooking_time: recipe.cooking_time,
    source: recipe.source,
    tags: recipe.tags.map(({ tag, shorthand }) => ({ tag, shorthand })),
    ...siteSections(recipe),
    created_at: recipe.created_at,
  };
  const figures = recipeFigures(recipe);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    identifier: recipe.stub,
    ...(recipe.source ? { url: recipe.source } : {}),
    ...(picture ? { image: picture } : {}),
    // What the recipe does not give (a count of 0, two times of 0) is left out, as on its page: not said as a fact.
    ...(figures.servings !== null ? { recipeYield: `${figures.servings} servings` } : {}),
    ...jsonLdTimes(figures),
    keywords: recipe.tags.map((tag) => tag.tag).join(', '),
    recipeIngredient: recipe.ingredients_sections.flatMap((section) => section.ingredients.map(ingredientText)),
    recipeInstructions: recipe.recipe_sections.map((section) => ({
      '@type': 'HowToSection',
      name: section.name,
      itemListElement: section.steps.map((item) => ({
        '@type': 'HowToStep',
        text: stepText(item),
      })),
    })),
    dateCreated: recipe.created_at,
    dateModified: recipe.updated_at,
    [EXPORT_EXTENSION]: structure,
  };
}
