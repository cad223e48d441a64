// Creating a tag from the editor's Tags picker (POST /api/tags): the editor types a tag the site does not have,
// creates it with a suggested shorthand, saves a recipe with it, and the tag is on the recipe page, on the recipe's
// card and in the catalog's filter, which itself never offers to create one.
import { expect, formField, loginAsEditor, recipeLink, test } from '../support/fixtures';

test('an editor creates a tag in the Tags picker, saves a recipe with it, and finds it on the page and in the catalog', async ({
  page,
}) => {
  const name = `Sheet Pan Gnocchi ${Date.now()}`;
  await loginAsEditor(page);
  await page.goto('/create');

  await formField(page, 'Name').fill(name);
  await formField(page, 'Serving Count').fill('4');
  await formField(page, 'Prep Time').fill('5');
  await formField(page, 'Cooking Time').fill('25');

  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('Weeknight');
  await page.getByRole('option', { name: 'Create tag “Weeknight”' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Tag name' })).toHaveValue('Weeknight');
  const shorthand = dialog.getByRole('textbox', { name: 'Shorthand' });
  await expect(shorthand).toHaveValue('WKN');
  await expect(shorthand).toBeFocused();
  // A shorthand another tag has is refused in words under the field (the seed's Vegan is VGN).
  await shorthand.fill('vgn');
  await dialog.getByRole('button', { name: 'Create tag' }).click();
  await expect(shorthand).toHaveAccessibleDescription(/The shorthand “VGN” is taken by the tag “Vegan”\./);
  await shorthand.fill('WKN');
  await dialog.getByRole('button', { name: 'Create tag' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove Weeknight' })).toBeVisible();
  await expect(tags).toBeFocused();

  await formField(page, 'Section Name, ingredient section 1').fill('Tray');
  await formField(page, 'Ingredient, ingredient 1 of Tray').fill('Gnocchi');
  await formField(page, 'Amount, ingredient 1 of Tray').fill('500 g');
  await formField(page, 'Section Name, step section 1').fill('Roast');
  await formField(page, 'Step, step 1 of Roast').fill('Roast everything on one tray until crisp.');
  await page.getByRole('button', { name: 'Add Recipe' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' }).getByText('Weeknight', { exact: true })).toBeVisible();

  // The catalog: the card shows the new shorthand, and the filter offers the tag (and never "Create tag").
  await page.goto('/?sortField=created_at&sortDir=desc');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByRole('list', { name: 'Tags' }).getByText('WKN', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show Filters' }).click();
  const filter = page.getByRole('combobox', { name: 'Filter by Tags' });
  await filter.fill('Brand new tag');
  await expect(page.getByRole('option', { name: /Create tag/ })).toHaveCount(0);
  await filter.fill('week');
  await page.getByRole('option', { name: /Weeknight/ }).click();
  await expect(page).toHaveURL(/[?&]tags=WKN\b/);
  await expect(recipeLink(page, name)).toBeVisible();
});
