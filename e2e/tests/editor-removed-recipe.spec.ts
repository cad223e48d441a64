// An edit of a recipe that another tab removed meanwhile: the save says so, keeps the changes, and saves them as a new
// recipe, landing on its page as an add does.
import type { Page } from '@playwright/test';
import { addRecipeByApi } from '../support/add-recipe';
import { expect, formField, loginAsEditor, test } from '../support/fixtures';

// A real 4×3 PNG (made with sharp): the server checks an image by its bytes and decodes it.
const PNG_4X3 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWN4ts8GjhhwcgC+7haBwt/TmAAAAABJRU5ErkJggg==',
  'base64',
);

function createRecipe(page: Page, name: string): Promise<string> {
  return addRecipeByApi(page, {
    name,
    serving_count: 3,
    prep_time: 15,
    cooking_time: 40,
    ingredients: [{ name: 'Stew', items: [{ ingredient: 'Beans', amount: '400 g' }] }],
    steps: [{ name: 'Cook', items: [{ step: 'Simmer gently.' }] }],
  });
}

test('an edit of a recipe removed in another tab is saved as a new recipe, with the picture chosen', async ({
  page,
  context,
}) => {
  await loginAsEditor(page);
  const name = `Bean Stew ${Date.now()}`;
  const stub = await createRecipe(page, name);
  await page.goto(`/${stub}/update`);
  await expect(formField(page, 'Name')).toHaveValue(name);
  const newName = `${name} Again`;
  await formField(page, 'Name').fill(newName);
  await formField(page, 'Step, step 1 of Cook').fill('Simmer gently for an hour.');
  await page.getByLabel('Image').setInputFiles({ name: 'stew.png', mimeType: 'image/png', buffer: PNG_4X3 });
  await expect(page.getByRole('img', { name: 'Preview of stew.png' })).toBeVisible();

  // Another tab removes the recipe meanwhile.
  const other = await context.newPage();
  await other.goto(`/${stub}`);
  await other.getByRole('button', { name: 'Remove Recipe' }).click();
  await other
    .getByRole('dialog', { name: 'Remove this recipe?' })
    .getByRole('button', { name: 'Remove', exact: true })
    .click();
  await expect(other.getByText(`“${name}” was removed.`)).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: 'Update Recipe' }).click();
  await expect(page.getByText('This recipe was removed since you opened this page')).toBeVisible();
  await expect(page.getByText('Your changes are still here: save them as a new recipe.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(formField(page, 'Name')).toHaveValue(newName);

  await page.getByRole('button', { name: 'Save as a new recipe' }).click();

  await expect(page).toHaveURL(new RegExp(`/${stub}-again$`));
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `“${newName}” was added.` })).toBeVisible();
  await expect(page.getByText('Simmer gently for an hour.')).toBeVisible();
  await expect(page.getByRole('img', { name: newName })).toHaveAttribute('src', /\/api\/images\//);
});
