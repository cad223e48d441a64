/** @jest-environment jsdom */
// Parsed with the browser's own HTML parser (jsdom), as a crawler or a link preview reads the page.
import type { Recipe } from '@simple-recipes/shared-api/types';
import { formHead, homeHead, notFoundHead, recipeHead, withHeadTags } from './head-tags';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
  '<meta name="description" content="The site." /><title>Simple Recipes For Everyone</title>' +
  '<link rel="preload" as="script" href="/main.js"></head><body><div id="root"></div></body></html>';

const recipe = (overrides: Partial<Recipe> = {}): Recipe => ({
  id: 3,
  name: 'Lemon Tart',
  stub: 'lemon-tart',
  serving_count: 6,
  prep_time: 30,
  cooking_time: 60,
  imageUrl: '/api/images/lemon.webp',
  thumbnailUrl: '/api/images/lemon-thumb.webp',
  emptyImageUrl: 'data:,',
  tags: [{ id: 1, tag: 'Baking', shorthand: 'BAK' }],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-02-01T12:00:00.000Z',
  source: null,
  ingredients_sections: [
    {
      id: 1,
      name: 'Pastry',
      type: 'ingredients',
      ingredients: [{ id: 1, ingredient: 'Flour', amount: '200 g', notes: '' }],
    },
  ],
  recipe_sections: [{ id: 1, name: 'Method', type: 'recipes', steps: [{ id: 1, step: 'Bake.', notes: '' }] }],
  ...overrides,
});

