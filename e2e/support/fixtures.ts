// The test fixtures every spec uses: `site` (one production server per worker, seeded) and `baseURL` pointing at
// it, so `page.goto('/')` works. Import `test` and `expect` from here instead of '@playwright/test'.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { EDITOR, startSite, type Site } from './site';

export { expect };

export const test = base.extend<{ serverLogOnFailure: void }, { site: Site }>({
  site: [
    async ({}, use) => {
      const site = await startSite();
      try {
        await use(site);
      } finally {
        await site.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ site }, use) => use(site.baseURL),
  // A failed test carries what the server printed (errors are logged at level warn and above).
  serverLogOnFailure: [
    async ({ site }, use, testInfo) => {
      const before = site.logs().length;
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('server log', {
          body: site.logs().slice(before) || '(nothing)',
          contentType: 'text/plain',
        });
      }
    },
    { auto: true },
  ],
});

/** Logs the page's browser context in as the seeded editor, through the API (cookies are shared with the page). */
export async function loginAsEditor(page: Page): Promise<void> {
  const response = await page.request.post('/api/session', {
    data: { username: EDITOR.username, password: EDITOR.password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status(), await response.text()).toBe(204);
}

/** A recipe of the seeded data (the first of the list, A–Z). */
export async function firstRecipe(request: APIRequestContext): Promise<{ name: string; stub: string }> {
  const response = await request.get('/api/recipes?sortField=name&sortDir=asc&page=1');
  expect(response.ok()).toBe(true);
  const { recipes } = (await response.json()) as { recipes: { name: string; stub: string }[] };
  const recipe = recipes[0];
  if (!recipe) throw new Error('The seeded site has no recipes.');
  return recipe;
}

/** A link to a recipe in the catalog (cards are links whose name starts with the recipe's name). */
export function recipeLink(page: Page, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('link', { name: new RegExp(escaped) }).first();
}

/** A form's text field by its exact label (the editor's fields share words: "Name", "Section Name"). */
export function formField(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

export { EDITOR };
