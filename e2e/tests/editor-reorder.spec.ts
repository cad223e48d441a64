// Reordering in the recipe form, on a phone-sized screen: an editor moves two steps and an ingredient, saves, and the
// recipe page shows the new order.
import type { Page } from '@playwright/test';
import { addRecipeByApi } from '../support/add-recipe';
import { expect, loginAsEditor, test } from '../support/fixtures';

test.use({ viewport: { width: 360, height: 740 } });

function createRecipe(page: Page, name: string): Promise<string> {
  return addRecipeByApi(page, {
    name,
    serving_count: 2,
    prep_time: 5,
    cooking_time: 10,
    ingredients: [
      {
        name: 'Batter',
        items: [
          { ingredient: 'Flour', amount: '100 g' },
          { ingredient: 'Milk', amount: '200 ml' },
          { ingredient: 'Egg', amount: '1' },
        ],
      },
    ],
    steps: [
      {
        name: 'Cook',
        items: [{ step: 'Whisk the batter.' }, { step: 'Fry each pancake.' }, { step: 'Rest the batter.' }],
      },
    ],
  });
}

const texts = (page: Page, part: string) =>
  page.getByRole('region', { name: part }).getByRole('listitem').allInnerTexts();

test('an editor moves two steps and an ingredient, saves, and the recipe page shows the new order', async ({
  page,
}) => {
  await loginAsEditor(page);
  const name = `Reordered Pancakes ${Date.now()}`;
  const stub = await createRecipe(page, name);
  await page.goto(`/${stub}/update`);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);

  // "Rest the batter" belongs before frying: moved up, the focus follows it and the move is announced.
  await page.getByRole('button', { name: 'Move step 3 of Cook up' }).click();
  await expect(page.getByRole('button', { name: 'Move step 2 of Cook up' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Step 3 of Cook moved up, now step 2.' })).toBeAttached();
  // …and frying last was already so; the whisking moves down once, past the resting.
  await page.getByRole('button', { name: 'Move step 1 of Cook down' }).click();
  await expect(page.getByRole('textbox', { name: 'Step, step 1 of Cook' })).toHaveValue('Rest the batter.');
  await expect(page.getByRole('textbox', { name: 'Step, step 2 of Cook' })).toHaveValue('Whisk the batter.');
  // The egg goes first.
  await page.getByRole('button', { name: 'Move ingredient 3 of Batter up' }).click();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move ingredient 1 of Batter down' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Ingredient, ingredient 1 of Batter' })).toHaveValue('Egg');

  // The controls fit the phone's width: nothing makes the page scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: 'Update Recipe' }).click();

  await expect(page).toHaveURL(new RegExp(`/${stub}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The form's own heading is the name too, and it stays up while the recipe page's remote loads: the lists are
  // waited for, not read once.
  await expect.poll(() => texts(page, 'Steps')).toEqual(['Rest the batter.', 'Whisk the batter.', 'Fry each pancake.']);
  await expect
    .poll(async () => (await texts(page, 'Ingredients')).map((item) => item.split(' (')[0]))
    .toEqual(['Egg', 'Flour', 'Milk']);
});