/** Parses the page as a browser (or a crawler) would. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const content = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('content');

describe('a recipe page', () => {
  const html = withHeadTags(TEMPLATE, recipeHead(recipe(), 'https://recipes.example', { width: 1600, height: 1067 }));
  const doc = parse(html);

  it("replaces the site title and description with the recipe's, once each", () => {
    expect(doc.title).toBe('Lemon Tart – Simple Recipes For Everyone');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content(doc, 'meta[name="description"]')).toBe('Serves 6, ready in 1 h 30 min. Ingredients: Flour.');
  });

  it('names its canonical address', () => {
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://recipes.example/lemon-tart');
  });

  it('has Open Graph tags with the picture and its size', () => {
    expect(content(doc, 'meta[property="og:type"]')).toBe('article');
    expect(content(doc, 'meta[property="og:site_name"]')).toBe('Simple Recipes For Everyone');
    expect(content(doc, 'meta[property="og:title"]')).toBe('Lemon Tart');
    expect(content(doc, 'meta[property="og:description"]')).toBe('Serves 6, ready in 1 h 30 min. Ingredients: Flour.');
    expect(content(doc, 'meta[property="og:url"]')).toBe('https://recipes.example/lemon-tart');
    expect(content(doc, 'meta[property="og:image"]')).toBe('https://recipes.example/api/images/lemon.webp');
    expect(content(doc, 'meta[property="og:image:width"]')).toBe('1600');
    expect(content(doc, 'meta[property="og:image:height"]')).toBe('1067');
    expect(content(doc, 'meta[property="og:image:alt"]')).toBe('Lemon Tart');
  });

  it('has a large-picture Twitter card', () => {
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content(doc, 'meta[name="twitter:title"]')).toBe('Lemon Tart');
    expect(content(doc, 'meta[name="twitter:description"]')).toMatch(/^Serves 6/);
    expect(content(doc, 'meta[name="twitter:image"]')).toBe('https://recipes.example/api/images/lemon.webp');
  });

  it('carries the schema.org Recipe the page builds', () => {
    const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.id).toBe('page-json-ld');
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toMatchObject({
      '@type': 'Recipe',
      name: 'Lemon Tart',
      url: 'https://recipes.example/lemon-tart',
      image: ['https://recipes.example/api/images/lemon.webp'],
      recipeIngredient: ['200 g Flour'],
      dateModified: '2026-02-01T12:00:00.000Z',
    });
  });

  it('keeps everything in the head, after what was there', () => {
    expect(doc.body.innerHTML).toBe('<div id="root"></div>');
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('og:title'));
  });

  it('says nothing of servings or times a recipe does not give (0), in its description, link previews and JSON-LD', () => {
    const given = recipe({ serving_count: 0, prep_time: 0, cooking_time: 0 });
    const bare = parse(withHeadTags(TEMPLATE, recipeHead(given, 'https://recipes.example', null)));
    for (const selector of ['meta[name="description"]', 'meta[property="og:description"]']) {
      expect(content(bare, selector)).toBe('Ingredients: Flour.');
    }
    const data = JSON.parse(bare.querySelector('script[type="application/ld+json"]')?.textContent ?? '') as object;
    expect(Object.keys(data)).toEqual(expect.not.arrayContaining(['recipeYield', 'prepTime', 'cookTime', 'totalTime']));
  });

  it('is a summary card without picture tags when the recipe has no picture, or no size when unknown', () => {
    const bare = parse(withHeadTags(TEMPLATE, recipeHead(recipe({ imageUrl: null }), 'https://recipes.example', null)));
    expect(content(bare, 'meta[name="twitter:card"]')).toBe('summary');
    expect(bare.querySelector('meta[property^="og:image"], meta[name="twitter:image"]')).toBeNull();
    const unsized = parse(withHeadTags(TEMPLATE, recipeHead(recipe(), 'https://recipes.example', null)));
    expect(content(unsized, 'meta[property="og:image"]')).toBe('https://recipes.example/api/images/lemon.webp');
    expect(unsized.querySelector('meta[property="og:image:width"]')).toBeNull();
  });
});

describe('escaping', () => {
  const hostile = '</script><script>alert(1)</script><!-- "quoted" \'single\' & <b>bold</b>';
  const html = withHeadTags(
    TEMPLATE,
    recipeHead(
      recipe({
        name: hostile,
        stub: 'a"b',
        ingredients_sections: [
          {
            id: 1,
            name: 'x',
            type: 'ingredients',
            ingredients: [{ id: 1, ingredient: hostile, amount: '</title>', notes: '' }],
          },
        ],
      }),
      'https://recipes.example',
      null,
    ),
  );
  const doc = parse(html);

  it('no text can open an element or end one early', () => {
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelectorAll('b, title + title')).toHaveLength(0);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('<script>alert');
  });

  it('every value reads back exactly as written', () => {
    expect(doc.title).toBe(`${hostile} – Simple Recipes For Everyone`);
    expect(content(doc, 'meta[property="og:title"]')).toBe(hostile);
    expect(content(doc, 'meta[name="description"]')).toContain(hostile.slice(0, 40));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://recipes.example/a%22b');
    const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(data.name).toBe(hostile);
    expect(data.recipeIngredient).toEqual([`</title> ${hostile}`]);
  });
});

describe('other pages', () => {
  it("the home page: the site, its canonical address and a WebSite searched at the catalog's address", () => {
    const doc = parse(withHeadTags(TEMPLATE, homeHead('https://recipes.example')));
    expect(doc.title).toBe('Simple Recipes For Everyone');
    expect(content(doc, 'meta[name="description"]')).toMatch(/^Simple Recipes For Everyone: browse, search and cook/);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://recipes.example/');
    expect(content(doc, 'meta[property="og:type"]')).toBe('website');
    expect(content(doc, 'meta[name="twitter:card"]')).toBe('summary');
    const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(data).toMatchObject({
      '@type': 'WebSite',
      url: 'https://recipes.example/',
      potentialAction: { target: { urlTemplate: 'https://recipes.example/?search={search_term_string}' } },
    });
  });

  it.each([
    ['a form', formHead(), 'Simple Recipes For Everyone'],
    ['an unknown recipe', notFoundHead('Recipe'), 'Recipe not found – Simple Recipes For Everyone'],
    ['no page', notFoundHead('Page'), 'Page not found – Simple Recipes For Everyone'],
  ])('%s: not for search engines, no structured data', (_what, head, title) => {
    const doc = parse(withHeadTags(TEMPLATE, head));
    expect(doc.title).toBe(title);
    expect(content(doc, 'meta[name="robots"]')).toBe('noindex');
    expect(
      doc.querySelector('script[type="application/ld+json"], link[rel="canonical"], meta[property^="og:"]'),
    ).toBeNull();
  });

  it('adds a title and description to a template without them', () => {
    const doc = parse(withHeadTags('<html><head></head><body></body></html>', formHead()));
    expect(doc.title).toBe('Simple Recipes For Everyone');
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
