// Importing and exporting (issue 14): a page served by a local test server (let through with
// IMPORT_ALLOWED_HOSTS) fills the editor’s form, the editor saves it and the recipe page shows it with its picture;
// so does a recipe's text pasted instead; a page of two recipes names the other, which is imported in its place; the
// bookmarklet brings a page in from the page itself (or the recipe selected on it, from a site that turns the
// importer away), after a log-in when needed; the whole collection is exported and imported again through the
// buttons, doubling nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { EDITOR, startSite, type Site } from '../support/site';

// A real 4×3 PNG: the server re-encodes the page's picture through its image pipeline.
const PNG_4X3 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWN4ts8GjhhwcgC+7haBwt/TmAAAAABJRU5ErkJggg==',
  'base64',
);

const NAME = `Imported Garlic Soup ${Date.now()}`;

function recipePage(): string {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: NAME,
    image: { '@type': 'ImageObject', url: '/soup.png' },
    recipeYield: '4 servings',
    prepTime: 'PT10M',
    cookTime: 'PT25M',
    recipeIngredient: ['2-3 cloves garlic, minced', '1 l vegetable stock', 'Salt to taste'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Soften the garlic in a little oil.' },
      { '@type': 'HowToStep', text: 'Add the stock and simmer for 20 minutes.' },
    ],
  };
  return `<!doctype html><html><head><title>${NAME}</title><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body><h1>${NAME}</h1></body></html>`;
}

const BROWSERS_ONLY_PAGE = `<!doctype html><html><head><title>Site</title></head><body><nav>Home · Recipes</nav>
<article><h1>Toasted Oats</h1><p>Serves 2</p><h2>Ingredients</h2><ul><li>1 cup oats</li><li>1 tbsp butter</li></ul>
<h2>Method</h2><ol><li>Melt the butter.</li><li>Toast the oats in it until golden.</li></ol></article></body></html>`;

// A page with no structured data whose menus and skip link come before the recipe, as a whole page's copy has them.
const WHOLE_PAGE = `<!doctype html><html><head><title>Site</title></head><body><a href="#main">Skip to content</a>
<nav><ul><li><a href="/">Home</a></li><li><a href="/r">Recipes</a></li><li><a href="/d">Desserts</a></li>
<li><a href="/b">Breakfast</a></li></ul></nav><main id="main"><h1>Buttered Barley</h1><p>A warm side dish.</p>
<h2>Ingredients</h2><ul><li>1 cup pearl barley, rinsed</li><li>2 tbsp butter</li></ul><h2>Instructions</h2>
<ol><li>Simmer the barley until tender.</li><li>Stir in the butter.</li></ol></main></body></html>`;

// A page of two recipes in its JSON-LD: the fuller one comes first, the other is offered beside it.
const COOKIES_PAGE = `<!doctype html><html><head><title>Two cookies</title><script type="application/ld+json">${JSON.stringify(
  {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Recipe',
        name: 'Chocolate Chip Cookies',
        recipeYield: '24',
        recipeIngredient: ['225 g butter', '200 g sugar', '300 g flour', '200 g chocolate chips'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Cream the butter and sugar.' },
          { '@type': 'HowToStep', text: 'Stir in the flour and chips, then bake for 10 minutes.' },
        ],
      },
      {
        '@type': 'Recipe',
        name: 'Oatmeal Raisin Cookies',
        recipeYield: '18',
        recipeIngredient: ['150 g rolled oats', '75 g raisins'],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix the oats and raisins, then bake for 12 minutes.' }],
      },
    ],
  },
)}</script></head><body><h1>Two cookies</h1></body></html>`;

let pages: Server;
let site: Site;

test.beforeAll(async () => {
  pages = createServer((request, response) => {
    if (request.url === '/soup.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(PNG_4X3);
    if (request.url === '/whole-page')
      return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(WHOLE_PAGE);
    if (request.url === '/cookies')
      return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(COOKIES_PAGE);
    if (request.url === '/garlic-soup')
      return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(recipePage());
    // A site that shows its recipe to browsers and turns the importer away.
    if (request.url === '/browsers-only') {
      if (/SimpleRecipesImporter/.test(request.headers['user-agent'] ?? '')) return void response.writeHead(403).end();
      return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BROWSERS_ONLY_PAGE);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const { port } = pages.address() as AddressInfo;
  site = await startSite({ env: { IMPORT_ALLOWED_HOSTS: `127.0.0.1:${port}` } });
});

test.afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => pages?.close(resolve));
});

