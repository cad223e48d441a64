import Fastify, { type FastifyInstance } from 'fastify';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSiteFixture, FIXTURE, write } from '../static-site/test-fixture';
import errorHandler from './error-handler';
import staticSite, { staticSiteRemoteOrigins, type StaticSiteOptions } from './static-site';

/** A recipe as the API answers it. */
const apiRecipe = (stub: string, name: string, imageUrl: string | null) => ({
  id: 1,
  name,
  stub,
  serving_count: 4,
  prep_time: 10,
  cooking_time: 20,
  imageUrl,
  thumbnailUrl: null,
  emptyImageUrl: 'data:,',
  tags: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  source: null,
  ingredients_sections: [
    { id: 1, name: 'All', type: 'ingredients', ingredients: [{ id: 1, ingredient: 'Lemons', amount: '2', notes: '' }] },
  ],
  recipe_sections: [{ id: 1, name: 'Method', type: 'recipes', steps: [{ id: 1, step: 'Bake.', notes: '' }] }],
});

let site: ReturnType<typeof createSiteFixture>;
let app: FastifyInstance;

async function start(options: Partial<StaticSiteOptions> = {}): Promise<FastifyInstance> {
  const server = Fastify();
  await server.register(errorHandler);
  server.get('/api/users', async () => ({ status: false }));
  // The first list page and recipes, for the picture of the largest paint (the page preloads it).
  server.get('/api/recipes', async (request) => {
    const { sortDir } = request.query as { sortDir?: string };
    const first =
      sortDir === 'desc'
        ? { thumbnailUrl: null, imageUrl: '/api/images/zucchini.webp' }
        : { thumbnailUrl: '/api/images/apple-thumb.webp', imageUrl: '/api/images/apple.webp' };
    return { recipes: [first, { thumbnailUrl: '/api/images/banana-thumb.webp', imageUrl: null }], count: 2 };
  });
  server.get('/api/recipes/:stub', async (request, reply) => {
    const { stub } = request.params as { stub: string };
    if (stub === 'lemon-tart' || stub === 'old-lemon-tart')
      return apiRecipe('lemon-tart', 'Lemon Tart', '/api/images/lemon.webp');
    if (stub === 'plain-rice') return apiRecipe('plain-rice', 'Plain Rice', null);
    if (stub === 'slow-soup') {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return apiRecipe('slow-soup', 'Slow Soup', '/api/images/slow.webp');
    }
    if (stub === 'busy-bread') return reply.code(503).send({ error: 'The database is busy.' });
    return reply.code(404).send({ error: 'No such recipe.' });
  });
  await server.register(staticSite, { rootDir: site.rootDir, ...options });
  await server.ready();
  return server;
}

beforeEach(async () => {
  site = createSiteFixture();
  app = await start();
});
afterEach(async () => {
  await app.close();
  site.cleanup();
});

const preloadTags = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

