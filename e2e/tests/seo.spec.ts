// Found and shared (issue 18): what search engines that run no scripts, link previews and recipe importers read —
// the HTML as sent, here opened with JavaScript disabled — says what each page is; once the scripts run, the page
// keeps that one JSON-LD element current instead of adding a second; the sitemap and robots.txt lead to every recipe.
import type { Browser, Page } from '@playwright/test';
import { expect, firstRecipe, recipeLink, test } from '../support/fixtures';

const SITE = 'Simple Recipes For Everyone';

/** A page as sent: a browser with scripts off parses the HTML and nothing changes it afterwards. */
async function asSent(browser: Browser, baseURL: string, path: string): Promise<{ page: Page; status: number }> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { page, status: response?.status() ?? 0 };
}

const meta = (page: Page, key: string) =>
  page.locator(`meta[name="${key}"], meta[property="${key}"]`).getAttribute('content');
const jsonLd = async (page: Page) => {
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
};

test('a recipe page as sent carries its title, description, canonical link, preview tags and Recipe data', async ({
  browser,
  request,
  site,
}) => {
  const recipe = await firstRecipe(request);
  const full = (await (await request.get(`/api/recipes/${recipe.stub}`)).json()) as { imageUrl: string | null };
  const { page, status } = await asSent(browser, site.baseURL, `/${recipe.stub}`);
  try {
    expect(status).toBe(200);
    await expect(page).toHaveTitle(`${recipe.name} – ${SITE}`);
    const description = await meta(page, 'description');
    expect(description).toMatch(/Ingredients: /);
    const url = `${site.baseURL}/${recipe.stub}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    expect(await meta(page, 'og:title')).toBe(recipe.name);
    expect(await meta(page, 'og:description')).toBe(description);
    expect(await meta(page, 'og:url')).toBe(url);
    expect(await meta(page, 'twitter:card')).toBe(full.imageUrl ? 'summary_large_image' : 'summary');
    if (full.imageUrl) {
      expect(await meta(page, 'og:image')).toBe(`${site.baseURL}${full.imageUrl}`);
      expect(Number(await meta(page, 'og:image:width'))).toBeGreaterThan(0);
      expect(Number(await meta(page, 'og:image:height'))).toBeGreaterThan(0);
    }
    const data = await jsonLd(page);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: recipe.name,
      url,
      description,
    });
    expect(data.recipeIngredient.length).toBeGreaterThan(0);
  } finally {
    await page.context().close();
  }
});

test('the home page as sent is the site, with a search action that really searches', async ({
  browser,
  page,
  site,
}) => {
  const sent = await asSent(browser, site.baseURL, '/');
  let template: string;
  try {
    expect(sent.status).toBe(200);
    await expect(sent.page).toHaveTitle(SITE);
    await expect(sent.page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.baseURL}/`);
    const data = await jsonLd(sent.page);
    expect(data).toMatchObject({ '@type': 'WebSite', name: SITE, url: `${site.baseURL}/` });
    template = data.potentialAction.target.urlTemplate;
  } finally {
    await sent.page.context().close();
  }
  // The search a search engine would send lands on the catalog's results for it.
  await page.goto(template.replace('{search_term_string}', 'tikka'));
  await expect(recipeLink(page, 'Chicken Tikka Masala')).toBeVisible();
  await expect(recipeLink(page, 'Apple Crumble')).toHaveCount(0);
});

test("an unknown stub is a 404 that still shows the site's not-found page", async ({ page }) => {
  const response = await page.goto('/no-such-recipe-for-crawlers');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe not found' })).toBeVisible();
  await expect(page).toHaveTitle(`Recipe not found – ${SITE}`);
});

test('with scripts running there is still one JSON-LD element, kept current on client-side navigation', async ({
  page,
  request,
}) => {
  const recipe = await firstRecipe(request);
  await page.goto('/');
  await recipeLink(page, recipe.name).click();
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  await expect(page).toHaveTitle(`${recipe.name} – ${SITE}`);
  expect(await jsonLd(page)).toMatchObject({ '@type': 'Recipe', name: recipe.name });

  // Loaded directly, the page keeps the server's element rather than adding its own.
  await page.goto(`/${recipe.stub}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  expect(await jsonLd(page)).toMatchObject({ '@type': 'Recipe', name: recipe.name });
});

test('robots.txt names the sitemap, which lists every recipe', async ({ request, site }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${site.baseURL}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const { count } = (await (await request.get('/api/recipes?page=1')).json()) as { count: number };
  expect(xml.match(/<url>/g)).toHaveLength(count + 1);
  const recipe = await firstRecipe(request);
  expect(xml).toContain(`<loc>${site.baseURL}/${recipe.stub}</loc>`);
});
