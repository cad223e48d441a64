// What a first visit costs (issue 9, docs/design.md §2): everything the first page needs — the shell, the shared
// libraries, the route's remote, and its first API calls — is asked for by index.html itself, so it all travels in
// one round trip after the HTML; the page's own requests reuse those answers (nothing is fetched twice); and the
// JavaScript of `/` stays within its budget (gzip, as sent over plain HTTP).
import type { CDPSession, Page } from '@playwright/test';
import { expect, firstRecipe, recipeLink, test } from '../../support/fixtures';

const FIRST_LOAD_JS_BUDGET = 150_000;

// The budget is for gzip: what any browser accepts (Chromium itself is offered Brotli on 127.0.0.1, a smaller size).
test.use({ extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate' } });

interface Loaded {
  url: string;
  type: string;
  initiator: { type: string; url?: string };
  status?: number;
  encoding?: string;
  headerBytes: number;
  bytes: number;
}

/** Every request the page makes, with its initiator and how many (encoded) bytes its body took on the wire. */
async function recordRequests(page: Page): Promise<{ requests: Map<string, Loaded>; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const requests = new Map<string, Loaded>();
  cdp.on('Network.requestWillBeSent', (event) => {
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? '',
      initiator: event.initiator,
      headerBytes: 0,
      bytes: 0,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    request.encoding = event.response.headers['content-encoding'];
    request.headerBytes = event.response.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength - request.headerBytes;
  });
  return { requests, cdp };
}

const path = (url: string) => new URL(url).pathname + new URL(url).search;

test('/ asks for its scripts and first API calls from the HTML, fetches each once, within the JS budget', async ({
  page,
  request,
  baseURL,
}) => {
  const recipe = await firstRecipe(request);
  const { requests } = await recordRequests(page);

  await page.goto('/');
  await expect(recipeLink(page, recipe.name)).toBeVisible();
  const beforeFirstCard = [...requests.values()].filter((r) => !r.url.startsWith('data:'));

  const document = beforeFirstCard.find((r) => r.type === 'Document');
  const scripts = beforeFirstCard.filter((r) => r.type === 'Script');
  const apiCalls = beforeFirstCard.filter(
    (r) => path(r.url).startsWith('/api/') && !path(r.url).startsWith('/api/images/'),
  );
  expect(document?.url).toBe(`${baseURL}/`);

  // One round trip after the HTML: every script and API call the first card needed was found in index.html.
  const notFromHtml = [...scripts, ...apiCalls].filter(
    (r) => r.initiator.type !== 'parser' || r.initiator.url !== document?.url,
  );
  expect(notFromHtml.map((r) => `${path(r.url)} (from ${r.initiator.type} ${r.initiator.url ?? ''})`)).toEqual([]);
  expect(scripts.map((r) => path(r.url))).toEqual(
    expect.arrayContaining([
      '/remotes/mf-catalog/remoteEntry.js',
      expect.stringMatching(/^\/remotes\/mf-catalog\/__federation_expose_CatalogPage\./),
    ]),
  );

  // The list and the permission were each asked for once: the page's own fetches took the preloaded answers.
  expect(apiCalls.map((r) => path(r.url)).sort()).toEqual([
    '/api/recipes?sortField=name&sortDir=asc&page=1',
    '/api/users',
  ]);
  expect(apiCalls.every((r) => r.status === 200)).toBe(true);

  const jsBytes = scripts.reduce((sum, r) => sum + r.bytes, 0);
  expect(scripts.every((r) => r.encoding === 'gzip' || r.bytes < 1024)).toBe(true);
  expect(jsBytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
  await test
    .info()
    .attach('first-load JS', { body: `${jsBytes} bytes gzip in ${scripts.length} scripts`, contentType: 'text/plain' });
});

test('a filtered home page link starts that list’s request, and a recipe page its recipe, from the HTML', async ({
  page,
  request,
}) => {
  // A recipe of the newest-first page itself: other tests of this worker's site add recipes (some with markup and quotes in
  // their names), so a seeded one may be past the first page.
  const newest = await request.get('/api/recipes?sortField=created_at&sortDir=desc&page=1');
  const { recipes } = (await newest.json()) as { recipes: Array<{ name: string; stub: string }> };
  const recipe = recipes.find((candidate) => /^[^<>"'\\]+$/.test(candidate.name));
  if (!recipe) throw new Error('No recipe without markup or quotes in its name on the newest-first page.');
  const { requests } = await recordRequests(page);

  await page.goto('/?sortField=created_at&sortDir=desc');
  await expect(recipeLink(page, recipe.name)).toBeVisible();
  const listCalls = [...requests.values()].filter((r) => path(r.url).startsWith('/api/recipes?'));
  expect(listCalls.map((r) => [path(r.url), r.initiator.type])).toEqual([
    ['/api/recipes?sortField=created_at&sortDir=desc&page=1', 'parser'],
  ]);

  requests.clear();
  await page.goto(`/${recipe.stub}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
  const recipeCalls = [...requests.values()].filter((r) => path(r.url).startsWith('/api/recipes/'));
  expect(recipeCalls.map((r) => [path(r.url), r.initiator.type])).toEqual([[`/api/recipes/${recipe.stub}`, 'parser']]);
});
