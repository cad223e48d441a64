// Releases of one remote over HTTP (issue 13): publish with a deploy token, the gate's refusals, activation,
// canary by visitor bucket, rollback, failure reports, and what the site then serves — on the test database
// (SQLite, or PostgreSQL with TEST_DATABASE=postgres).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { buildApp } from '../src/app';
import { issueDeployToken, revokeDeployToken } from '../src/releases/deploy-tokens';
import { packFolder } from '../src/releases/pack';
import { remoteByFolder } from '../src/releases/remote-names';
import {
  createReleaseSite,
  createRemoteBuild,
  writeRemoteBuild,
  type BuildFixture,
} from '../src/releases/testing/release-fixture';
import { editorClient, errorOf } from './helpers/client';
import { dataOf, PAGE_READER_SCRIPT, startServer, type TestServer } from './helpers/server';

const catalog = remoteByFolder('mf-catalog')!;
const recipeView = remoteByFolder('mf-recipe-view')!;

let site: ReturnType<typeof createReleaseSite>;
let server: TestServer;
let catalogToken: string;

beforeAll(async () => {
  site = createReleaseSite();
  server = await startServer({ static: { rootDir: site.rootDir }, releaseLimits: { maxUploadBytes: 64 * 1024 } });
  catalogToken = (await issueDeployToken(server.store.releases, 'mf-catalog')).token;
});
afterAll(async () => {
  await server.close();
  site.cleanup();
});

async function tarballOf(options: BuildFixture = {}, remote = catalog): Promise<Buffer> {
  const build = createRemoteBuild(remote, options);
  try {
    return await buffer(await packFolder(build.dir));
  } finally {
    build.cleanup();
  }
}

function publish(body: Buffer | object, { token = catalogToken, remote = 'mf-catalog' } = {}) {
  const json = !Buffer.isBuffer(body);
  return fetch(`${server.url}/api/remotes/${remote}/releases`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': json ? 'application/json' : 'application/gzip' },
    body: json ? JSON.stringify(body) : new Uint8Array(body),
  });
}

