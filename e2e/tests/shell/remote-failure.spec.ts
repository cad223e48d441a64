// A remote that cannot be fetched never takes the site down: its area shows a plain message with Retry (which
// really fetches it again), while the header and the other two remotes keep working.
import type { Page } from '@playwright/test';
import { expect, firstRecipe, loginAsEditor, recipeLink, test } from '../../support/fixtures';

const blockRemote = (page: Page, folder: string) => page.route(`**/remotes/${folder}/**`, (route) => route.abort());

async function expectHeaderWorks(page: Page) {
  await expect(page.getByRole('link', { name: 'Simple Recipes For Everyone' })).toBeVisible();
  // Logged in as editor: Add Recipe, except on /create itself.
  if (!page.url().endsWith('/create')) await expect(page.getByRole('link', { name: 'Add Recipe' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await loginAsEditor(page);
});

test('catalog down: message + Retry on /, recipe page and editor still work', async ({ page, request }) => {
  const recipe = await firstRecipe(request);
  await blockRemote(page, 'mf-catalog');
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('The recipe list could not be loaded');
  await expectHeaderWorks(page);
  await expect(page.getByRole('button', { name: 'Show Filters' })).toBeVisible();

  await page.getByRole('link', { name: 'Add Recipe' }).click();
  await expect(page.getByRole('heading', { name: 'New Recipe' })).toBeVisible();
  await page.goto(`/${recipe.stub}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();

  await page.getByRole('link', { name: 'Simple Recipes For Everyone' }).click();
  await expect(page.getByRole('alert')).toContainText('The recipe list could not be loaded');
  await page.unroute('**/remotes/mf-catalog/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(recipeLink(page, recipe.name)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('recipe page down: message + Retry on /:stub, catalog and editor still work', async ({ page, request }) => {
  const recipe = await firstRecipe(request);
  await blockRemote(page, 'mf-recipe-view');
  await page.goto('/');
  await recipeLink(page, recipe.name).click();
  await expect(page).toHaveURL(new RegExp(`/${recipe.stub}$`));
  await expect(page.getByRole('alert')).toContainText('This recipe could not be loaded');
  await expectHeaderWorks(page);

  await page.getByRole('link', { name: 'Add Recipe' }).click();
  await expect(page.getByRole('heading', { name: 'New Recipe' })).toBeVisible();
  await page.getByRole('link', { name: 'Simple Recipes For Everyone' }).click();
  await expect(recipeLink(page, recipe.name)).toBeVisible();

  await page.unroute('**/remotes/mf-recipe-view/**');
  await page.goto(`/${recipe.stub}`); // a fresh page load is blocked no more
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
});

test('editor down: message + Retry on /create, catalog and recipe page still work', async ({ page, request }) => {
  const recipe = await firstRecipe(request);
  await blockRemote(page, 'mf-recipe-editor');
  await page.goto('/create');
  await expect(page.getByRole('alert')).toContainText('The recipe form could not be loaded');
  await expectHeaderWorks(page);

  await page.getByRole('link', { name: 'Simple Recipes For Everyone' }).click();
  await expect(recipeLink(page, recipe.name)).toBeVisible();
  await page.goto(`/${recipe.stub}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();

  await page.getByRole('link', { name: 'Add Recipe' }).click();
  await expect(page.getByRole('alert')).toContainText('The recipe form could not be loaded');
  await page.unroute('**/remotes/mf-recipe-editor/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'New Recipe' })).toBeVisible();
});
