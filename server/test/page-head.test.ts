// The HTML as sent for each page of the real app (built site fixture, real database, a real picture): what search
// engines, link previews and recipe importers read without running a script.
import sharp from 'sharp';
import { createSiteFixture } from '../src/static-site/test-fixture';
import { draft, editorClient } from './helpers/client';
import { jpeg } from './helpers/images';
import { startServer, type TestServer } from './helpers/server';

jest.setTimeout(60_000);

let site: ReturnType<typeof createSiteFixture>;
let server: TestServer;

beforeAll(async () => {
  site = createSiteFixture();
  server = await startServer({ static: { rootDir: site.rootDir }, siteUrl: 'https://recipes.example' });
});
afterAll(async () => {
  await server?.close();
  site?.cleanup();
});

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#39;': "'" };
const unescape = (text: string) => text.replace(/&(?:amp|quot|lt|gt|#39);/g, (entity) => ENTITIES[entity]!);

function head(html: string) {
  const headHtml = html.slice(0, html.indexOf('</head>'));
  const attribute = (pattern: RegExp) => {
    const found = [...headHtml.matchAll(pattern)];
    expect(found.length).toBeLessThanOrEqual(1);
    return found[0] ? unescape(found[0][1]!) : undefined;
  };
  const jsonLd = [...html.matchAll(/<script id="page-json-ld" type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return {
    title: unescape(/<title>([\s\S]*?)<\/title>/.exec(headHtml)?.[1] ?? ''),
    meta: (key: string) => attribute(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`, 'g')),
    canonical: attribute(/<link rel="canonical" href="([^"]*)">/g),
    jsonLd: () => {
      expect(jsonLd).toHaveLength(1);
      return JSON.parse(jsonLd[0]![1]!);
    },
    scripts: (html.match(/<script\b/g) ?? []).length,
  };
}

describe('a recipe page', () => {
  let stub: string;
  beforeAll(async () => {
    const editor = await editorClient(server);
    stub = await editor.create(draft('Lemon Tart'), { image: await jpeg(1200, 800) });
  });

  it("says what the recipe is, with its picture and the picture's real size", async () => {
    const response = await fetch(`${server.url}/${stub}`);
    expect(response.status).toBe(200);
    const page = head(await response.text());
    const recipe = (await (await fetch(`${server.url}/api/recipes/${stub}`)).json()) as {
      imageUrl: string;
      updated_at: string;
    };
    const picture = await sharp(
      Buffer.from(await (await fetch(`${server.url}${recipe.imageUrl}`)).arrayBuffer()),
    ).metadata();

    expect(page.title).toBe('Lemon Tart – Simple Recipes For Everyone');
    const description = 'Serves 4, ready in 45 min. Ingredients: Flour, Water.';
    expect(page.meta('description')).toBe(description);
    expect(page.canonical).toBe(`https://recipes.example/${stub}`);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:title')).toBe('Lemon Tart');
    expect(page.meta('og:description')).toBe(description);
    expect(page.meta('og:url')).toBe(`https://recipes.example/${stub}`);
    expect(page.meta('og:image')).toBe(`https://recipes.example${recipe.imageUrl}`);
    expect(page.meta('og:image:width')).toBe(String(picture.width));
    expect(page.meta('og:image:height')).toBe(String(picture.height));
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(`https://recipes.example${recipe.imageUrl}`);
    expect(page.jsonLd()).toMatchObject({
      '@type': 'Recipe',
      name: 'Lemon Tart',
      description,
      url: `https://recipes.example/${stub}`,
      image: [`https://recipes.example${recipe.imageUrl}`],
      recipeIngredient: ['200 g Flour', '100 ml Water, lukewarm'],
      recipeInstructions: [
        { name: 'Method', itemListElement: [{ text: 'Mix everything.' }, { text: 'Bake it. (Until golden.)' }] },
      ],
      dateModified: recipe.updated_at,
    });
  });

  it('a former address of a renamed recipe moves for good to the current one, query kept', async () => {
    const editor = await editorClient(server);
    const old = await editor.create(draft('Pea Soup'));
    const renamed = await editor.save(draft('Green Pea Soup'), { stub: old });
    const current = await renamed.text();
    const response = await fetch(`${server.url}/${old}?utm_source=chat`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/${current}?utm_source=chat`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(head(await (await fetch(`${server.url}/${current}`)).text()).canonical).toBe(
      `https://recipes.example/${current}`,
    );
  });

  it('an address in other letter case moves for good to the lower-case one, query kept', async () => {
    const editor = await editorClient(server);
    const stub = await editor.create(draft('Beef Bourguignon'));
    const response = await fetch(`${server.url}/${stub.toUpperCase()}?utm_source=chat`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/${stub}?utm_source=chat`);
    expect((await fetch(`${server.url}/Beef-Bourguignon`, { redirect: 'manual' })).headers.get('location')).toBe(
      `/${stub}`,
    );
    expect((await fetch(`${server.url}/NO-SUCH-RECIPE`)).status).toBe(404);
  });

  it('the API answers a stub in other letter case with the recipe, whose stub says its address', async () => {
    const editor = await editorClient(server);
    const stub = await editor.create(draft('Coq au Vin'));
    const response = await fetch(`${server.url}/api/recipes/${stub.toUpperCase()}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { stub: string }).stub).toBe(stub);
    // A removal takes the stub as written.
    const removal = await editor.remove(stub.toUpperCase());
    expect(removal.status).toBe(404);
  });

  it("an unknown stub is a 404 with the site's page (which shows its not-found screen)", async () => {
    const response = await fetch(`${server.url}/no-such-recipe`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    const page = head(html);
    expect(page.title).toBe('Recipe not found – Simple Recipes For Everyone');
    expect(page.meta('robots')).toBe('noindex');
    expect(html).not.toContain('application/ld+json');
  });
});

describe('recipe text that looks like markup', () => {
  it('cannot break out of the JSON-LD, the title or an attribute', async () => {
    const editor = await editorClient(server);
    const name = `</script><script>alert(1)</script><!-- "Tom's" & <b>Jerry</b>`;
    const parts = draft(name);
    (parts.ingredients as Array<{ ingredients: Array<{ ingredient: string }> }>)[0]!.ingredients[0]!.ingredient =
      '"/><script>x()</script>';
    const stub = await editor.create(parts);
    const html = await (await fetch(`${server.url}/${stub}`)).text();

    const page = head(html);
    // The shell's own script and the JSON-LD data block: nothing else became a script element.
    expect(page.scripts).toBe(head(await (await fetch(`${server.url}/login`)).text()).scripts + 1);
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('<b>');
    expect(page.title).toBe(`${name} – Simple Recipes For Everyone`);
    expect(page.meta('og:title')).toBe(name);
    expect(page.meta('description')).toContain('"/><script>x()</script>');
    const data = page.jsonLd();
    expect(data.name).toBe(name);
    expect(data.recipeIngredient[0]).toBe('200 g "/><script>x()</script>');
  });
});

describe('the home page', () => {
  it("is the site, with a WebSite searched at the catalog's own address", async () => {
    const response = await fetch(`${server.url}/?tags=VEG`);
    expect(response.status).toBe(200);
    const page = head(await response.text());
    expect(page.title).toBe('Simple Recipes For Everyone');
    expect(page.meta('description')).toMatch(/^Simple Recipes For Everyone: browse, search and cook recipes/);
    expect(page.canonical).toBe('https://recipes.example/');
    expect(page.meta('og:type')).toBe('website');
    expect(page.jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Simple Recipes For Everyone',
      url: 'https://recipes.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://recipes.example/?search={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('the forms are not for search engines', async () => {
    for (const path of ['/login', '/create']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(head(await response.text()).meta('robots')).toBe('noindex');
    }
  });
});

describe('the origin of absolute addresses without SITE_URL', () => {
  it("is the host asked for; a proxy's X-Forwarded-* count only with TRUST_PROXY", async () => {
    const forwarded = { 'x-forwarded-host': 'recipes.example.org', 'x-forwarded-proto': 'https' };
    const direct = await startServer({ static: { rootDir: site.rootDir } });
    const proxied = await startServer({ static: { rootDir: site.rootDir }, trustProxy: true });
    try {
      expect(head(await (await fetch(`${direct.url}/`, { headers: forwarded })).text()).canonical).toBe(
        `${direct.url}/`,
      );
      expect(head(await (await fetch(`${proxied.url}/`, { headers: forwarded })).text()).canonical).toBe(
        'https://recipes.example.org/',
      );
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});