describe('page routes', () => {
  it('serves index.html at / with the shell, its shared chunks and the catalog preloaded', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(preloadTags(response.body)).toEqual([
      `script /${FIXTURE.reactJs}`,
      `script /${FIXTURE.bootstrapJs}`,
      'script /remotes/mf-catalog/remoteEntry.js',
      `script /remotes/mf-catalog/${FIXTURE.catalogChunk}`,
      `style /${FIXTURE.bootstrapCss}`,
      `style /remotes/mf-catalog/${FIXTURE.catalogCss}`,
    ]);
    // The remotes' own shared chunks are not preloaded: the shell's copies are the ones used.
    expect(response.body).not.toContain('999.7777777777.js');
    expect(response.body.indexOf('<link rel="preload"')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it.each([
    ['/lemon-tart', 'mf-recipe-view'],
    ['/lemon-tart/', 'mf-recipe-view'],
    ['/create', 'mf-recipe-editor'],
    ['/lemon-tart/update', 'mf-recipe-editor'],
  ])('serves index.html for the deep link %s, preloading %s', async (url, folder) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="preload" as="script" href="/remotes/${folder}/remoteEntry.js">`);
    expect(preloadTags(response.body).filter((tag) => tag.includes('/remotes/'))).toEqual(
      expect.not.arrayContaining([expect.stringContaining('/remotes/mf-catalog/')]),
    );
  });

  it('preloads no remote for the login page', async () => {
    const response = await app.inject('/login?next=%2F');
    expect(response.statusCode).toBe(200);
    expect(preloadTags(response.body)).toEqual([
      `script /${FIXTURE.reactJs}`,
      `script /${FIXTURE.bootstrapJs}`,
      `style /${FIXTURE.bootstrapCss}`,
    ]);
  });

  const fetchPreloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    );

  it.each([
    ['/', ['/api/users', '/api/recipes?sortField=name&sortDir=asc&page=1']],
    [
      '/?sortField=created_at&sortDir=desc&tags=VEG,QCK&search=pea+soup&utm=x',
      ['/api/users', '/api/recipes?sortField=created_at&sortDir=desc&tags=VEG%2CQCK&search=pea+soup&page=1'],
    ],
    ['/index.html?sortDir=desc', ['/api/users', '/api/recipes?sortField=name&sortDir=desc&page=1']],
    [
      '/?tags=VEG&pages=3',
      [
        '/api/users',
        '/api/recipes?sortField=name&sortDir=asc&tags=VEG&page=1',
        '/api/recipes?sortField=name&sortDir=asc&tags=VEG&page=2',
        '/api/recipes?sortField=name&sortDir=asc&tags=VEG&page=3',
      ],
    ],
    ['/cr%C3%A8me-br%C3%BBl%C3%A9e', ['/api/users', '/api/recipes/cr%C3%A8me-br%C3%BBl%C3%A9e']],
    ['/lemon-tart/update', ['/api/users', '/api/recipes/lemon-tart']],
    ['/create', ['/api/users']],
    ['/login', ['/api/users']],
    ['/a/b/c', []],
  ])('starts the first API calls of %s with the page', async (url, fetches) => {
    const response = await app.inject(url);
    expect(fetchPreloads(response.body)).toEqual(fetches);
  });

  const imagePreloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((m) => m[1]);

  it.each([
    ['/', ['/api/images/apple-thumb.webp']],
    ['/?sortDir=desc', ['/api/images/zucchini.webp']],
    ['/lemon-tart', ['/api/images/lemon.webp']],
    ['/plain-rice', []],
    ['/no-such-recipe', []],
    ['/lemon-tart/update', []],
    ['/login', []],
    ['/a/b/c', []],
  ])('preloads the picture of the largest paint of %s, first and with high priority', async (url, images) => {
    const response = await app.inject(url);
    expect(imagePreloads(response.body)).toEqual(images);
    if (images.length > 0)
      expect(response.body.indexOf('as="image"')).toBeLessThan(response.body.indexOf('as="script"'));
  });

  it('a slow answer only costs the picture hint (the page still waits for what it says about the recipe)', async () => {
    const response = await app.inject('/slow-soup');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Slow Soup – Simple Recipes For Everyone</title>');
    expect(imagePreloads(response.body)).toEqual([]);
    expect(response.body).toContain('<link rel="preload" as="script" href="/remotes/mf-recipe-view/remoteEntry.js">');
  });

  it('answers 404 with the page (its not-found screen) for paths that are no route', async () => {
    const response = await app.inject('/a/b/c');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root">');
  });

  it('moves a former stub for good to the current one, keeping the query as valid URL syntax', async () => {
    const response = await app.inject('/old-lemon-tart?from=chat&note=cr%C3%A8me%20"x"');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/lemon-tart?from=chat&note=cr%C3%A8me%20%22x%22');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 503, to be asked again, when the recipe cannot be read (the page itself still loads and retries)', async () => {
    const response = await app.inject('/busy-bread');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it('inlines remotes.json for the shell, safe inside <script>', async () => {
    await app.close();
    const override = path.join(site.rootDir, 'override.json');
    writeFileSync(
      override,
      JSON.stringify({ mf_catalog: '/remotes/mf-catalog/remoteEntry.js?</script><script>alert(1)' }),
    );
    app = await start({ remotesJson: override });
    const { body } = await app.inject('/');
    const inline = /<script id="remotes-config" type="application\/json">(.*?)<\/script>/.exec(body)?.[1];
    expect(inline).toBeDefined();
    expect(inline).not.toContain('</script>');
    expect(JSON.parse(inline!)).toEqual({ mf_catalog: '/remotes/mf-catalog/remoteEntry.js?</script><script>alert(1)' });
  });
});

describe('files', () => {
  it('serves a content-hashed shell file as immutable, precompressed when the client takes brotli', async () => {
    const response = await app.inject({ url: `/${FIXTURE.mainJs}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a real 404 for a missing asset, never the page', async () => {
    const response = await app.inject('/main.ffffffffff.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
  });

  it('leaves unknown /api paths to the API 404', async () => {
    const response = await app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect((await app.inject('/api/users')).json()).toEqual({ status: false });
  });

  it('serves a remote entry from /remotes/<folder>/ revalidated, loadable from any origin', async () => {
    const response = await app.inject('/remotes/mf-catalog/remoteEntry.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('var mf_catalog;');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serves a remote chunk as immutable and its manifest revalidated', async () => {
    const chunk = await app.inject(`/remotes/mf-catalog/${FIXTURE.catalogChunk}`);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await app.inject('/remotes/mf-catalog/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing remote file and for a remote that is not built', async () => {
    expect((await app.inject('/remotes/mf-catalog/nope.js')).statusCode).toBe(404);
    expect((await app.inject('/remotes/mf-recipe-editor/remoteEntry.js')).statusCode).toBe(404);
    expect((await app.inject('/remotes/')).statusCode).toBe(404);
  });
});

describe('remotes.json', () => {
  it('serves the shell build’s remotes.json, revalidated', async () => {
    const response = await app.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ mf_catalog: '/remotes/mf-catalog/remoteEntry.js' });
  });

  it('serves an override instead, and picks up edits to it without a restart', async () => {
    await app.close();
    const override = path.join(site.rootDir, 'override.json');
    writeFileSync(override, JSON.stringify({ mf_catalog: 'https://cdn.example.com/v1/remoteEntry.js' }));
    app = await start({ remotesJson: override });
    expect((await app.inject('/remotes.json')).json()).toEqual({
      mf_catalog: 'https://cdn.example.com/v1/remoteEntry.js',
    });

    write(
      override,
      JSON.stringify({ mf_catalog: 'https://cdn.example.com/v2/remoteEntry.js', padding: 'changed size' }),
    );
    expect((await app.inject('/remotes.json')).json()).toMatchObject({
      mf_catalog: 'https://cdn.example.com/v2/remoteEntry.js',
    });
    expect((await app.inject('/')).body).toContain('href="https://cdn.example.com/v2/remoteEntry.js"');
  });

  it('gives the other origins for the Content-Security-Policy', () => {
    const override = path.join(site.rootDir, 'override.json');
    writeFileSync(override, JSON.stringify({ mf_catalog: 'http://127.0.0.1:5001/remotes/mf-catalog/remoteEntry.js' }));
    expect(staticSiteRemoteOrigins({ rootDir: site.rootDir, remotesJson: override })).toEqual([
      'http://127.0.0.1:5001',
    ]);
    expect(staticSiteRemoteOrigins({ rootDir: site.rootDir })).toEqual([]);
  });
});

describe('a remote on another origin', () => {
  it('preloads its entry and, from its manifest over HTTP, its page chunks', async () => {
    const other = Fastify();
    await other.register(staticSite, { rootDir: site.rootDir });
    const address = await other.listen({ host: '127.0.0.1', port: 0 });
    try {
      await app.close();
      const override = path.join(site.rootDir, 'override.json');
      writeFileSync(override, JSON.stringify({ mf_catalog: `${address}/remotes/mf-catalog/remoteEntry.js` }));
      app = await start({ remotesJson: override });
      expect(preloadTags((await app.inject('/')).body)).toEqual(
        expect.arrayContaining([
          `script ${address}/remotes/mf-catalog/remoteEntry.js`,
          `script ${address}/remotes/mf-catalog/${FIXTURE.catalogChunk}`,
          `style ${address}/remotes/mf-catalog/${FIXTURE.catalogCss}`,
        ]),
      );
    } finally {
      await other.close();
    }
  });
});

describe('start', () => {
  it('refuses to start without a built shell, saying what to run', async () => {
    const server = Fastify();
    await expect(server.register(staticSite, { rootDir: path.join(site.rootDir, 'nowhere') }).ready()).rejects.toThrow(
      'npm run build',
    );
    await server.close();
  });

  it('refuses a malformed remotes.json override, naming it', async () => {
    const override = path.join(site.rootDir, 'bad.json');
    writeFileSync(override, '{ not json');
    const server = Fastify();
    await expect(server.register(staticSite, { rootDir: site.rootDir, remotesJson: override }).ready()).rejects.toThrow(
      override,
    );
    await server.close();
  });
});
