// The editor's picture picker on the composed site: a file that is not a picture is refused when chosen, and a photo
// over the 10 MiB upload limit is made smaller in the browser, then saved.
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, formField, loginAsEditor, test } from '../support/fixtures';

async function fillSmallRecipe(page: Page, name: string) {
  await formField(page, 'Name').fill(name);
  await formField(page, 'Section Name, ingredient section 1').fill('Salad');
  await formField(page, 'Ingredient, ingredient 1 of Salad').fill('Tomatoes');
  await formField(page, 'Amount, ingredient 1 of Salad').fill('4');
  await formField(page, 'Section Name, step section 1').fill('Make');
  await formField(page, 'Step, step 1 of Make').fill('Slice and season.');
}

test('random bytes named .jpg are refused beside the picker at once, and the form keeps what was typed', async ({
  page,
}) => {
  await loginAsEditor(page);
  await page.goto('/create');
  await fillSmallRecipe(page, 'Not A Picture Salad');

  const picker = page.getByLabel('Image');
  await picker.setInputFiles({ name: 'salad.jpg', mimeType: 'image/jpeg', buffer: randomBytes(5000) });

  await expect(picker).toHaveAccessibleDescription(
    'salad.jpg was not added: it is not an image. Choose a JPEG, PNG, WebP, GIF or AVIF file.',
  );
  await expect(page.getByRole('img', { name: /Preview of/ })).toHaveCount(0);
  await expect(formField(page, 'Name')).toHaveValue('Not A Picture Salad');
});

test('a photo over 10 MiB is made smaller in the browser, said so in one line, and saved', async ({ page }) => {
  // A noisy 4000 × 3000 JPEG: noise does not compress, so it is over the upload limit.
  const width = 4000;
  const height = 3000;
  const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(10 * 1024 * 1024);

  await loginAsEditor(page);
  await page.goto('/create');
  const name = `Big Photo Salad ${Date.now()}`;
  await fillSmallRecipe(page, name);

  const picker = page.getByLabel('Image');
  await picker.setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: photo });

  await expect(
    page.getByText('camera.jpg was larger than 10 MiB, so it was made smaller (2048 × 1536 pixels).'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('img', { name: 'Preview of camera.jpg' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const stub = name.toLowerCase().replace(/ /g, '-');
  await expect(page).toHaveURL(new RegExp(`/${stub}$`));
  const recipe = page.getByRole('img', { name });
  await expect(recipe).toHaveAttribute('src', /\/api\/images\//);
  const saved = await (await page.request.get(`/api/recipes/${stub}`)).json();
  const image = await page.request.get(saved.imageUrl);
  const { width: savedWidth } = await sharp(await image.body()).metadata();
  expect(savedWidth).toBe(1600);
});