/** Logs in to this file's own site (the one that lets the page server through), not the shared one. */
async function logIn(page: Page): Promise<void> {
  const login = await page.request.post(`${site.baseURL}/api/session`, {
    data: { username: EDITOR.username, password: EDITOR.password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(login.status()).toBe(204);
}

test('an editor imports a page into the form, saves it, and sees it on its recipe page', async ({ page }) => {
  test.setTimeout(120_000);
  const { port } = pages.address() as AddressInfo;
  await logIn(page);

  await page.goto(`${site.baseURL}/create`);
  await page.getByText('Import from a web page').click();
  await page.getByLabel('Page address').fill(`http://127.0.0.1:${port}/garlic-soup`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(page.getByText(/Not found on the page: Source, Tags\./)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(NAME);
  await expect(page.getByRole('textbox', { name: 'Serving Count', exact: true })).toHaveValue('4');
  await expect(page.getByRole('textbox', { name: 'Amount, ingredient 1 of Ingredients' })).toHaveValue('2-3 cloves');
  await expect(page.getByRole('textbox', { name: 'Ingredient, ingredient 1 of Ingredients' })).toHaveValue('garlic');
  await expect(page.getByRole('textbox', { name: 'Notes, ingredient 1 of Ingredients' })).toHaveValue('minced');
  await expect(page.getByRole('img', { name: 'Current image of the recipe' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const stub = NAME.toLowerCase().replace(/ /g, '-');
  await expect(page).toHaveURL(new RegExp(`/${stub}$`));
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText('Add the stock and simmer for 20 minutes.')).toBeVisible();
  await expect(page.getByText(/garlic/).first()).toBeVisible();
  const recipe = (await (await page.request.get(`${site.baseURL}/api/recipes/${stub}`)).json()) as {
    imageUrl: string | null;
  };
  expect(recipe.imageUrl).toMatch(/^\/api\/images\//);
});

test('an editor imports a page of two recipes, sees the other named, and imports it instead', async ({ page }) => {
  test.setTimeout(120_000);
  const { port } = pages.address() as AddressInfo;
  await logIn(page);

  await page.goto(`${site.baseURL}/create`);
  await page.getByText('Import from a web page').click();
  await page.getByLabel('Page address').fill(`http://127.0.0.1:${port}/cookies`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(page.getByText(/Imported “Chocolate Chip Cookies”\./)).toBeVisible();
  await expect(page.getByText('This page holds 1 other recipe:')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Chocolate Chip Cookies');

  await page.getByRole('button', { name: 'Import “Oatmeal Raisin Cookies” instead' }).click();
  await expect(page.getByText(/Imported “Oatmeal Raisin Cookies”\./)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Oatmeal Raisin Cookies');
  await expect(page.getByRole('textbox', { name: 'Serving Count', exact: true })).toHaveValue('18');
  await expect(page.getByRole('textbox', { name: 'Ingredient, ingredient 1 of Ingredients' })).toHaveValue(
    'rolled oats',
  );
  await expect(page.getByRole('textbox', { name: 'Step, step 1 of Steps' })).toHaveValue(
    'Mix the oats and raisins, then bake for 12 minutes.',
  );
  await expect(page.getByRole('button', { name: 'Import “Chocolate Chip Cookies” instead' })).toBeVisible();
});

test("an editor pastes a recipe's text copied from a page, and saves what it filled in", async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Pasted Lentil Soup ${Date.now()}`;
  const text = [name, 'Serves 6', '', 'Ingredients', '200 g red lentils, rinsed', '1 onion', '', 'Method'];
  await logIn(page);

  await page.goto(`${site.baseURL}/create`);
  await page.getByText('Import from a web page').click();
  await page
    .getByLabel("Or paste the page, or the recipe's text")
    .fill([...text, '1. Soften the onion.', '2. Add the lentils and simmer until soft.'].join('\n'));
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'Serving Count', exact: true })).toHaveValue('6');
  await expect(page.getByRole('textbox', { name: 'Amount, ingredient 1 of Ingredients' })).toHaveValue('200 g');
  await expect(page.getByRole('textbox', { name: 'Notes, ingredient 1 of Ingredients' })).toHaveValue('rinsed');
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  // The form's own heading is the recipe's name too: the recipe page is there once the address is its stub.
  await expect(page).toHaveURL(new RegExp(`/${name.toLowerCase().replace(/ /g, '-')}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Add the lentils and simmer until soft.')).toBeVisible();
});

test('an editor copies a whole page (menus and all) and pastes it: the recipe is read from its headings and lists', async ({
  page,
}) => {
  const { port } = pages.address() as AddressInfo;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page);
  await page.goto(`http://127.0.0.1:${port}/whole-page`);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+C');

  await page.goto(`${site.baseURL}/create`);
  await page.getByText('Import from a web page').click();
  await page.getByLabel("Or paste the page, or the recipe's text").focus();
  await page.keyboard.press('Control+V');
  await expect(page.getByLabel("Or paste the page, or the recipe's text")).toHaveValue(/^Skip to content/);
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  // The name is the page's heading, not its skip link or a menu's first entry.
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Buttered Barley');
  await expect(page.getByRole('textbox', { name: 'Amount, ingredient 1 of Ingredients' })).toHaveValue('1 cup');
  await expect(page.getByRole('textbox', { name: 'Ingredient, ingredient 1 of Ingredients' })).toHaveValue(
    'pearl barley',
  );
  await expect(page.getByRole('textbox', { name: 'Step, step 2 of Steps' })).toHaveValue('Stir in the butter.');
});

/** The bookmarklet's code, as an editor finds it in the import panel (logged in to this file's site). */
async function bookmarkletCode(page: Page): Promise<string> {
  await logIn(page);
  await page.goto(`${site.baseURL}/create`);
  await page.getByText('Import from a web page').click();
  const bookmarklet = page.getByRole('link', { name: 'Import to Simple Recipes' });
  await expect(bookmarklet).toHaveAttribute('href', /^javascript:/);
  return (await bookmarklet.getAttribute('href'))!.slice('javascript:'.length);
}

/** What clicking the bookmark does: run its code on the page open now. */
async function clickBookmarklet(page: Page, code: string): Promise<void> {
  await page.evaluate((script) => (0, eval)(script), code);
}

test('the bookmarklet, clicked on a recipe page, opens Add Recipe with that page imported', async ({ page }) => {
  test.setTimeout(120_000);
  const { port } = pages.address() as AddressInfo;
  const code = await bookmarkletCode(page);

  const recipeAddress = `http://127.0.0.1:${port}/garlic-soup`;
  await page.goto(recipeAddress);
  await clickBookmarklet(page, code);

  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(NAME);
  await expect(page.getByLabel('Page address')).toHaveValue(recipeAddress);
  await expect(page).toHaveURL(`${site.baseURL}/create`);
});

test('the bookmarklet, clicked when logged out, imports the page once the editor has logged in', async ({ page }) => {
  test.setTimeout(120_000);
  const { port } = pages.address() as AddressInfo;
  const code = await bookmarkletCode(page);
  await page.context().clearCookies();

  const recipeAddress = `http://127.0.0.1:${port}/garlic-soup`;
  await page.goto(recipeAddress);
  await clickBookmarklet(page, code);

  await expect(page).toHaveURL(`${site.baseURL}/`);
  const notice = page.getByRole('status').filter({ hasText: 'That page is for editors.' });
  await notice.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Username').fill(EDITOR.username);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(NAME);
  await expect(page.getByLabel('Page address')).toHaveValue(recipeAddress);
  await expect(page).toHaveURL(`${site.baseURL}/create`);
});

test('the bookmarklet, clicked with the recipe selected on a site that refuses the importer, imports it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { port } = pages.address() as AddressInfo;
  const code = await bookmarkletCode(page);

  const recipeAddress = `http://127.0.0.1:${port}/browsers-only`;
  await page.goto(recipeAddress);
  await page.evaluate(() => getSelection()!.selectAllChildren(document.querySelector('article')!));
  await clickBookmarklet(page, code);

  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Toasted Oats');
  await expect(page.getByRole('textbox', { name: 'Serving Count', exact: true })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Ingredient, ingredient 2 of Ingredients' })).toHaveValue('butter');
  await expect(page.getByLabel('Page address')).toHaveValue(recipeAddress);
  await expect(page).toHaveURL(`${site.baseURL}/create`);
});

test('an editor exports every recipe and imports the file again: nothing is doubled, and the summary says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  const { count } = (await (await page.request.get(`${site.baseURL}/api/recipes`)).json()) as { count: number };

  await page.goto(`${site.baseURL}/create`);
  await page.getByText('Export or import the whole collection').click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export all recipes' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^recipes-\d{4}-\d{2}-\d{2}\.zip$/);
  const file = await download.path();

  await page.getByLabel(/^Collection file/).setInputFiles(file);
  await page.getByRole('button', { name: 'Import a collection' }).click();
  await expect(page.getByText(`Imported 0 recipes. Skipped ${count}:`)).toBeVisible();
  const after = (await (await page.request.get(`${site.baseURL}/api/recipes`)).json()) as { count: number };
  expect(after.count).toBe(count);
});
