// POST /api/imports with a page address or what was pasted (HTML, JSON-LD, a recipe's text): the draft, its picture
// kept for the save, the save that uses it, and every refusal (visitors, missing marker, no recipe, addresses that are
// not public).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { RecipeImportDraft } from '@simple-recipes/shared-api/types';
import { ApiClient, draft, editorClient, errorOf } from './helpers/client';
import * as images from './helpers/images';
import { recipePage, redirectTo, send, startPageServer, type PageServer } from './helpers/page-server';
import { startServer, type TestServer } from './helpers/server';

jest.setTimeout(60_000);

let pages: PageServer;
let server: TestServer;
let editor: ApiClient;

beforeAll(async () => {
  const picture = await images.jpeg(800, 600);
  pages = await startPageServer({
    '/pancakes': (request, response) =>
      send(
        'text/html; charset=utf-8',
        recipePage({
          name: 'Fluffy Pancakes',
          image: '/pancakes.jpg',
          keywords: 'breakfast, Vegetarian',
          canonical: 'https://www.example.com/pancakes',
        }),
      )(request, response),
    '/pancakes.jpg': send('image/jpeg', picture),
    '/svg-picture': send('text/html', recipePage({ name: 'Svg Cake', image: '/cake.svg' })),
    '/cake.svg': send('image/svg+xml', images.SVG_IMAGE),
    '/no-recipe': send('text/html', '<!doctype html><html><body><h1>About us</h1><p>We like food.</p></body></html>'),
    '/json': send(
      'application/ld+json',
      JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Soup </script><b>Test</b>',
        recipeIngredient: ['1 l water'],
        recipeInstructions: 'Boil it.',
      }),
    ),
    '/binary': send('application/octet-stream', Buffer.from('not a page')),
    '/hang-up': (request) => request.socket.destroy(),
    '/to-localhost': (request, response) => redirectTo(`http://localhost:${pages.port}/pancakes`)(request, response),
  });
  server = await startServer({ importAllowedHosts: pages.host });
  editor = await editorClient(server);
  await server.store.ensureTags([
    { tag: 'Vegetarian', shorthand: 'VEG' },
    { tag: 'Breakfast', shorthand: 'BRK' },
    { tag: 'Dessert', shorthand: 'DES' },
  ]);
});

afterAll(async () => {
  await server?.close();
  await pages?.close();
});

function importPage(client: ApiClient, body: unknown, marker = true) {
  return client.request('POST', '/api/imports', {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    marker,
  });
}

async function keptPictures(): Promise<string[]> {
  return readdir(join(server.dataDir, 'import-images'));
}

