// schema.org `Recipe` structured data for a recipe page (https://schema.org/Recipe), so search engines and
// recipe apps can read the page. Pure: the component only serialises and places it.
import { isoDuration, type Recipe } from '@simple-recipes/shared-api';

interface HowToStep {
  '@type': 'HowToStep';
  position: number;
  text: string;
}

interface HowToSection {
  '@type': 'HowToSection';
  name: string;
  itemListElement: HowToStep[];
}

export interface RecipeStructuredData {
  '@context': 'https://schema.org';
  '@type': 'Recipe';
  name: string;
  url?: string;
  image?: string[];
  recipeYield: string;
  prepTime: string;
  cookTime: string;
  totalTime: string;
  recipeIngredient: string[];
  recipeInstructions: HowToSection[];
  keywords?: string;
  datePublished: string;
  dateModified: string;
}

/** "2 cups flour": amount first, as recipe readers expect; either part may be blank. */
function ingredientLine(amount: string, ingredient: string): string {
  return [amount.trim(), ingredient.trim()].filter(Boolean).join(' ');
}

/**
 * @param pageUrl absolute URL of the recipe page; image URLs are resolved against it (schema.org wants absolute URLs).
 */
export function recipeJsonLd(recipe: Recipe, pageUrl: string): RecipeStructuredData {
  let position = 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.name,
    url: pageUrl,
    ...(recipe.imageUrl ? { image: [new URL(recipe.imageUrl, pageUrl).href] } : {}),
    recipeYield: String(recipe.serving_count),
    prepTime: isoDuration(recipe.prep_time),
    cookTime: isoDuration(recipe.cooking_time),
    totalTime: isoDuration(recipe.prep_time + recipe.cooking_time),
    recipeIngredient: recipe.ingredients_sections.flatMap((section) =>
      section.ingredients.map((item) => ingredientLine(item.amount, item.ingredient)),
    ),
    // Positions run on across sections, like the numbers on the page.
    recipeInstructions: recipe.recipe_sections.map((section) => ({
      '@type': 'HowToSection',
      name: section.name,
      itemListElement: section.steps.map((step) => ({ '@type': 'HowToStep', position: ++position, text: step.step })),
    })),
    ...(recipe.tags.length > 0 ? { keywords: recipe.tags.map((tag) => tag.tag).join(', ') } : {}),
    datePublished: recipe.created_at,
    dateModified: recipe.updated_at,
  };
}

/**
 * JSON for an inline `<script>`: `<` (and `>`, `&`) become `\u003c`-style escapes, so recipe text such as
 * `</script>` or `<!--` cannot end the script element early; U+2028/U+2029 are escaped for old JS parsers.
 * The result is still valid JSON with the same value.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
