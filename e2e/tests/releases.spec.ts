// Independent delivery of one area (issue 13), in a browser against the production server: a team publishes a
// changed catalog with the CLI and activates it — a new visit gets it without a restart; the gate refuses a
// release that does not fit; a canary splits visitors by their sticky bucket; rollback restores the previous
// version; a release whose script throws falls back to the last good one, with the page working and the failure
// counted; publishing builds in a folder of its own, so the site's built-in catalog stays as it was.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { catalogThatThrows, catalogWithHeading } from '../support/releases/builds';
import { deployToken, publishBuildingWithCli, publishWithCli } from '../support/releases/cli';
import { REPO_ROOT } from '../support/paths';
import { startSite, type Site } from '../support/site';

const test = base.extend<object, { releaseSite: Site; token: string }>({
  // A site of its own: activations last, and must not leak into other specs' servers.
  releaseSite: [
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
  token: [async ({ releaseSite }, use) => use(deployToken(releaseSite.dataDir, 'mf-catalog')), { scope: 'worker' }],
  baseURL: async ({ releaseSite }, use) => use(releaseSite.baseURL),
});
test.describe.configure({ mode: 'serial' });

const catalogHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const catalogRoot = (page: Page) => page.locator('[data-remote="mf-catalog"]');

async function api(site: Site, token: string, method: string, apiPath: string, body?: object) {
  const response = await fetch(`${site.baseURL}${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return response.json() as Promise<Record<string, any>>;
}

async function visitWithBucket(context: BrowserContext, site: Site, bucket: number): Promise<Page> {
  await context.addCookies([{ name: 'sr_bucket', value: String(bucket), url: site.baseURL }]);
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

let fresh: string;

test('a published and activated catalog reaches a new visit without a restart', async ({
  releaseSite,
  token,
  page,
  browser,
}) => {
  await page.goto('/');
  await expect(catalogHeading(page)).toHaveText('Recipes');

  const build = catalogWithHeading('Recipes, fresh from a release');
  try {
    fresh = publishWithCli(releaseSite.baseURL, token, build.folder, ['--activate']);
  } finally {
    build.cleanup();
  }
  const context = await browser.newContext({ baseURL: releaseSite.baseURL });
  const visit = await context.newPage();
  await visit.goto('/');
  await expect(catalogHeading(visit)).toHaveText('Recipes, fresh from a release');
  await expect(catalogRoot(visit)).toHaveAttribute('data-remote-version', fresh);
  await expect(visit.locator('main a[href^="/"]').first()).toBeVisible(); // its recipe cards load as before
  await context.close();
});

test('the gate refuses a release that does not fit the shell, saying why', async ({ releaseSite, token }) => {
  const build = catalogWithHeading('Never shown');
  try {
    const manifestFile = path.join(build.dist, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.metaData.contractVersion = 999;
    manifest.shared = manifest.shared.map((entry: { name: string }) =>
      entry.name === 'react' ? { ...entry, version: '18.3.1', requiredVersion: '^18.3.1' } : entry,
    );
    writeFileSync(manifestFile, JSON.stringify(manifest));
    expect(() => publishWithCli(releaseSite.baseURL, token, build.folder)).toThrow(
      /422: The deploy gate refused this release\.[\s\S]*It requires react \^18\.3\.1, but the shell provides 19[\s\S]*props-contract version 999/,
    );
  } finally {
    build.cleanup();
  }
});

test('a canary serves its share of visitors, each one sticky across reloads', async ({
  releaseSite,
  token,
  browser,
}) => {
  const build = catalogWithHeading('Recipes, the canary');
  let canary: string;
  try {
    canary = publishWithCli(releaseSite.baseURL, token, build.folder, ['--percent', '30']);
  } finally {
    build.cleanup();
  }
  const status = await api(releaseSite, token, 'GET', '/api/remotes');
  expect(status['mf-catalog']).toMatchObject({ active: fresh, canary: { version: canary, percent: 30 } });

  const inCanary = await browser.newContext({ baseURL: releaseSite.baseURL });
  const page = await visitWithBucket(inCanary, releaseSite, 12);
  await expect(catalogHeading(page)).toHaveText('Recipes, the canary');
  await page.reload();
  await expect(catalogHeading(page)).toHaveText('Recipes, the canary');
  await expect(catalogRoot(page)).toHaveAttribute('data-remote-version', canary);
  await inCanary.close();

  const outside = await browser.newContext({ baseURL: releaseSite.baseURL });
  const other = await visitWithBucket(outside, releaseSite, 70);
  await expect(catalogHeading(other)).toHaveText('Recipes, fresh from a release');
  await outside.close();

  // A new visitor gets a bucket on its first page and keeps its version on the next.
  const newcomer = await browser.newContext({ baseURL: releaseSite.baseURL });
  const first = await newcomer.newPage();
  await first.goto('/');
  const seen = await catalogHeading(first).textContent();
  for (let i = 0; i < 2; i += 1) {
    await first.reload();
    await expect(catalogHeading(first)).toHaveText(seen!);
  }
  expect((await newcomer.cookies()).find((cookie) => cookie.name === 'sr_bucket')?.value).toMatch(/^\d{1,2}$/);
  await newcomer.close();
});

test('rollback makes the previous version active again for everyone and ends the canary', async ({
  releaseSite,
  token,
  page,
}) => {
  const status = await api(releaseSite, token, 'POST', '/api/remotes/mf-catalog/rollback');
  expect(status).toMatchObject({ canary: null, builtIn: true });
  await page.goto('/');
  await expect(catalogHeading(page)).toHaveText('Recipes');
  await api(releaseSite, token, 'POST', '/api/remotes/mf-catalog/active', { version: fresh });
});

test('a release whose script throws falls back to the last good version; the failure is counted', async ({
  releaseSite,
  token,
  page,
}) => {
  const build = catalogThatThrows();
  let broken: string;
  try {
    broken = publishWithCli(releaseSite.baseURL, token, build.folder, ['--activate']);
  } finally {
    build.cleanup();
  }
  page.on('pageerror', () => undefined); // the broken entry's own error, expected
  await page.goto('/');
  await expect(catalogHeading(page)).toHaveText('Recipes, fresh from a release');
  await expect(catalogRoot(page)).toHaveAttribute('data-remote-version', fresh);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await expect
    .poll(async () => {
      const status = await api(releaseSite, token, 'GET', '/api/remotes');
      return (status['mf-catalog'].versions as Array<{ version: string; failures: number }>).find(
        (v) => v.version === broken,
      )?.failures;
    })
    .toBeGreaterThanOrEqual(1);
});

/** Every file of a folder with the hash of its bytes. */
function folderContents(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(dir, file)} ${createHash('sha256').update(readFileSync(file)).digest('hex')}`;
    })
    .sort();
}

test("publish builds the remote in a folder of its own: the site's built-in catalog is left as it was", async ({
  releaseSite,
  token,
}) => {
  test.setTimeout(240_000); // one real webpack build of the catalog
  const siteBuild = path.join(REPO_ROOT, 'mf-catalog', 'dist');
  const before = folderContents(siteBuild);
  const { status, output } = publishBuildingWithCli(releaseSite.baseURL, token, 'mf-catalog');
  // Published or refused by the gate (the working tree may hold a change the shell was not built with): either
  // way <remote>/dist, the built-in remote the shell falls back to, must not have changed.
  expect(output).toMatch(/Published mf-catalog version [0-9a-f]{12}\.|422: The deploy gate refused/);
  expect(status === 0).toBe(/Published/.test(output));
  expect(folderContents(siteBuild)).toEqual(before);
});
