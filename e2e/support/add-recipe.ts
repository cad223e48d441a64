// A recipe made through the API as the logged-in editor (the page's session cookie and the marker header), for
// tests that start from a saved recipe rather than the form.
import { expect, type Page } from '@playwright/test';

interface Item {
  notes?: string;
}

export interface RecipeByApi {
  name: string;
  serving_count: number;
  prep_time: number;
  cooking_time: number;
  source?: string;
  ingredients: Array<{ name: string; items: Array<Item & { ingredient: string; amount: string }> }>;
  steps: Array<{ name: string; items: Array<Item & { step: string }> }>;
  picture?: { name: string; mimeType: string; buffer: Buffer };
}

/** Saves the recipe with POST /api/recipes; its stub. */
export async function addRecipeByApi(page: Page, recipe: RecipeByApi): Promise<string> {
  const { name, serving_count, prep_time, cooking_time, source = '' } = recipe;
  const response = await page.request.post('/api/recipes', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      ...(recipe.picture ? { files: recipe.picture } : {}),
      recipe: JSON.stringify({ name, serving_count, prep_time, cooking_time, source, tags: [] }),
      ingredients: JSON.stringify(
        recipe.ingredients.map((section) => ({
          name: section.name,
          type: 'ingredients',
          ingredients: section.items.map(({ notes = '', ...item }) => ({ ...item, notes })),
        })),
      ),
      steps: JSON.stringify(
        recipe.steps.map((section) => ({
          name: section.name,
          type: 'recipes',
          steps: section.items.map(({ notes = '', ...item }) => ({ ...item, notes })),
        })),
      ),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.text()).trim();
}
