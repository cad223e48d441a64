// Scale-out (issue 8): two production server processes over one PostgreSQL database and one shared image folder,
// started at the same moment on the empty database, behind nginx running the repository's deployment example
// (deploy/nginx.conf). Any process answers any request; saves through both at once lose nothing; the site works
// through nginx on one origin. Needs PostgreSQL (PG_TEST_URL) and nginx: without them this fails, never skips.
import { test as base, expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { MIGRATIONS } from '../../server/src/db/migrations';
import { firstRecipe, formField, recipeLink } from '../support/fixtures';
import { REPO_ROOT } from '../support/paths';
import { Api, contentOfParts, contentOfRecipe, rawGet, recipeParts, type StoredRecipe } from '../support/scale-out/api';
import { startCluster, type Cluster } from '../support/scale-out/cluster';
import { catalogWithHeading } from '../support/releases/builds';
import { deployToken, publishWithCli } from '../support/releases/cli';
import { colour, solidPng } from '../support/scale-out/png';
import { EDITOR } from '../support/site';

const test = base.extend<{ clusterLogOnFailure: void }, { cluster: Cluster }>({
  cluster: [
    async ({}, use) => {
      const cluster = await startCluster();
      try {
        await use(cluster);
      } finally {
        await cluster.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ cluster }, use) => use(cluster.url),
  clusterLogOnFailure: [
    async ({ cluster }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) {
        const file = testInfo.outputPath('cluster.log');
        writeFileSync(file, cluster.logs());
        await testInfo.attach('process and nginx logs', { path: file, contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

const runId = Date.now().toString(36);

async function editorAt(base: string): Promise<Api> {
  const api = new Api(base);
  const login = await api.login();
  expect(login.status, login.body).toBe(204);
  return api;
}

/** Image files in the shared folder against the files the database references: both sets, sorted. */
async function imageFilesAndReferences(cluster: Cluster) {
  const files = readdirSync(cluster.imagesDir)
    .filter((name) => !name.startsWith('.'))
    .sort();
  const rows = await cluster.query<{ key: string }>(
    `select image_original as key from recipes where image_original is not null
     union select image_page from recipes where image_page is not null
     union select image_thumbnail from recipes where image_thumbnail is not null`,
  );
  return { files, referenced: rows.map((row) => row.key).sort() };
}

/** Each process serves the recipe's images with the same bytes. */
async function expectImagesServedByBoth(cluster: Cluster, recipe: StoredRecipe) {
  for (const url of [recipe.imageUrl, recipe.thumbnailUrl]) {
    expect(url).toMatch(/^\/api\/images\/[0-9a-f]{40}\.webp$/);
    const [fromA, fromB] = await Promise.all([fetch(cluster.a.url + url), fetch(cluster.b.url + url)]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  }
}

const logLines = (cluster: Cluster) => `${cluster.a.log()}\n${cluster.b.log()}`.split('\n');

test('both processes start at once on an empty database: migrations, the first editor and the seed happen once', async ({
  cluster,
}) => {
  const lines = logLines(cluster);
  expect(
    lines.filter((line) => line.includes('Created the first editor account')),
    'first account',
  ).toHaveLength(1);
  expect(
    lines.filter((line) => /Seeded \d+ recipes/.test(line)),
    'seed',
  ).toHaveLength(1);
  expect(
    lines.filter((line) => /"level":(50|60)/.test(line)),
    'errors logged',
  ).toEqual([]);

  const versions = await cluster.query<{ version: number }>('select version from schema_migrations order by version');
  expect(versions.map((row) => row.version)).toEqual(
    MIGRATIONS.map((migration) => migration.version).sort((x, y) => x - y),
  );
  expect(await cluster.query('select username from accounts')).toEqual([{ username: EDITOR.username }]);
  expect(
    await cluster.query('select name from recipes group by name having count(*) > 1'),
    'a recipe seeded twice',
  ).toEqual([]);

  const [fromA, fromB] = await Promise.all([new Api(cluster.a.url).list(), new Api(cluster.b.url).list()]);
  const [row] = await cluster.query<{ total: string }>('select count(*) as total from recipes');
  expect(fromA.count).toBeGreaterThan(0);
  expect([fromA.count, fromB.count]).toEqual([Number(row!.total), Number(row!.total)]);
});

test('a recipe saved through process A is served by process B and through nginx, and the other way round', async ({
  cluster,
}) => {
  const onA = await editorAt(cluster.a.url);
  const onB = onA.at(cluster.b.url);
  const name = `Saved On A ${runId}`;
  const parts = recipeParts(name, 3);
  const stub = await onA.create(parts, solidPng(40, 30, colour(1)));

  const fromB = await onB.recipe(stub);
  expect(contentOfRecipe(fromB)).toEqual(contentOfParts(parts));
  await expectImagesServedByBoth(cluster, fromB);
  expect(contentOfRecipe(await new Api(cluster.url).recipe(stub))).toEqual(contentOfParts(parts));

  // An update through B (a rename) is what A serves, under the new stub and the old one.
  const renamed = recipeParts(`${name} Renamed`, 4);
  const update = await onB.save({ ...renamed, recipe: { ...renamed.recipe } }, { stub });
  expect(update.status, await update.clone().text()).toBe(200);
  const newStub = await update.text();
  expect(newStub).not.toBe(stub);
  expect(contentOfRecipe(await onA.recipe(newStub))).toEqual(contentOfParts(renamed));
  expect((await onA.recipe(stub)).stub).toBe(newStub);

  // Removed through A: gone on B, and its image files are gone from the shared folder.
  expect((await onA.fetch(`/api/recipes/${newStub}`, { method: 'DELETE' })).status).toBe(200);
  expect((await onB.fetch(`/api/recipes/${newStub}`)).status).toBe(404);
  const { files, referenced } = await imageFilesAndReferences(cluster);
  expect(files).toEqual(referenced);
});

test('a session made on A works on B and through nginx; logging out on B ends it everywhere', async ({ cluster }) => {
  const onA = await editorAt(cluster.a.url);
  const onB = onA.at(cluster.b.url);
  const throughNginx = onA.at(cluster.url);
  expect(await onB.isEditor()).toBe(true);
  // nginx spreads requests over both processes: every one of them knows the session.
  for (let i = 0; i < 6; i++) expect(await throughNginx.isEditor()).toBe(true);

  const sessions = await cluster.query<{ total: string }>('select count(*) as total from sessions');
  expect(Number(sessions[0]!.total)).toBeGreaterThan(0);

  expect((await onB.fetch('/api/session', { method: 'DELETE' })).status).toBe(204);
  expect(await onA.isEditor()).toBe(false);
  expect(await throughNginx.isEditor()).toBe(false);
  const write = await onA.save(recipeParts(`After Logout ${runId}`));
  expect(write.status).toBe(401);
});

test('saves through both processes and nginx at once lose nothing and leave no stray image file', async ({
  cluster,
}) => {
  test.setTimeout(120_000);
  const writers = [await editorAt(cluster.a.url), await editorAt(cluster.b.url), await editorAt(cluster.url)];
  const reader = new Api(cluster.url);
  const before = (await reader.list()).count;

  // A recipe everybody updates at once (no updated_at: the last save wins, but whole).
  const sharedParts = recipeParts(`Shared Stew ${runId}`, 1);
  const sharedStub = await writers[0]!.create(sharedParts);

  const creates = Array.from({ length: 15 }, (_, i) => ({
    writer: writers[i % 3]!,
    parts: recipeParts(`Batch ${runId} ${i}`, 10 + i),
    image: solidPng(48, 36, colour(10 + i)),
  }));
  // The same name created on both processes at once: four recipes with four different stubs.
  const sameName = Array.from({ length: 4 }, (_, i) => ({
    writer: writers[i % 2]!,
    parts: recipeParts(`Twin Pie ${runId}`, 40 + i),
  }));
  const updates = Array.from({ length: 6 }, (_, i) => ({
    writer: writers[i % 3]!,
    parts: recipeParts(sharedParts.recipe.name, 60 + i),
  }));

  const [createdStubs, twinStubs, updateAnswers] = await Promise.all([
    Promise.all(creates.map(({ writer, parts, image }) => writer.create(parts, image))),
    Promise.all(sameName.map(({ writer, parts }) => writer.create(parts))),
    Promise.all(
      updates.map(async ({ writer, parts }) => {
        const response = await writer.save(parts, { stub: sharedStub });
        return `${response.status} ${await response.text()}`;
      }),
    ),
  ]);

  expect(updateAnswers).toEqual(updates.map(() => `200 ${sharedStub}`));
  expect(new Set(twinStubs).size).toBe(4);
  expect(new Set([...createdStubs, ...twinStubs, sharedStub]).size).toBe(creates.length + sameName.length + 1);

  // Every process counts every save.
  const expected = before + 1 + creates.length + sameName.length;
  for (const base of [cluster.a.url, cluster.b.url, cluster.url])
    expect((await new Api(base).list()).count).toBe(expected);

  // Each recipe is whole and exactly what was sent, from either process, with its own picture.
  for (const [index, stub] of createdStubs.entries()) {
    const api = new Api(index % 2 ? cluster.a.url : cluster.b.url);
    const recipe = await api.recipe(stub);
    expect(contentOfRecipe(recipe)).toEqual(contentOfParts(creates[index]!.parts));
    await expectImagesServedByBoth(cluster, recipe);
  }
  const twins = await Promise.all(twinStubs.map((stub) => new Api(cluster.b.url).recipe(stub)));
  expect(twins.map(contentOfRecipe).sort((x, y) => x.serving_count - y.serving_count)).toEqual(
    sameName.map(({ parts }) => contentOfParts(parts)),
  );
  const shared = contentOfRecipe(await new Api(cluster.a.url).recipe(sharedStub));
  expect(updates.map(({ parts }) => contentOfParts(parts))).toContainEqual(shared);

  const { files, referenced } = await imageFilesAndReferences(cluster);
  expect(files).toEqual(referenced);
});

test('login attempts are counted in the database, per real client address, whichever process answers', async ({
  cluster,
}) => {
  // Forwarded headers: a process trusts nginx (TRUST_PROXY), nginx trusts nobody. A client claiming https
  // through nginx gets no Secure cookie; nginx itself, were it serving https, would make it so.
  const direct = await new Api(cluster.a.url).login(undefined, { 'x-forwarded-proto': 'https' });
  expect(direct.status).toBe(204);
  expect(direct.setCookie).toMatch(/;\s*Secure/i);
  const proxied = await new Api(cluster.url).login(undefined, { 'x-forwarded-proto': 'https' });
  expect(proxied.status).toBe(204);
  expect(proxied.setCookie).not.toMatch(/;\s*Secure/i);

  await cluster.query('delete from rate_limits');
  try {
    // 20 wrong attempts from this address (the limit), alternately on A and B, each for another name.
    for (let i = 0; i < 20; i++) {
      const target = new Api(i % 2 ? cluster.a.url : cluster.b.url);
      expect((await target.login({ username: `nobody-${runId}-${i}`, password: 'wrong' })).status).toBe(401);
    }
    // The 21st through nginx, claiming another address: nginx forwards the real one, and it is over its limit.
    const spoofed = await new Api(cluster.url).login(
      { username: `nobody-${runId}-x`, password: 'wrong' },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(spoofed.status).toBe(429);
    expect(JSON.parse(spoofed.body)).toEqual({ error: expect.stringMatching(/too many login attempts/i) });
    // Even the right password waits now, on either process.
    for (const base of [cluster.a.url, cluster.b.url]) expect((await new Api(base).login()).status).toBe(429);
    const rows = await cluster.query<{ key: string; count: number }>(
      'select key, count from rate_limits where key like $1',
      ['login:address:%'],
    );
    expect(rows).toEqual([{ key: 'login:address:127.0.0.1', count: 23 }]);
  } finally {
    await cluster.query('delete from rate_limits');
  }
});

test('nginx leaves the processes’ compression alone and refuses an oversized save with the API’s JSON error', async ({
  cluster,
}) => {
  // A precompressed chunk of the shell arrives byte for byte as built, brotli or gzip as asked.
  const shellDir = path.join(REPO_ROOT, 'shell', 'dist');
  const chunk = readdirSync(shellDir).find(
    (name) => /\.[0-9a-f]{10}\.js$/.test(name) && readdirSync(shellDir).includes(`${name}.br`),
  );
  expect(chunk, 'a content-hashed shell chunk with a .br file').toBeTruthy();
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const answer = await rawGet(`${cluster.url}/${chunk}`, { 'accept-encoding': encoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['cache-control']).toMatch(/immutable/);
    expect(answer.body.equals(readFileSync(path.join(shellDir, `${chunk}${suffix}`)))).toBe(true);
  }
  // JSON compressed once, by the process.
  const list = await rawGet(`${cluster.url}/api/recipes?page=1`, { 'accept-encoding': 'gzip' });
  expect(list.headers['content-encoding']).toBe('gzip');
  expect(String(list.headers.vary)).toMatch(/accept-encoding/i);
  expect(JSON.parse(gunzipSync(list.body).toString('utf8'))).toHaveProperty('recipes');

  const editor = await editorAt(cluster.url);
  const parts = recipeParts(`Too Big ${runId}`);
  // Within nginx's limit: the process reads it and refuses the image itself.
  const bigImage = Buffer.alloc(11 * 1024 * 1024, 1);
  const overImageLimit = await editor.save(parts, { image: bigImage });
  expect(overImageLimit.status).toBe(413);
  expect(((await overImageLimit.json()) as { error: string }).error).toMatch(/image is too large/i);
  // Past the request limit: nginx refuses it, with the very answer a process gives.
  const hugeImage = Buffer.alloc(12 * 1024 * 1024 + 1, 1);
  const [throughNginx, fromProcess] = await Promise.all([
    editor.save(parts, { image: hugeImage }),
    editor.at(cluster.a.url).save(parts, { image: hugeImage }),
  ]);
  expect([throughNginx.status, fromProcess.status]).toEqual([413, 413]);
  expect(throughNginx.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await throughNginx.json()).toEqual(await fromProcess.json());
  expect(cluster.nginx.errorLog()).toMatch(/client intended to send too large body/);
  expect((await new Api(cluster.url).list(`search=${encodeURIComponent(`Too Big ${runId}`)}`)).count).toBe(0);
});

async function logInThroughTheForm(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(EDITOR.username);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('the site through nginx: the home shows cards, a recipe opens, the editor logs in and saves one', async ({
  page,
  cluster,
}) => {
  // Every file of the site, the remotes included, comes from nginx's one origin (remotes.json is relative).
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (/^https?:/.test(request.url())) origins.add(new URL(request.url()).origin);
  });

  await page.goto('/');
  const recipe = await firstRecipe(page.request);
  const cards = page.getByRole('list', { name: 'Recipes' }).getByRole('heading', { level: 2 });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  await recipeLink(page, recipe.name).click();
  await expect(page).toHaveURL(new RegExp(`/${recipe.stub}$`));
  await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();

  await logInThroughTheForm(page);
  await page.getByRole('link', { name: 'Add Recipe' }).click();
  await expect(page).toHaveURL(/\/create$/);
  const name = `Through Nginx Soup ${runId}`;
  await formField(page, 'Name').fill(name);
  await formField(page, 'Serving Count').fill('4');
  await formField(page, 'Prep Time').fill('10');
  await formField(page, 'Cooking Time').fill('25');
  await page
    .getByLabel('Image')
    .setInputFiles({ name: 'soup.png', mimeType: 'image/png', buffer: solidPng(64, 48, colour(99)) });
  await formField(page, 'Section Name, ingredient section 1').fill('Soup');
  await formField(page, 'Ingredient, ingredient 1 of Soup').fill('Leeks');
  await formField(page, 'Amount, ingredient 1 of Soup').fill('2');
  await formField(page, 'Section Name, step section 1').fill('Method');
  await formField(page, 'Step, step 1 of Method').fill('Simmer the leeks until soft.');
  await page.getByRole('button', { name: 'Add Recipe' }).click();

  const stub = `through-nginx-soup-${runId}`;
  await expect(page).toHaveURL(new RegExp(`/${stub}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name })).toBeVisible();
  expect([...origins]).toEqual([cluster.url]);

  // Saved once, in the one database: both processes serve it.
  for (const base of [cluster.a.url, cluster.b.url]) {
    const saved = await new Api(base).recipe(stub);
    expect(saved.name).toBe(name);
    expect(saved.ingredients_sections[0]!.ingredients[0]!.ingredient).toBe('Leeks');
  }
});

test('nginx passes the health answers through and keeps /metrics off the public site', async ({ cluster }) => {
  const alive = await rawGet(`${cluster.url}/healthz`);
  expect(alive.status).toBe(200);
  expect(JSON.parse(alive.body.toString())).toEqual({ status: 'alive' });
  const ready = await rawGet(`${cluster.url}/readyz`);
  expect(ready.status).toBe(200);
  expect(JSON.parse(ready.body.toString())).toEqual({ status: 'ready', checks: { database: 'ok', images: 'ok' } });
  const metrics = await rawGet(`${cluster.url}/metrics`);
  expect(metrics.status).toBe(404);
  expect(JSON.parse(metrics.body.toString())).toEqual({ error: 'Not found.' });
});

test('when a process dies nginx sends everything to the other; restarted, it serves what was saved meanwhile', async ({
  cluster,
}) => {
  const editor = await editorAt(cluster.url);
  await cluster.a.kill();
  try {
    // Reads, the session and a save all keep working through nginx.
    for (let i = 0; i < 4; i++) expect((await fetch(`${cluster.url}/api/recipes?page=1`)).status).toBe(200);
    expect(await editor.isEditor()).toBe(true);
    const parts = recipeParts(`While A Was Down ${runId}`, 5);
    const stub = await editor.create(parts, solidPng(32, 24, colour(77)));

    await cluster.a.restart();
    const fromA = await new Api(cluster.a.url).recipe(stub);
    expect(contentOfRecipe(fromA)).toEqual(contentOfParts(parts));
    await expectImagesServedByBoth(cluster, fromA);
    expect(await editor.at(cluster.a.url).isEditor()).toBe(true);
    // A restart on a migrated, seeded database migrates and seeds nothing.
    expect(logLines(cluster).filter((line) => /Seeded \d+ recipes/.test(line))).toHaveLength(1);
  } finally {
    if (!cluster.a.running()) await cluster.a.restart();
  }
});

test('a release published and activated through process A is served by process B at once', async ({
  cluster,
  page,
}) => {
  const token = deployToken(cluster.dataDir, 'mf-catalog', cluster.databaseUrl);
  const build = catalogWithHeading(`Recipes, released through A ${runId}`);
  let version: string;
  try {
    version = publishWithCli(cluster.a.url, token, build.folder, ['--activate']);
  } finally {
    build.cleanup();
  }
  const remotesOfB = (await (
    await fetch(`${cluster.b.url}/remotes.json`, { headers: { cookie: 'sr_bucket=0' } })
  ).json()) as {
    mf_catalog: string;
  };
  expect(remotesOfB.mf_catalog).toBe(`/remotes/mf-catalog/${version}/remoteEntry.js`);
  const entry = await fetch(cluster.b.url + remotesOfB.mf_catalog);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Recipes, released through A ${runId}`);
  await expect(page.locator('[data-remote="mf-catalog"]')).toHaveAttribute('data-remote-version', version);

  // Back to the built-in catalog for any test that runs after this one.
  const rollback = await fetch(`${cluster.b.url}/api/remotes/mf-catalog/rollback`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(rollback.status).toBe(200);
});
