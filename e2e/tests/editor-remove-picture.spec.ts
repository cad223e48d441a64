// Removing a recipe's picture on its update page: the save takes it off the recipe page, its files are gone, and the
// editor opened again has no picture to show.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { addRecipeByApi } from '../support/add-recipe';
import { expect, loginAsEditor, test } from '../support/fixtures';

async function createWithPicture(page: Page, name: string): Promise<string> {
  const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  return addRecipeByApi(page, {
    name,
    serving_count: 6,
    prep_time: 20,
    cooking_time: 35,
    picture: { name: 'tart.png', mimeType: 'image/png', buffer: picture },
    ingredients: [{ name: 'Tart', items: [{ ingredient: 'Plums', amount: '500 g' }] }],
    steps: [{ name: 'Bake', items: [{ step: 'Bake until golden.' }] }],
  });
}

test('Remove picture, then save: the recipe page shows no picture, nor does the editor opened again', async ({
  page,
}) => {
  await loginAsEditor(page);
  const name = `Plum Tart ${Date.now()}`;
  const stub = await createWithPicture(page, name);
  await page.goto(`/${stub}`);
  const picture = page.getByRole('img', { name });
  await expect(picture).toHaveAttribute('src', /\/api\/images\//);
  const pictureUrl = (await picture.getAttribute('src'))!;

  await page.goto(`/${stub}/update`);
  await expect(page.getByRole('img', { name: 'Current image of the recipe' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByRole('img', { name: 'Current image of the recipe' })).toHaveCount(0);
  await expect(page.getByText('The picture will be removed when you save.')).toBeVisible();
  await page.getByRole('button', { name: 'Update Recipe' }).click();

  await expect(page).toHaveURL(new RegExp(`/${stub}$`));
  await expect(page.getByRole('status').filter({ hasText: `Changes to “${name}” were saved.` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name })).toHaveCount(0);
  expect((await page.request.get(pictureUrl)).status()).toBe(404);

  await page.goto(`/${stub}/update`);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(page.getByRole('img', { name: 'Current image of the recipe' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove picture' })).toHaveCount(0);
});
