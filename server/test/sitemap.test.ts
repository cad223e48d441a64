// GET /sitemap.xml and /robots.txt on the real app: every recipe with its last change, split into an index of parts
// past 50,000 addresses (at size on SQLite: 60,000 recipes through the bulk insert), kept until the next write.
import { gunzipSync } from 'node:zlib';
import { recipeInput } from '../src/db/testing/recipe-input';
import { editorClient, draft } from './helpers/client';
import { TEST_DATABASE } from './helpers/database';
import { startServer, type TestServer } from './helpers/server';

// Writing and reading 60,000 addresses below takes a second or two alone, and more than Jest's 5 s default on a
// machine busy with other work.
jest.setTimeout(30_000);

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
const lastmods = (xml: string) =>
  new Map([...xml.matchAll(/<loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)].map((m) => [m[1]!, m[2]!]));

describe('a site of a few recipes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ siteUrl: 'https://recipes.example' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists the home page and every recipe at its current address, with its last change', async () => {
    const editor = await editorClient(server);
    const soup = await editor.create(draft('Tomato Soup'));
    const tart = await editor.create(draft('Lemon Tart'));
    const renamed = await editor.save(draft('Lemon Tart Deluxe'), { stub: tart });
    expect(renamed.status).toBe(200);

    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(xml)).toEqual([
      'https://recipes.example/',
      `https://recipes.example/${soup}`,
      'https://recipes.example/lemon-tart-deluxe',
    ]);
    const recipe = (await (await fetch(`${server.url}/api/recipes/lemon-tart-deluxe`)).json()) as {
      updated_at: string;
    };
    expect(lastmods(xml).get('https://recipes.example/lemon-tart-deluxe')).toBe(recipe.updated_at);
  });

  it('answers a crawler asking again with 304 until something changes', async () => {
    const first = await fetch(`${server.url}/sitemap.xml`);
    const etag = first.headers.get('etag')!;
    await first.text();
    expect((await fetch(`${server.url}/sitemap.xml`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const editor = await editorClient(server);
    const stub = await editor.create(draft('Pea Soup'));
    const after = await fetch(`${server.url}/sitemap.xml`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(locs(await after.text())).toContain(`https://recipes.example/${stub}`);
  });

  it('does not keep a file written while a save changed the list: the next crawler gets the new state', async () => {
    const editor = await editorClient(server);
    await editor.create(draft('Fresh Start')); // nothing kept for this state yet: the file is written anew
    const readRows = server.store.sitemapRows.bind(server.store);
    let saved = '';
    const rowReads = jest.spyOn(server.store, 'sitemapRows').mockImplementationOnce(async (query) => {
      const rows = await readRows(query);
      saved = await editor.create(draft('Saved Meanwhile'));
      return rows;
    });
    try {
      const during = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expect(rowReads).toHaveBeenCalled();
      expect(saved).not.toBe('');
      expect(locs(during)).not.toContain(`https://recipes.example/${saved}`);
      const after = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expect(locs(after)).toContain(`https://recipes.example/${saved}`);
    } finally {
      rowReads.mockRestore();
    }
  });

  it('refuses a malformed part with a clear error and has no parts while one file holds everything', async () => {
    for (const query of ['part=0', 'part=x', 'part=1&part=2']) {
      const response = await fetch(`${server.url}/sitemap.xml?${query}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/"part"/);
    }
    const response = await fetch(`${server.url}/sitemap.xml?part=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'There is no such part of the sitemap.' });
  });

  it('robots.txt lets crawlers in, keeps them off the forms, and names the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('User-agent: *\n');
    expect(text).toContain('Disallow: /create\n');
    expect(text).toContain('Disallow: /*/update\n');
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
    expect(text).toContain('Sitemap: https://recipes.example/sitemap.xml\n');
  });
});

describe('without SITE_URL', () => {
  it('writes addresses with the host the request came to', async () => {
    const server = await startServer();
    try {
      const text = await (await fetch(`${server.url}/robots.txt`)).text();
      expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
      expect(locs(await (await fetch(`${server.url}/sitemap.xml`)).text())).toEqual([`${server.url}/`]);
    } finally {
      await server.close();
    }
  });
});

// 60,000 recipes take a few seconds through the bulk insert on SQLite (in large chunks without pauses, as an offline
// load: nothing reads the site meanwhile); the split is the same code on PostgreSQL.
const describeAtSize = TEST_DATABASE === 'sqlite' ? describe : describe.skip;

describeAtSize('60,000 recipes', () => {
  let server: TestServer;
  let stubs: string[];
  beforeAll(async () => {
    server = await startServer({ siteUrl: 'https://recipes.example' });
    const base = recipeInput({
      ingredients: [{ name: 'All', ingredients: [{ ingredient: 'Water', amount: '1 l', notes: '' }] }],
      steps: [{ name: 'Method', steps: [{ step: 'Boil.', notes: '' }] }],
    });
    stubs = await server.store.insertRecipesBulk(
      Array.from({ length: 60_000 }, (_, index) => ({ ...base, name: `Recipe ${index}` })),
      { chunkSize: 5000, pause: false },
    );
  }, 120_000);
  afterAll(async () => {
    await server.close();
  });

  it('is an index of two parts that list every address exactly once', async () => {
    const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([
      'https://recipes.example/sitemap.xml?part=1',
      'https://recipes.example/sitemap.xml?part=2',
    ]);

    const first = await fetch(`${server.url}/sitemap.xml?part=1`);
    const second = await fetch(`${server.url}/sitemap.xml?part=2`);
    const [one, two] = [locs(await first.text()), locs(await second.text())];
    expect(one).toHaveLength(50_000);
    expect(two).toHaveLength(10_001);
    expect(one[0]).toBe('https://recipes.example/');
    const recipes = [...one.slice(1), ...two].map((loc) => loc.slice('https://recipes.example/'.length));
    expect(recipes).toEqual(stubs);
    expect((await fetch(`${server.url}/sitemap.xml?part=3`)).status).toBe(404);
  });

  it('sends a part compressed, then the same bytes again from memory until the next write', async () => {
    const read = async (encoding: string) => {
      const response = await server.app.inject({
        url: '/sitemap.xml?part=2',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      return { coding: response.headers['content-encoding'], etag: response.headers.etag, body: response.rawPayload };
    };
    const first = await read('gzip');
    expect(first.coding).toBe('gzip');
    expect(locs(gunzipSync(first.body).toString())).toHaveLength(10_001);

    const rowReads = jest.spyOn(server.store, 'sitemapRows');
    try {
      const again = await read('gzip');
      expect(again.etag).toBe(first.etag);
      expect(again.body.equals(first.body)).toBe(true);
      expect(rowReads).not.toHaveBeenCalled();

      const editor = await editorClient(server);
      const stub = await editor.create(draft('Zucchini Bread'));
      const changed = await read('gzip');
      expect(changed.etag).not.toBe(first.etag);
      expect(rowReads).toHaveBeenCalled();
      expect(locs(gunzipSync(changed.body).toString()).at(-1)).toBe(`https://recipes.example/${stub}`);
    } finally {
      rowReads.mockRestore();
    }
  });
});