test('a page address gives a draft: split ingredients, named step sections, times, servings, matching tags, picture', async () => {
  const response = await importPage(editor, { url: `${pages.origin}/pancakes` });
  expect(response.status).toBe(200);
  const result = (await response.json()) as RecipeImportDraft;
  expect(result).toMatchObject({
    name: 'Fluffy Pancakes',
    serving_count: 4,
    prep_time: 15,
    cooking_time: 65,
    source: 'https://www.example.com/pancakes',
  });
  expect(result.tags.map((tag) => tag.shorthand).sort()).toEqual(['BRK', 'VEG']);
  expect(result.ingredients_sections).toEqual([
    {
      name: 'Ingredients',
      type: 'ingredients',
      ingredients: [
        { amount: '2 cups', ingredient: 'flour', notes: 'sifted' },
        { amount: '1 ½ tsp', ingredient: 'salt', notes: '' },
        { amount: '2-3 cloves', ingredient: 'garlic', notes: 'minced' },
        { amount: '—', ingredient: 'Salt to taste', notes: '' },
      ],
    },
  ]);
  expect(result.recipe_sections.map((section) => [section.name, section.steps.map((step) => step.step)])).toEqual([
    ['Dough', ['Mix the flour & salt.', 'Knead for 10 minutes.']],
    ['Bake', ['Bake until golden.']],
  ]);
  expect(result.missing).toEqual([]);
  expect(result.image).toMatch(/^[0-9a-f]{32}\.jpg$/);
  expect(result.pictureNotFetched).toBeNull();
  // The preview is the re-encoded picture, for editors only.
  const preview = await editor.request('GET', result.imageUrl as string);
  expect(preview.status).toBe(200);
  expect(preview.headers.get('content-type')).toBe('image/jpeg');
  expect((await new ApiClient(server).request('GET', result.imageUrl as string)).status).toBe(401);

  // Saving the draft with the picture's reference gives the recipe its picture; the kept copy is then gone.
  const parts = draft(result.name, {
    recipe: { serving_count: result.serving_count, source: result.source, tags: result.tags.map((tag) => tag.id) },
    ingredients: result.ingredients_sections,
    steps: result.recipe_sections,
  });
  const form = new FormData();
  for (const name of ['recipe', 'ingredients', 'steps'] as const) form.append(name, JSON.stringify(parts[name]));
  form.append('importedImage', result.image as string);
  const saved = await editor.request('POST', '/api/recipes', { body: form });
  expect(saved.status).toBe(201);
  const recipe = await editor.recipe(await saved.text());
  expect(recipe.imageUrl).toMatch(/^\/api\/images\//);
  expect(recipe.ingredients_sections[0]?.ingredients[2]).toMatchObject({
    amount: '2-3 cloves',
    ingredient: 'garlic',
    notes: 'minced',
  });
  expect(await keptPictures()).not.toContain(result.image);
});

test('a draft names the recipes already here under its name, those from the same page first', async () => {
  const fromPage = await editor.create(
    draft('Lemon Drizzle Cake', { recipe: { source: 'http://example.com/lemon-drizzle/' } }),
  );
  const typed = await editor.create(draft('lemon drizzle cake', { recipe: { source: '' } }));
  const importOf = async (name: string, url: string) => {
    const response = await importPage(editor, { html: recipePage({ name }), url });
    expect(response.status).toBe(200);
    return ((await response.json()) as RecipeImportDraft).alreadyHere;
  };

  // Same page (scheme, www. and a trailing slash aside), and a name the same but for case and accents.
  expect(await importOf('Lemon Drizzle Cake', 'https://www.example.com/lemon-drizzle')).toEqual([
    { stub: fromPage, name: 'Lemon Drizzle Cake', sameSource: true },
    { stub: typed, name: 'lemon drizzle cake', sameSource: false },
  ]);
  expect(await importOf('Lemon Drizzle Caké', 'https://other.example.org/cake')).toEqual([
    { stub: fromPage, name: 'Lemon Drizzle Cake', sameSource: false },
    { stub: typed, name: 'lemon drizzle cake', sameSource: false },
  ]);
  expect(await importOf('Lemon Drizzle', 'https://www.example.com/lemon-drizzle')).toEqual([]);

  // The draft still comes when the collection cannot be asked; the hint is left out.
  const lookup = jest.spyOn(server.store, 'recipesWithFoldedNames').mockRejectedValueOnce(new Error('database gone'));
  expect(await importOf('Lemon Drizzle Cake', 'https://www.example.com/lemon-drizzle')).toEqual([]);
  lookup.mockRestore();
});

test('pasted HTML imports without fetching the page; relative pictures resolve against the given address', async () => {
  const before = pages.requests.length;
  const html = recipePage({ name: 'Pasted Stew' });
  const response = await importPage(editor, { html, url: `${pages.origin}/somewhere` });
  expect(response.status).toBe(200);
  const result = (await response.json()) as RecipeImportDraft;
  expect(result.name).toBe('Pasted Stew');
  // The page names no picture: nothing was left behind.
  expect(result.missing).toContain('image');
  expect(result.pictureNotFetched).toBeNull();
  expect(result.missing).toContain('tags');
  expect(pages.requests.slice(before)).toEqual([]);
});

test("an address typed without its scheme is the page's https address, as its source", async () => {
  const html = recipePage({ name: 'Typed Stew' });
  const response = await importPage(editor, { html, url: '  www.example.com/typed-stew ' });
  expect(response.status).toBe(200);
  expect(((await response.json()) as RecipeImportDraft).source).toBe('https://www.example.com/typed-stew');
});

test('a JSON-LD document served as such is read like a page, markup in its texts dropped', async () => {
  const response = await importPage(editor, { url: `${pages.origin}/json` });
  expect(response.status).toBe(200);
  const result = (await response.json()) as RecipeImportDraft;
  // Markup in a text is dropped; the end tag inside the JSON cannot end the script holding it.
  expect(result.name).toBe('Soup Test');
  expect(result.recipe_sections[0]?.steps[0]?.step).toBe('Boil it.');
});

test('pasted recipe text is read by its headings; a text without them is refused in words', async () => {
  const text =
    'Rice Salad\nServes 2\n\nIngredients\n1 cup rice\n2 tomatoes, diced\n\nMethod\n1. Cook the rice.\n2. Mix.';
  const response = await importPage(editor, { html: text });
  expect(response.status).toBe(200);
  const result = (await response.json()) as RecipeImportDraft;
  expect(result.name).toBe('Rice Salad');
  expect(result.serving_count).toBe(2);
  expect(result.ingredients_sections[0]?.ingredients).toEqual([
    { amount: '1 cup', ingredient: 'rice', notes: '' },
    { amount: '2', ingredient: 'tomatoes', notes: 'diced' },
  ]);
  expect(result.recipe_sections[0]?.steps.map(({ step }) => step)).toEqual(['Cook the rice.', 'Mix.']);
  const noParts = await importPage(editor, { html: 'Rice Salad\nCook the rice and mix it with tomatoes.' });
  expect(noParts.status).toBe(422);
  expect(await errorOf(noParts)).toEqual({
    error:
      'No recipe was found in this text. Put a line "Ingredients" above the ingredients and a line "Instructions" ' +
      'above the steps, then import it again.',
  });
});

test("a recipe's JSON-LD pasted without its script tag is read as the page holding it", async () => {
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Pasted Soup',
    recipeIngredient: ['1 l water'],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Boil it.' }],
  });
  const response = await importPage(editor, { html: json });
  expect(response.status).toBe(200);
  const result = (await response.json()) as RecipeImportDraft;
  expect(result.name).toBe('Pasted Soup');
  expect(result.recipe_sections[0]?.steps[0]?.step).toBe('Boil it.');
});