function call(method: string, url: string, body?: object, token = catalogToken) {
  return fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

async function published(options: BuildFixture): Promise<string> {
  const response = await publish(await tarballOf(options));
  expect(response.status).toBe(201);
  return ((await response.json()) as { version: string }).version;
}

/** The remotes config inlined into the page a visitor of `bucket` gets. */
async function pageConfig(bucket: number): Promise<Record<string, unknown>> {
  const html = await (await fetch(`${server.url}/`, { headers: { cookie: `sr_bucket=${bucket}` } })).text();
  return JSON.parse(/<script id="remotes-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);
}

const releaseFolders = () => readdirSync(path.join(server.dataDir, 'releases', 'mf-catalog'));

it('publishes a build as a content-addressed version, serves it immutable, and makes it live on activation', async () => {
  const version = await published({ content: 'new heading' });
  expect(version).toMatch(/^[0-9a-f]{12}$/);
  expect(await published({ content: 'new heading' })).toBe(version);

  const file = await fetch(`${server.url}/remotes/mf-catalog/${version}/remoteEntry.js`);
  expect(file.status).toBe(200);
  expect(await file.text()).toContain('new heading');
  expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(file.headers.get('access-control-allow-origin')).toBe('*');
  expect(file.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect((await fetch(`${server.url}/remotes/mf-catalog/${'0'.repeat(12)}/remoteEntry.js`)).status).toBe(404);

  expect((await pageConfig(50)).mf_catalog).toBe('/remotes/mf-catalog/remoteEntry.js');
  const activated = await call('POST', '/api/remotes/mf-catalog/active', { version });
  expect(activated.status).toBe(200);
  expect(await activated.json()).toMatchObject({ active: version, canary: null, builtIn: false });

  const config = await pageConfig(50);
  expect(config).toMatchObject({
    mf_catalog: `/remotes/mf-catalog/${version}/remoteEntry.js`,
    fallbacks: { mf_catalog: '/remotes/mf-catalog/remoteEntry.js' },
    versions: { mf_catalog: version },
  });
  const remotesJson = (await (
    await fetch(`${server.url}/remotes.json`, { headers: { cookie: 'sr_bucket=50' } })
  ).json()) as object;
  expect(remotesJson).toEqual(config);
  const html = await (await fetch(`${server.url}/`, { headers: { cookie: 'sr_bucket=50' } })).text();
  expect(html).toContain(`<link rel="preload" as="script" href="/remotes/mf-catalog/${version}/remoteEntry.js">`);
  expect(html).toContain(`href="/remotes/mf-catalog/${version}/__federation_expose_CatalogPage.0123456789.js"`);
});

it('gives a new visitor a sticky bucket cookie', async () => {
  const first = await fetch(`${server.url}/`);
  const cookie = first.headers.getSetCookie().find((value) => value.startsWith('sr_bucket='));
  expect(cookie).toMatch(/^sr_bucket=\d{1,2}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
  const again = await fetch(`${server.url}/`, { headers: { cookie: cookie!.split(';')[0]! } });
  expect(again.headers.getSetCookie().some((value) => value.startsWith('sr_bucket='))).toBe(false);
});

it('splits visitors by bucket during a canary, and a rollback ends it and restores the previous version', async () => {
  const stable = await published({ content: 'stable' });
  const canary = await published({ content: 'canary' });
  await call('POST', '/api/remotes/mf-catalog/active', { version: stable });
  const started = await call('POST', '/api/remotes/mf-catalog/active', { version: canary, percent: 20 });
  expect(await started.json()).toMatchObject({ active: stable, canary: { version: canary, percent: 20 } });

  expect((await pageConfig(19)).versions).toEqual(expect.objectContaining({ mf_catalog: canary }));
  expect((await pageConfig(19)).fallbacks).toEqual(
    expect.objectContaining({ mf_catalog: `/remotes/mf-catalog/${stable}/remoteEntry.js` }),
  );
  expect((await pageConfig(20)).versions).toEqual(expect.objectContaining({ mf_catalog: stable }));

  const rolledBack = await call('POST', '/api/remotes/mf-catalog/rollback');
  expect(rolledBack.status).toBe(200);
  const status = (await rolledBack.json()) as { active: string; canary: unknown };
  expect(status.canary).toBeNull();
  expect(status.active).not.toBe(stable);
  expect((await pageConfig(19)).versions).toEqual(expect.objectContaining({ mf_catalog: status.active }));
});

it('refuses a release the gate does not pass, with every problem, and keeps nothing of it', async () => {
  const before = releaseFolders();
  const refused = await publish(await tarballOf({ name: 'mf_other', expose: './Other', contractVersion: 99 }));
  expect(refused.status).toBe(422);
  const body = (await refused.json()) as { error: string; problems: string[] };
  expect(body.error).toBe('The deploy gate refused this release.');
  expect(body.problems).toEqual([
    'The federated name is "mf_other"; the shell loads this area as "mf_catalog".',
    'It does not expose ./CatalogPage, the page the shell loads for mf-catalog.',
    expect.stringMatching(/props-contract version 99/),
  ]);

  const react18 = await publish(
    await tarballOf({ shared: [{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' }] }),
  );
  expect(((await react18.json()) as { problems: string[] }).problems).toContain(
    'It requires react ^18.3.1, but the shell provides 19.3.1.',
  );

  const noManifest = await publish(await tarballOf({ omit: ['mf-manifest.json', 'remoteEntry.js'] }));
  expect(((await noManifest.json()) as { problems: string[] }).problems).toEqual([
    'mf-manifest.json is missing.',
    'remoteEntry.js is missing.',
  ]);

  expect(releaseFolders()).toEqual(before);
  expect(readdirSync(path.join(server.dataDir, 'releases', '.incoming'))).toEqual([]);
});

it('answers 401 without a valid token, 403 for another remote’s token, 413 past the size limit', async () => {
  const tarball = await tarballOf({});
  expect((await publish(tarball, { token: 'srd_not-a-token-not-a-token' })).status).toBe(401);
  const anonymous = await fetch(`${server.url}/api/remotes`);
  expect(anonymous.status).toBe(401);
  expect((await errorOf(anonymous)).error).toMatch(/deploy token/);
  // A CI job whose secret came out empty: told it needs a token, not about the browsers' marker header.
  const noToken = await fetch(`${server.url}/api/remotes/mf-catalog/releases`, {
    method: 'POST',
    headers: { 'content-type': 'application/gzip' },
    body: new Uint8Array(tarball),
  });
  expect(noToken.status).toBe(401);
  expect((await errorOf(noToken)).error).toMatch(/^A deploy token \(Authorization: Bearer …\)/);

  const { token: viewToken } = await issueDeployToken(server.store.releases, 'mf-recipe-view');
  const forbidden = await publish(tarball, { token: viewToken });
  expect(forbidden.status).toBe(403);
  expect((await errorOf(forbidden)).error).toBe(
    'This deploy token is for mf-recipe-view; it cannot change mf-catalog.',
  );
  expect((await call('POST', '/api/remotes/mf-catalog/rollback', undefined, viewToken)).status).toBe(403);
  expect((await publish(await tarballOf({}, recipeView), { token: viewToken, remote: 'mf-recipe-view' })).status).toBe(
    201,
  );

  const huge = await publish(Buffer.alloc(65 * 1024, 1));
  expect(huge.status).toBe(413);
  expect((await errorOf(huge)).error).toMatch(/larger than/);
  expect((await publish(await tarballOf({}), { remote: 'mf-nothing' })).status).toBe(404);
});

it('answers malformed activation and report requests with clear errors, changing nothing', async () => {
  const before = await (await call('GET', '/api/remotes')).json();
  const raw = (body: string, url = '/api/remotes/mf-catalog/active') =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${catalogToken}`, 'content-type': 'application/json' },
      body,
    });
  expect((await raw('{not json')).status).toBe(400);
  expect((await raw(JSON.stringify({ version: '../../etc' }))).status).toBe(422);
  expect((await raw(JSON.stringify({ version: 'aaaaaaaaaaaa', percent: '50' }))).status).toBe(422);
  const unknown = await raw(JSON.stringify({ version: 'aaaaaaaaaaaa' }));
  expect(unknown.status).toBe(404);
  expect((await errorOf(unknown)).error).toBe('mf-catalog has no published version aaaaaaaaaaaa.');
  const malformedAuth = await fetch(`${server.url}/api/remotes`, { headers: { authorization: 'Bearer <script>' } });
  expect(malformedAuth.status).toBe(401);
  const report = await fetch(`${server.url}/api/remotes/mf-catalog/failures`, { method: 'POST', body: '{"version":' });
  expect(report.status).toBe(400);
  expect(await (await call('GET', '/api/remotes')).json()).toEqual(before);
});

it('stops accepting a revoked token, and stores tokens only as hashes', async () => {
  const { token } = await issueDeployToken(server.store.releases, 'mf-catalog');
  expect((await call('GET', '/api/remotes', undefined, token)).status).toBe(200);
  expect(await revokeDeployToken(server.store.releases, token)).toBe(true);
  const refused = await call('GET', '/api/remotes', undefined, token);
  expect(refused.status).toBe(401);
  expect((await errorOf(refused)).error).toBe('The deploy token is not valid (unknown, revoked or malformed).');
  expect(await server.store.releases.findToken(token)).toBeUndefined();
});

it('lets an editor session see the status and activate (with the marker header), and counts failure reports', async () => {
  const version = await published({ content: 'reported' });
  const editor = await editorClient(server);
  const withoutMarker = await editor.request('POST', '/api/remotes/mf-catalog/active', {
    marker: false,
    body: JSON.stringify({ version }),
    headers: { 'content-type': 'application/json' },
  });
  expect(withoutMarker.status).toBe(403);
  const activated = await editor.request('POST', '/api/remotes/mf-catalog/active', {
    body: JSON.stringify({ version, percent: 0 }),
    headers: { 'content-type': 'application/json' },
  });
  expect(activated.status).toBe(422);

  const report = (kind: string) =>
    fetch(`${server.url}/api/remotes/mf-catalog/failures`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ version, kind }),
    });
  expect((await report('script-error')).status).toBe(204);
  expect((await report('timeout')).status).toBe(204);
  expect((await report('<script>')).status).toBe(422);

  const status = (
    await editor.json<Record<string, { versions: Array<{ version: string; failures: number; lastFailure: string }> }>>(
      '/api/remotes',
    )
  )['mf-catalog']!;
  expect(status.versions.find((entry) => entry.version === version)).toMatchObject({
    failures: 2,
    lastFailure: 'timeout',
  });

  let last = 0;
  for (let i = 0; i < 25; i += 1) last = (await report('timeout')).status;
  expect(last).toBe(429);
});

describe('a release hosted elsewhere', () => {
  let cdn: Server;
  let cdnUrl: string;
  let build: ReturnType<typeof createRemoteBuild>;

  beforeAll(async () => {
    build = createRemoteBuild(catalog, { content: 'from the cdn' });
    cdn = createServer((request, response) => {
      const file = path.join(build.dir, (request.url ?? '/').slice(1));
      if (!existsSync(file)) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/javascript' }).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => cdn.close(resolve));
    build.cleanup();
  });

  it('is gated by its manifest, and once active its origin joins the Content-Security-Policy', async () => {
    const missing = await publish({ manifestUrl: `${cdnUrl}/nothing/mf-manifest.json` });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { problems: string[] }).problems[0]).toMatch(/answered 404/);

    const response = await publish({ manifestUrl: `${cdnUrl}/mf-manifest.json` });
    expect(response.status).toBe(201);
    const { version } = (await response.json()) as { version: string };
    expect((await fetch(`${server.url}/`)).headers.get('content-security-policy')).not.toContain(cdnUrl);
    await call('POST', '/api/remotes/mf-catalog/active', { version });
    const page = await fetch(`${server.url}/`, { headers: { cookie: 'sr_bucket=1' } });
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'self' ${cdnUrl}`);
    expect((await pageConfig(1)).mf_catalog).toBe(`${cdnUrl}/remoteEntry.js`);
  });
});

it('does not start when a remote built with the site does not fit its shell', async () => {
  const mismatched = createReleaseSite();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'releases-start-'));
  try {
    writeRemoteBuild(path.join(mismatched.rootDir, 'mf-recipe-view', 'dist'), recipeView, { contractVersion: 0 });
    // The gate runs before anything else; the database kind does not matter here.
    await expect(
      buildApp({
        dataDir,
        static: { rootDir: mismatched.rootDir },
        announce: () => undefined,
        pageReaderScript: PAGE_READER_SCRIPT,
      }),
    ).rejects.toThrow(
      /The built remotes do not fit the shell \(rebuild them together\): mf-recipe-view: It was built against props-contract version 0/,
    );
  } finally {
    mismatched.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('a live release whose files are not on this machine (e.g. after a restore elsewhere)', () => {
  it('is not served: visitors get the built-in remote, the log warns once, the status marks it missing', async () => {
    const own = await startServer({ static: { rootDir: site.rootDir } });
    const token = (await issueDeployToken(own.store.releases, 'mf-catalog')).token;
    let base = own.url;
    const as = (method: string, url: string, body: Buffer | object) =>
      fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': Buffer.isBuffer(body) ? 'application/gzip' : 'application/json',
        },
        body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
      });
    const versionOf = async (content: string) =>
      (
        (await (await as('POST', '/api/remotes/mf-catalog/releases', await tarballOf({ content }))).json()) as {
          version: string;
        }
      ).version;
    const active = await versionOf('restored active');
    const canary = await versionOf('restored canary');
    expect((await as('POST', '/api/remotes/mf-catalog/active', { version: active })).status).toBe(200);
    expect((await as('POST', '/api/remotes/mf-catalog/active', { version: canary, percent: 50 })).status).toBe(200);
    await own.close({ keepData: true });
    rmSync(path.join(own.dataDir, 'releases'), { recursive: true, force: true });

    const lines: string[] = [];
    const again = await startServer({
      reuse: dataOf(own),
      static: { rootDir: site.rootDir },
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    base = again.url;
    try {
      for (const bucket of [10, 90]) {
        const html = await (await fetch(`${again.url}/`, { headers: { cookie: `sr_bucket=${bucket}` } })).text();
        const config = JSON.parse(
          /<script id="remotes-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]!,
        );
        expect(config.mf_catalog).toBe('/remotes/mf-catalog/remoteEntry.js');
        expect(config.fallbacks.mf_catalog).toBeUndefined();
        expect(html).not.toContain(`/remotes/mf-catalog/${active}/`);
        expect(html).not.toContain(`/remotes/mf-catalog/${canary}/`);
      }
      const remotesJson = (await (await fetch(`${again.url}/remotes.json`)).json()) as Record<string, unknown>;
      expect(remotesJson.mf_catalog).toBe('/remotes/mf-catalog/remoteEntry.js');

      const warnings = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(warnings).toEqual([
        expect.stringMatching(new RegExp(`^mf-catalog: the active release ${active} has no files .*--activate`)),
        expect.stringMatching(new RegExp(`^mf-catalog: the canary release ${canary} has no files`)),
      ]);

      const status = (await (
        await fetch(`${again.url}/api/remotes`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as Record<string, { active: string; versions: Array<{ version: string; missing: boolean }> }>;
      expect(status['mf-catalog']!.active).toBe(active);
      expect(status['mf-catalog']!.versions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ version: active, missing: true }),
          expect.objectContaining({ version: canary, missing: true }),
        ]),
      );

      // Published again (the same build, the same version) and activated: served again.
      expect(
        (await as('POST', '/api/remotes/mf-catalog/releases', await tarballOf({ content: 'restored active' }))).status,
      ).toBe(201);
      expect((await as('POST', '/api/remotes/mf-catalog/active', { version: active })).status).toBe(200);
      const config = (await (
        await fetch(`${again.url}/remotes.json`, { headers: { cookie: 'sr_bucket=90' } })
      ).json()) as Record<string, unknown>;
      expect(config.mf_catalog).toBe(`/remotes/mf-catalog/${active}/remoteEntry.js`);
    } finally {
      await again.close();
    }
  });
});
