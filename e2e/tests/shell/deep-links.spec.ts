// Every page route works as a deep link and after a reload (the server answers index.html for page routes and
// the shell loads the right remote), and the header follows the user's permission.
import type { Page } from '@playwright/test';
import { EDITOR, expect, firstRecipe, loginAsEditor, recipeLink, test } from '../../support/fixtures';

const title = (page: Page) => page.getByRole('link', { name: 'Simple Recipes For Everyone' });

test('/ shows the catalog, also after a reload', async ({ page, request }) => {
  const recipe = await firstRecipe(request);
  await page.goto('/');
  await expect(title(page)).toBeVisible();
  await expect(recipeLink(page, recipe.name)).toBeVisible();
  await page.reload();
  await expect(recipeLink(page, recipe.name)).toBeVisible();
});

test('/:stub shows the recipe page, also after a reload', async ({ page, request }) => {
  const recipe = await firstRecipe(request);
  await page.goto(`/${recipe.stub}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await expect(title(page)).toBeVisible();
});

test('/create and /:stub/update show the form to an editor, also after a reload', async ({ page, request }) => {
  const recipe = await firstRecipe(request);
  await loginAsEditor(page);

  await page.goto('/create');
  await expect(page.getByRole('heading', { name: 'New Recipe' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'New Recipe' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Recipe' })).toBeVisible();

  await page.goto(`/${recipe.stub}/update`);
  await expect(page.getByRole('button', { name: 'Update Recipe' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: recipe.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Recipe' })).toBeVisible();
});

test('a visitor deep-linking to /create or /:stub/update ends on /', async ({ page, request }) => {
  const recipe = await firstRecipe(request);
  await page.goto('/create');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/${recipe.stub}/update`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Add Recipe' })).toHaveCount(0);
});

test('an unknown deeper path shows the not-found page with a 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(title(page)).toBeVisible();
});

test('a missing asset is a real 404, not the page', async ({ request }) => {
  const response = await request.get('/missing-chunk.0123456789.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
});

test('logging in on /login returns to / with the editor controls; logging out hides them', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Add Recipe' })).toHaveCount(0);
  await page.getByLabel('Username').fill(EDITOR.username);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Add Recipe' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Recipe' })).toHaveCount(0);
});

// A common phone's width, and the narrowest in use.
for (const width of [360, 320]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    test("an editor's Show Filters, Add Recipe and Log out share one row, still tall enough to tap", async ({
      page,
    }) => {
      await loginAsEditor(page);
      await page.goto('/');
      const site = page.getByRole('navigation', { name: 'Site' });
      const logOut = site.getByRole('button', { name: 'Log out' });
      await expect(logOut).toBeVisible();
      const actions = [
        site.getByRole('button', { name: 'Show Filters' }),
        site.getByRole('link', { name: 'Add Recipe' }),
        logOut,
      ];
      const boxes = await Promise.all(actions.map((action) => action.boundingBox()));
      expect(new Set(boxes.map((box) => box?.y)).size).toBe(1);
      for (const box of boxes) expect(box?.height).toBeGreaterThanOrEqual(44);
      // Nothing reaches past the screen's right edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  });
}

test('a wrong password shows a clear error and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill(EDITOR.username);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the filter toggle is only on / and switches the catalog’s filter panel', async ({ page, request }) => {
  const recipe = await firstRecipe(request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await expect(page.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Search')).toBeVisible();
  await page.getByRole('button', { name: 'Hide Filters' }).click();
  await expect(page.getByLabel('Search')).toBeHidden();

  await page.goto(`/${recipe.stub}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /Filters$/ })).toHaveCount(0);
});