test('a picture that is not an accepted image is left out, the recipe still comes, and the draft names the picture', async () => {
  const response = await importPage(editor, { url: `${pages.origin}/svg-picture` });
  expect(response.status).toBe(200);
  const result = (await response.json()) as RecipeImportDraft;
  expect(result.image).toBeNull();
  expect(result.missing).toContain('image');
  expect(result.pictureNotFetched).toBe(`${pages.origin}/cake.svg`);
});

test('pasted HTML nested thousands of levels deep is refused with 422 and a sentence, not a 500', async () => {
  const deep = `${'<div>'.repeat(20_000)}<p>1 cup flour</p>${'</div>'.repeat(20_000)}`;
  const response = await importPage(editor, {
    html: `<html><body><h1>Cake</h1><h2>Ingredients</h2>${deep}<h2>Method</h2><p>Bake.</p></body></html>`,
  });
  expect(response.status).toBe(422);
  expect(await errorOf(response)).toEqual({ error: 'This page nests its markup too deeply to be read as a recipe.' });
});

/**
 * Ingredient-like rows enough for the reader to need several seconds (a 2 MB page), whatever the machine: 5,000
 * rows once took over a second, but no longer on a quiet machine once the reader got faster.
 */
const slowPageRows = () =>
  Array.from({ length: 40_000 }, (_, i) => `<div><span>${i} g</span> <span>flour ${i}</span></div>`);

