// The recipe page on the composed site (issue 5): a visitor opens a recipe from the list and by its address and
// reads it; an unknown address is a real "Recipe not found" page; an editor removes a recipe after confirming and
// no longer finds it in the list.
import type { Page } from '@playwright/test';
import { addRecipeByApi } from '../support/add-recipe';
import { expect, firstRecipe, loginAsEditor, test } from '../support/fixtures';

/** Creates a recipe through the API as the logged-in editor; its name sorts first in the A–Z list. */
function createRecipe(page: Page, name: string): Promise<string> {
  return addRecipeByApi(page, {
    name,
    serving_count: 2,
    prep_time: 10,
    cooking_time: 75,
    source: 'example.com/pie',
    ingredients: [{ name: 'Pastry', items: [{ ingredient: 'Flour', amount: '200 g', notes: 'sifted' }] }],
    steps: [
      { name: 'Make', items: [{ step: 'Rub in the butter.' }, { step: 'Chill.' }] },
      { name: 'Bake', items: [{ step: 'Bake until golden.', notes: 'About an hour.' }] },
    ],
  });
}

test('a visitor opens a recipe from the list and reads it', async ({ page, request }) => {
  const recipe = await firstRecipe(request);
  await page.goto('/');
  await page.getByRole('link', { name: recipe.name, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/${recipe.stub}$`));
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ingredients' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Steps' })).toBeVisible();
  await expect(page).toHaveTitle(`${recipe.name} – Simple Recipes For Everyone`);
  // Visitors get no editor controls.
  await expect(page.getByRole('link', { name: 'Edit Recipe' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove Recipe' })).toHaveCount(0);
});

test('a visitor opens a recipe by its address: times as h:mm, numbered steps, source link, structured data', async ({
  page,
}) => {
  await loginAsEditor(page);
  const name = `Slow Pie ${Date.now()}`;
  const stub = await createRecipe(page, name);
  await page.context().clearCookies(); // from here on, a visitor

  await page.goto(`/${stub}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Cooking Time').locator('xpath=following-sibling::dd')).toHaveText('1:15');
  await expect(page.getByText('Flour (200 g)')).toBeVisible();
  await expect(page.getByText('About an hour.')).toBeVisible();
  // Numbering runs on across step sections: "Bake until golden." is step 3.
  await expect(page.locator('ol', { hasText: 'Bake until golden.' })).toHaveAttribute('start', '3');

  const source = page.getByRole('link', { name: /^Source/ });
  await expect(source).toHaveAttribute('href', 'http://example.com/pie');
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer');

  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
  expect(data).toMatchObject({ '@type': 'Recipe', name, cookTime: 'PT1H15M', totalTime: 'PT1H25M' });
});

test('an unknown address shows "Recipe not found" with a way back to the list', async ({ page }) => {
  await page.goto('/no-such-recipe-anywhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all recipes' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an editor removes a recipe after confirming and no longer finds it in the list', async ({ page }) => {
  await loginAsEditor(page);
  const name = `Aaa Removable Pie ${Date.now()}`;
  const stub = await createRecipe(page, name);

  await page.goto('/');
  const card = page.getByRole('link', { name, exact: true });
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Cancel first: nothing happens.
  await page.getByRole('button', { name: 'Remove Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this recipe?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Recipe' }).click();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`“${name}” was removed.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apple Crumble', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Apple Crumble', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);

  await page.goto(`/${stub}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible();
});
