// The home screen on the composed, seeded site (issue 4): a visitor browses, loads more (and reloads), filters by a tag,
// searches, sorts each way, shares the URL and opens a card. Expected lists come from the API itself, so the
// tests follow the seed data instead of copying it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

interface ListPage {
  recipes: { id: number; name: string; stub: string; tags: { shorthand: string }[] }[];
  count: number;
}

const SORTS = [
  { label: 'A - Z', query: 'sortField=name&sortDir=asc', url: '' },
  { label: 'Z - A', query: 'sortField=name&sortDir=desc', url: '?sortDir=desc' },
  { label: 'Oldest to Newest', query: 'sortField=created_at&sortDir=asc', url: '?sortField=created_at' },
  { label: 'Newest to Oldest', query: 'sortField=created_at&sortDir=desc', url: '?sortField=created_at&sortDir=desc' },
] as const;

async function apiList(request: APIRequestContext, query: string): Promise<ListPage> {
  const response = await request.get(`/api/recipes?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ListPage;
}

const names = (list: ListPage) => list.recipes.map((recipe) => recipe.name);
const cardHeadings = (page: Page) => page.getByRole('list', { name: 'Recipes' }).getByRole('heading', { level: 2 });
const countLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ recipes?$/);
const sortSelect = (page: Page) => page.getByLabel('Sort', { exact: true });
const tagPicker = (page: Page) => page.getByRole('combobox', { name: 'Filter by Tags' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

async function showFilters(page: Page) {
  await page.getByRole('button', { name: 'Show Filters' }).click();
  await expect(sortSelect(page)).toBeVisible();
}

async function pickTag(page: Page, name: string) {
  await tagPicker(page).click();
  await tagPicker(page).fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await page.keyboard.press('Escape');
}

/** Query strings of every `GET /api/recipes` the page sends from now on. */
function recordListRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/recipes') seen.push(url.searchParams);
  });
  return seen;
}

/** A tag that narrows the list without emptying it. */
async function narrowingTag(request: APIRequestContext, total: number) {
  const tags = (await (await request.get('/api/tags')).json()) as { tag: string; shorthand: string }[];
  for (const tag of tags) {
    const list = await apiList(request, `sortField=name&sortDir=asc&tags=${tag.shorthand}&page=1`);
    if (list.count > 0 && list.count < total) return { ...tag, list };
  }
  throw new Error('The seed has no tag that narrows the list.');
}

test('a visitor browses the first page, sees the pictures load, and loads more', async ({ page, request }) => {
  const first = await apiList(request, 'sortField=name&sortDir=asc&page=1');
  const second = await apiList(request, 'sortField=name&sortDir=asc&page=2');
  expect(first.count).toBeGreaterThan(15);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
  await expect(countLine(page)).toHaveText(`Showing 15 of ${first.count} recipes`);
  await expect(cardHeadings(page)).toHaveText(names(first));

  // The first card's own picture replaces its placeholder once loaded.
  const picture = page.getByRole('img', { name: first.recipes[0]!.name });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(picture).toHaveAttribute('src', /^\/api\/images\//);
  await expect(picture).toHaveAttribute('loading', 'eager');

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cardHeadings(page)).toHaveText([...names(first), ...names(second)]);
  const shown = first.recipes.length + second.recipes.length;
  await expect(countLine(page)).toHaveText(`Showing ${shown} of ${first.count} recipes`);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(shown < first.count ? 1 : 0);

  // The URL keeps how many pages are shown: a reload shows them again, both asked for from the HTML.
  await expect(page).toHaveURL(/\/\?pages=2$/);
  const requests = recordListRequests(page);
  await page.reload();
  await expect(cardHeadings(page)).toHaveText([...names(first), ...names(second)]);
  await expect(countLine(page)).toHaveText(`Showing ${shown} of ${first.count} recipes`);
  expect(requests.map((params) => params.get('page')).sort()).toEqual(['1', '2']);
});

test('a visitor filters by a tag and removes it again', async ({ page, request }) => {
  const all = await apiList(request, 'sortField=name&sortDir=asc&page=1');
  const tag = await narrowingTag(request, all.count);

  await page.goto('/');
  await showFilters(page);
  await pickTag(page, tag.tag);

  await expect(page).toHaveURL(new RegExp(`/\\?tags=${tag.shorthand}$`));
  await expect(cardHeadings(page)).toHaveText(names(tag.list));
  for (const card of await page.getByRole('list', { name: 'Recipes' }).getByRole('article').all()) {
    await expect(card.getByRole('list', { name: 'Tags' })).toContainText(tag.shorthand);
  }

  await page.getByRole('button', { name: `Remove ${tag.tag}` }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(cardHeadings(page)).toHaveText(names(all));
});

test('a visitor searches: nothing is asked under 3 characters, one request after typing stops', async ({
  page,
  request,
}) => {
  const expected = await apiList(request, 'sortField=name&sortDir=asc&search=soup&page=1');
  expect(expected.count).toBeGreaterThan(0);

  await page.goto('/');
  await expect(countLine(page)).toBeVisible();
  await showFilters(page);
  const requests = recordListRequests(page);

  await searchBox(page).pressSequentially('so', { delay: 50 });
  await page.waitForTimeout(1500);
  expect(requests.filter((params) => params.has('search'))).toHaveLength(0);
  await expect(page).toHaveURL(/\/$/);

  await searchBox(page).pressSequentially('up', { delay: 50 });
  await expect(page).toHaveURL(/\/\?search=soup$/);
  await expect(cardHeadings(page)).toHaveText(names(expected));
  await page.waitForTimeout(1200);
  // "sou" was never asked for: the term waits until typing stops.
  expect(requests.map((params) => params.get('search')).filter(Boolean)).toEqual(['soup']);

  // Nothing matches: say so, and clear the filters on request.
  await searchBox(page).fill('zzzqqqxxx');
  await expect(page.getByRole('heading', { name: 'No recipes match' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(countLine(page)).toHaveText(/^Showing 15 of \d+ recipes$/);
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor sorts each way, and Back restores the previous order', async ({ page, request }) => {
  await page.goto('/');
  await expect(countLine(page)).toBeVisible();
  await showFilters(page);
  await expect(sortSelect(page)).toHaveValue(/name:asc/);

  for (const sort of [...SORTS.slice(1), SORTS[0]]) {
    const expected = await apiList(request, `${sort.query}&page=1`);
    await sortSelect(page).selectOption({ label: sort.label });
    await expect(page).toHaveURL(new RegExp(`/${sort.url.replace(/\?/g, '\\?')}$`));
    await expect(cardHeadings(page)).toHaveText(names(expected));
  }

  // The last change was "Newest to Oldest" → "A - Z"; Back returns to newest first, Forward to A - Z.
  const newest = await apiList(request, `${SORTS[3].query}&page=1`);
  await page.goBack();
  await expect(sortSelect(page)).toHaveValue('created_at:desc');
  await expect(cardHeadings(page)).toHaveText(names(newest));
  await page.goForward();
  await expect(sortSelect(page)).toHaveValue('name:asc');
});

test('a filtered list can be shared: the link opens the same list elsewhere', async ({ page, request, browser }) => {
  const all = await apiList(request, 'sortField=name&sortDir=asc&page=1');
  const tag = await narrowingTag(request, all.count);
  const expected = await apiList(request, `sortField=created_at&sortDir=desc&tags=${tag.shorthand}&page=1`);

  await page.goto('/');
  await showFilters(page);
  await sortSelect(page).selectOption({ label: 'Newest to Oldest' });
  await pickTag(page, tag.tag);
  await expect(cardHeadings(page)).toHaveText(names(expected));
  const shared = page.url();
  expect(shared).toContain(`tags=${tag.shorthand}`);

  // Another browser (no shared cache or cookies) opening the link.
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await other.goto(shared);
    await expect(cardHeadings(other)).toHaveText(names(expected));
    await showFilters(other);
    await expect(sortSelect(other)).toHaveValue('created_at:desc');
    await expect(other.getByRole('button', { name: `Remove ${tag.tag}` })).toBeVisible();

    // It survives a reload too.
    await other.reload();
    await expect(cardHeadings(other)).toHaveText(names(expected));
  } finally {
    await context.close();
  }
});

test('a visitor opens a card with the keyboard, and Back returns to the same filtered list, focus on that card', async ({
  page,
  request,
}) => {
  const expected = await apiList(request, 'sortField=name&sortDir=desc&page=1');
  const recipe = expected.recipes[1]!;

  await page.goto('/?sortDir=desc');
  await expect(cardHeadings(page)).toHaveText(names(expected));
  await page.getByRole('link', { name: recipe.name, exact: true }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/${recipe.stub}$`));
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/\?sortDir=desc$/);
  await expect(cardHeadings(page)).toHaveText(names(expected));
  await expect(page.getByRole('link', { name: recipe.name, exact: true })).toBeFocused();
});

test('a card is clickable anywhere, not just on its name', async ({ page, request }) => {
  const first = await apiList(request, 'sortField=name&sortDir=asc&page=1');
  const recipe = first.recipes[0]!;
  await page.goto('/');
  const card = page.getByRole('list', { name: 'Recipes' }).getByRole('article').first();
  // Near the bottom-left corner, over the times: the name's link covers the whole card.
  const box = (await card.boundingBox())!;
  await card.click({ position: { x: 12, y: box.height - 12 } });
  await expect(page).toHaveURL(new RegExp(`/${recipe.stub}$`));
});
