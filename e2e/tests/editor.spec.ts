// The recipe editor on the composed site (issue 6): an editor creates a recipe with an image and two sections of
// each kind, finds it on its page and in the list, renames it and lands on the new URL; visitors never get the form;
// unsaved changes are not lost by a stray click or the browser's Back button.
import type { Page } from '@playwright/test';
import { EDITOR, expect, firstRecipe, formField, test } from '../support/fixtures';

// A real 4×3 PNG (made with sharp): the server checks an image by its bytes and decodes it.
const PNG_4X3 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWN4ts8GjhhwcgC+7haBwt/TmAAAAABJRU5ErkJggg==',
  'base64',
);

async function logInThroughTheForm(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(EDITOR.username);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('an editor creates a recipe with an image and two sections of each kind, finds it, and renames it', async ({
  page,
}) => {
  const name = `Lemon Tart ${Date.now()}`;
  const stub = name.toLowerCase().replace(/ /g, '-');
  await logInThroughTheForm(page);

  await page.getByRole('link', { name: 'Add Recipe' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New Recipe' })).toBeVisible();

  await formField(page, 'Name').fill(name);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await formField(page, 'Serving Count').fill('8');
  await formField(page, 'Prep Time').fill('40');
  await formField(page, 'Cooking Time').fill('35');
  await formField(page, 'Source').fill('www.example.com/lemon-tart');
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('Dess');
  await page.getByRole('option', { name: /Dessert/ }).click();
  await page.getByLabel('Image').setInputFiles({ name: 'tart.png', mimeType: 'image/png', buffer: PNG_4X3 });
  await expect(page.getByRole('img', { name: 'Preview of tart.png' })).toBeVisible();

  // Ingredients: "Pastry" with two ingredients, then a new section "Filling".
  await formField(page, 'Section Name, ingredient section 1').fill('Pastry');
  await formField(page, 'Ingredient, ingredient 1 of Pastry').fill('Flour');
  await formField(page, 'Amount, ingredient 1 of Pastry').fill('200 g');
  await page.getByRole('button', { name: 'Add Ingredient to Pastry' }).click();
  await expect(formField(page, 'Ingredient, ingredient 2 of Pastry')).toBeFocused();
  await page.keyboard.type('Cold butter');
  await formField(page, 'Amount, ingredient 2 of Pastry').fill('100 g');
  await formField(page, 'Notes, ingredient 2 of Pastry').fill('diced');
  await page.getByRole('button', { name: 'Add Section to Ingredients' }).click();
  await expect(formField(page, 'Section Name, ingredient section 2')).toBeFocused();
  await page.keyboard.type('Filling');
  await formField(page, 'Ingredient, ingredient 1 of Filling').fill('Lemons');
  await formField(page, 'Amount, ingredient 1 of Filling').fill('3');

  // Steps: "Make the pastry", then "Fill and bake".
  await formField(page, 'Section Name, step section 1').fill('Make the pastry');
  await formField(page, 'Step, step 1 of Make the pastry').fill('Rub the butter into the flour.');
  await page.getByRole('button', { name: 'Add Section to Steps' }).click();
  await page.keyboard.type('Fill and bake');
  await formField(page, 'Step, step 1 of Fill and bake').fill('Whisk the lemon juice with the eggs and pour in.');

  await page.getByRole('button', { name: 'Add Recipe' }).click();

  await expect(page).toHaveURL(new RegExp(`/${stub}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `“${name}” was added.` })).toBeVisible();
  for (const section of ['Pastry', 'Filling', 'Make the pastry', 'Fill and bake']) {
    await expect(page.getByRole('heading', { level: 3, name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Cold butter')).toBeVisible();
  await expect(page.getByText('Whisk the lemon juice with the eggs and pour in.')).toBeVisible();
  const picture = page.getByRole('img', { name });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /\/api\/images\//);

  // In the list: the newest recipe comes first.
  await page.goto('/?sortField=created_at&sortDir=desc');
  const card = page.getByRole('link', { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/${stub}$`));

  // Rename: the form is pre-filled, the save goes to the new stub.
  await page.getByRole('link', { name: 'Edit Recipe' }).click();
  await expect(page).toHaveURL(new RegExp(`/${stub}/update$`));
  await expect(formField(page, 'Name')).toHaveValue(name);
  await expect(formField(page, 'Ingredient, ingredient 2 of Pastry')).toHaveValue('Cold butter');
  await expect(page.getByRole('img', { name: 'Current image of the recipe' })).toBeVisible();
  const newName = `${name} Deluxe`;
  await formField(page, 'Name').fill(newName);
  await page.getByRole('button', { name: 'Update Recipe' }).click();

  await expect(page).toHaveURL(new RegExp(`/${stub}-deluxe$`));
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Fill and bake', exact: true })).toBeVisible();
});

test('the form refuses to send an invalid recipe and points at the first problem', async ({ page }) => {
  await logInThroughTheForm(page);
  await page.goto('/create');
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/recipes')) saves += 1;
  });

  await page.getByRole('button', { name: 'Add Recipe' }).click();

  await expect(formField(page, 'Name')).toBeFocused();
  await expect(page.getByText('Name is required.', { exact: true })).toBeVisible();
  await expect(formField(page, 'Name')).toHaveAccessibleDescription('Name is required.');
  await formField(page, 'Serving Count').fill('lots');
  await expect(page.getByText('Serving Count must be a number.')).toBeVisible();
  expect(saves).toBe(0);
});

test('leaving the form with unsaved changes asks first', async ({ page }) => {
  await logInThroughTheForm(page);
  await page.goto('/create');
  await formField(page, 'Name').fill('Half a recipe');

  await page.getByRole('link', { name: 'Simple Recipes For Everyone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(formField(page, 'Name')).toHaveValue('Half a recipe');

  await page.getByRole('link', { name: 'Simple Recipes For Everyone' }).click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('browser Back with unsaved changes asks first: Stay keeps the form, Leave goes back', async ({ page }) => {
  await logInThroughTheForm(page);
  await page.getByRole('link', { name: 'Add Recipe' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await formField(page, 'Name').fill('Half a recipe');
  await formField(page, 'Serving Count').fill('4');

  await page.evaluate(() => window.history.back());
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/create$/);
  await expect(formField(page, 'Name')).toHaveValue('Half a recipe');
  await expect(formField(page, 'Serving Count')).toHaveValue('4');

  await page.evaluate(() => window.history.back());
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
});

test('a save based on a stale copy gets the conflict message, and Reload shows the other editor’s version', async ({
  page,
}) => {
  await logInThroughTheForm(page);
  const created = await page.request.post('/api/recipes', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      recipe: JSON.stringify({
        name: `Shared Soup ${Date.now()}`,
        serving_count: 2,
        prep_time: 5,
        cooking_time: 20,
        source: '',
        tags: [],
      }),
      ingredients: JSON.stringify([
        { name: 'Soup', type: 'ingredients', ingredients: [{ ingredient: 'Water', amount: '1 l', notes: '' }] },
      ]),
      steps: JSON.stringify([{ name: 'Cook', type: 'recipes', steps: [{ step: 'Boil.', notes: '' }] }]),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const stub = (await created.text()).trim();
  await page.goto(`/${stub}/update`);
  await expect(page.getByRole('button', { name: 'Update Recipe' })).toBeVisible();

  // Someone else saves the same recipe meanwhile (through the API, with the updated_at they started from).
  const theirs = await (await page.request.get(`/api/recipes/${stub}`)).json();
  const theirName = `${theirs.name} (their edit)`;
  const response = await page.request.post(`/api/recipes/${stub}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      recipe: JSON.stringify({
        name: theirName,
        serving_count: theirs.serving_count,
        prep_time: theirs.prep_time,
        cooking_time: theirs.cooking_time,
        source: theirs.source,
        tags: theirs.tags.map((tag: { id: number }) => tag.id),
        updated_at: theirs.updated_at,
      }),
      ingredients: JSON.stringify(theirs.ingredients_sections),
      steps: JSON.stringify(theirs.recipe_sections),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const theirStub = (await response.text()).trim();

  await formField(page, 'Name').fill('My own edit');
  await page.getByRole('button', { name: 'Update Recipe' }).click();

  await expect(page.getByText('This recipe was changed by someone else since you opened it.')).toBeVisible();
  await expect(formField(page, 'Name')).toHaveValue('My own edit');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(formField(page, 'Name')).toHaveValue(theirName);

  // Saving now is based on the fresh copy and goes through.
  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await expect(page).toHaveURL(new RegExp(`/${theirStub}$`));
  await expect(page.getByRole('heading', { level: 1, name: theirName })).toBeVisible();
});

test('a visitor who opens /create is sent home', async ({ page }) => {
  await page.goto('/create');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Add Recipe' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
});

test('Cancel and Update Recipe, pressed at the end of the form, open the recipe page at its top', async ({
  page,
  request,
}) => {
  const recipe = await firstRecipe(request);
  await logInThroughTheForm(page);
  const scrollY = () => page.evaluate(() => window.scrollY);

  for (const button of ['Cancel', 'Update Recipe']) {
    await page.goto(`/${recipe.stub}`);
    await page.getByRole('link', { name: 'Edit Recipe' }).click();
    await expect(page).toHaveURL(new RegExp(`/${recipe.stub}/update$`));
    await page.getByRole('button', { name: 'Update Recipe' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(scrollY).toBeGreaterThan(200);

    await page.getByRole(button === 'Cancel' ? 'link' : 'button', { name: button }).click();
    await expect(page).toHaveURL(new RegExp(`/${recipe.stub}$`));
    await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeInViewport();
    expect(await scrollY()).toBe(0);
  }
});

test('on a 360 px phone the form and its import panels fit the screen: nothing scrolls sideways', async ({
  page,
  request,
}) => {
  const recipe = await firstRecipe(request);
  await logInThroughTheForm(page);
  await page.setViewportSize({ width: 360, height: 740 });
  // How far the page moves when asked to scroll right: 0 when it fits.
  const sideways = () =>
    page.evaluate(() => {
      window.scrollTo(1000, window.scrollY);
      return window.scrollX;
    });

  await page.goto('/create');
  await page.getByText('Import from a web page').click();
  await page.getByText('Export or import the whole collection').click();
  await expect(page.getByRole('button', { name: 'Import a collection' })).toBeVisible();
  expect(await sideways()).toBe(0);

  await page.goto(`/${recipe.stub}/update`);
  await expect(page.getByRole('img', { name: 'Current image of the recipe' })).toBeVisible();
  expect(await sideways()).toBe(0);
});

test('a session that ends while the form is open loses nothing: log in again on the page, then Retry saves', async ({
  page,
}) => {
  const name = `Session Soup ${Date.now()}`;
  await logInThroughTheForm(page);
  await page.goto('/create');
  await formField(page, 'Name').fill(name);
  await formField(page, 'Serving Count').fill('4');
  await formField(page, 'Prep Time').fill('10');
  await formField(page, 'Cooking Time').fill('20');
  await formField(page, 'Section Name, ingredient section 1').fill('Soup');
  await formField(page, 'Ingredient, ingredient 1 of Soup').fill('Tomatoes');
  await formField(page, 'Amount, ingredient 1 of Soup').fill('1 kg');
  await formField(page, 'Section Name, step section 1').fill('Cook');
  await formField(page, 'Step, step 1 of Cook').fill('Simmer the tomatoes for half an hour.');

  // The session ends elsewhere (it expired, or the editor logged out in another tab).
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Add Recipe' }).click();

  await expect(page.getByRole('alert')).toContainText('You are logged out, so the recipe was not saved.');
  const notice = page.getByRole('region', { name: 'You are logged out' });
  await expect(notice.getByLabel('Username')).toBeFocused();
  await expect(page).toHaveURL(/\/create$/);
  await expect(formField(page, 'Name')).toHaveValue(name);

  await notice.getByLabel('Username').fill(EDITOR.username);
  await notice.getByLabel('Password').fill(EDITOR.password);
  await notice.getByRole('button', { name: 'Log in again' }).click();
  await expect(notice).toHaveCount(0);
  await expect(formField(page, 'Step, step 1 of Cook')).toHaveValue('Simmer the tomatoes for half an hour.');

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/session-soup-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Simmer the tomatoes for half an hour.')).toBeVisible();
});

test('tabbing through the form, on a phone and a desktop, never leaves the focused field under the sticky save bar', async ({
  page,
  request,
}) => {
  const recipe = await firstRecipe(request);
  await logInThroughTheForm(page);
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/${recipe.stub}/update`);
    await expect(formField(page, 'Name')).toHaveValue(recipe.name);
    await formField(page, 'Name').focus();
    expect(await barHidesFocusedFields(page), `${viewport.width} px`).toEqual([]);
  }
});

/** Tabs through the form from Name to the save bar; the fields that were, focused, partly under the bar. */
async function barHidesFocusedFields(page: Page): Promise<string[]> {
  // Each stop of the form's own controls, up to the bar (the Update Recipe button's box): is any of it behind it?
  const hidden: string[] = [];
  let stops = 0;
  for (; stops < 300; stops += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(async () => {
      // After the browser's scroll and anything the page does on the next frame.
      await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
      const focused = document.activeElement as HTMLElement | null;
      const bar = document.querySelector('form button[type="submit"]')?.parentElement;
      if (!focused || !bar || bar.contains(focused)) return null;
      const box = focused.getBoundingClientRect();
      const label = focused.getAttribute('aria-label') ?? focused.textContent ?? focused.id;
      return { label, under: box.bottom > bar.getBoundingClientRect().top + 1 };
    });
    if (!where) break;
    if (where.under) hidden.push(where.label);
  }
  // The form was walked to its end, past many fields.
  expect(stops).toBeGreaterThan(20);
  return hidden;
}