test('a page or pasted text too long to read gets 422, and the site answers other requests meanwhile', async () => {
  const limited = await startServer({ pageReaderLimits: { timeoutMs: 1000 } });
  try {
    const client = await editorClient(limited);
    const rows = slowPageRows();
    const html = `<html><body><h1>Bread</h1><h2>Ingredients</h2>${rows.join('')}<h2>Method</h2><p>Mix.</p></body></html>`;
    let importDone = false;
    const reading = importPage(client, { html }).then((response) => {
      importDone = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const list = await client.request('GET', '/api/recipes');
    expect(list.status).toBe(200);
    expect(importDone).toBe(false);
    const response = await reading;
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toEqual({
      error: 'This page takes too long to read as a recipe. Paste only the part of the page that holds the recipe.',
    });
    // A pasted text is laid out as a page by the reader too, within the same limit.
    const lines = Array.from({ length: 40_000 }, (_, i) => `${i} g flour ${i}`);
    const text = await importPage(client, { html: ['Bread', 'Ingredients', ...lines, 'Method', 'Mix.'].join('\n') });
    expect(text.status).toBe(422);
    expect((await errorOf(text)).error).toMatch(/takes too long to read/);
  } finally {
    await limited.close();
  }
});

test('an import beyond what the page readers take at once is refused with 503 and Retry-After, and nothing waits', async () => {
  const limited = await startServer({ pageReaderLimits: { threads: 1, queue: 0, timeoutMs: 1000 } });
  try {
    const client = await editorClient(limited);
    const rows = slowPageRows();
    const reading = importPage(client, { html: `<html><body><h2>Ingredients</h2>${rows.join('')}</body></html>` });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const busy = await importPage(client, { html: '<html><body><p>Soup</p></body></html>' });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(await errorOf(busy)).toEqual({ error: 'Too many pages are being read right now. Try again in a moment.' });
    expect((await reading).status).toBe(422);
  } finally {
    await limited.close();
  }
});

test('refusals: no recipe (422), wrong content type (415), page not fetched (502), bad body (400), visitor (401), no marker (403)', async () => {
  const noRecipe = await importPage(editor, { url: `${pages.origin}/no-recipe` });
  expect(noRecipe.status).toBe(422);
  expect(await errorOf(noRecipe)).toEqual({ error: 'No recipe was found on this page.' });
  const binary = await importPage(editor, { url: `${pages.origin}/binary` });
  expect(binary.status).toBe(415);
  expect((await errorOf(binary)).error).toMatch(/cannot be imported/);
  const hangUp = await importPage(editor, { url: `${pages.origin}/hang-up` });
  expect(hangUp.status).toBe(502);
  expect(await errorOf(hangUp)).toEqual({ error: 'The page could not be fetched.' });
  for (const body of [{}, { url: 42 }, [], { html: '   ' }]) {
    const response = await importPage(editor, body);
    expect(response.status).toBe(400);
    await errorOf(response);
  }
  const visitor = await importPage(new ApiClient(server), { url: `${pages.origin}/pancakes` });
  expect(visitor.status).toBe(401);
  const unmarked = await importPage(editor, { url: `${pages.origin}/pancakes` }, false);
  expect(unmarked.status).toBe(403);
});

test('addresses that are not public are refused, also by name, after a redirect, and in IPv6 forms', async () => {
  const refused = [
    `http://localhost:${pages.port}/pancakes`,
    `${pages.origin}/to-localhost`,
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:169.254.169.254]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
  ];
  for (const url of refused) {
    const response = await importPage(editor, { url });
    expect([url, response.status]).toEqual([url, 422]);
    expect((await errorOf(response)).error).toMatch(/not a public web address/);
  }
  for (const url of ['file:///etc/passwd', 'ftp://example.com/recipe', 'javascript:alert(1)']) {
    const response = await importPage(editor, { url });
    expect([url, response.status]).toEqual([url, 422]);
    expect((await errorOf(response)).error).toMatch(/Only http and https/);
  }
  expect((await importPage(editor, { url: 'not a url' })).status).toBe(400);
});
