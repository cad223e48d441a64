// Remote locations are run-time configuration: the same shell build loads the catalog from another origin when
// remotes.json says so, and from its own server again once the file is edited back — no rebuild, no restart.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../../support/paths';
import { startSite, type Site } from '../../support/site';
import { serveDirectory, type StaticServer } from '../../support/static-server';

let cdn: StaticServer;
let site: Site;
let configDir: string;
let remotesJson: string;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  cdn = await serveDirectory(path.join(REPO_ROOT, 'mf-catalog', 'dist'), 'mf-catalog');
  const built = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'remotes.json'), 'utf8')) as Record<
    string,
    string
  >;
  configDir = mkdtempSync(path.join(tmpdir(), 'remotes-json-'));
  remotesJson = path.join(configDir, 'remotes.json');
  writeFileSync(remotesJson, JSON.stringify({ ...built, mf_catalog: `${cdn.origin}/mf-catalog/remoteEntry.js` }));
  site = await startSite({ remotesJson });
});

test.afterAll(async () => {
  await site?.stop();
  await cdn?.close();
  if (configDir) rmSync(configDir, { recursive: true, force: true });
});

test('the catalog loads from a second origin, then from the site again after editing remotes.json', async ({
  page,
}) => {
  const fromSite: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${site.baseURL}/remotes/mf-catalog/`)) fromSite.push(request.url());
  });

  await page.goto(`${site.baseURL}/`);
  await expect(page.getByRole('link', { name: 'Simple Recipes For Everyone' })).toBeVisible();
  await expect(page.locator('main a[href^="/"]').first()).toBeVisible(); // a recipe card
  expect(cdn.requests).toContain('/mf-catalog/remoteEntry.js');
  expect(cdn.requests.some((file) => file.startsWith('/mf-catalog/__federation_expose_CatalogPage'))).toBe(true);
  expect(fromSite).toEqual([]);

  // Move it back: edit the file the server serves; the next page load follows it.
  const edited = JSON.parse(readFileSync(remotesJson, 'utf8')) as Record<string, string>;
  writeFileSync(remotesJson, JSON.stringify({ ...edited, mf_catalog: '/remotes/mf-catalog/remoteEntry.js' }, null, 2));
  const served = await page.request.get(`${site.baseURL}/remotes.json`);
  expect(await served.json()).toMatchObject({ mf_catalog: '/remotes/mf-catalog/remoteEntry.js' });
  const cdnRequests = cdn.requests.length;
  await page.reload();
  await expect(page.locator('main a[href^="/"]').first()).toBeVisible();
  expect(fromSite.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  expect(cdn.requests.length).toBe(cdnRequests);
});
