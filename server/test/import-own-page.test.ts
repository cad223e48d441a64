// The site's own importer reads a recipe page of this site from its address (issue 18): the HTML as sent carries
// everything a recipe is — name, servings, times, sections, items split the same way, steps, tags, its address
// and its picture.
import type { Recipe, RecipeImportDraft } from '@simple-recipes/shared-api/types';
import dns from 'node:dns';
import sharp from 'sharp';
import { createSiteFixture } from '../src/static-site/test-fixture';
import { editorClient, type ApiClient } from './helpers/client';
import { jpeg } from './helpers/images';
import { startServer, type TestServer } from './helpers/server';

jest.setTimeout(60_000);

let site: ReturnType<typeof createSiteFixture>;
let server: TestServer;
let editor: ApiClient;
let lookup: jest.SpyInstance;

// The site under a domain name (a source must have one), which this test's DNS answers with 127.0.0.1; only a
// named host may be private, so the import is let through to it. Without SITE_URL the page's canonical address is
// the host it was asked on.
const SITE_HOST = 'recipes.example.org';

beforeAll(async () => {
  const resolve = dns.lookup;
  type Answer = (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void;
  lookup = jest
    .spyOn(dns, 'lookup')
    .mockImplementation(((hostname: string, options: dns.LookupAllOptions, callback: Answer) =>
      hostname === SITE_HOST
        ? callback(null, [{ address: '127.0.0.1', family: 4 }])
        : resolve(hostname, options, callback)) as unknown as typeof dns.lookup);
  site = createSiteFixture();
  server = await startServer({ static: { rootDir: site.rootDir }, importAllowedHosts: SITE_HOST });
  editor = await editorClient(server);
});
afterAll(async () => {
  lookup?.mockRestore();
  await server?.close();
  site?.cleanup();
});

const sectionsOf = (recipe: Pick<Recipe, 'ingredients_sections' | 'recipe_sections'>) => ({
  ingredients: recipe.ingredients_sections.map((section) => ({
    name: section.name,
    items: section.ingredients.map(({ amount, ingredient, notes }) => ({ amount, ingredient, notes })),
  })),
  steps: recipe.recipe_sections.map((section) => ({
    name: section.name,
    steps: section.steps.map(({ step, notes }) => ({ step, notes })),
  })),
});

test('a recipe page of this site imports as the recipe it shows', async () => {
  const tags = await server.store.ensureTags([
    { tag: 'Vegetarian', shorthand: 'VEG' },
    { tag: 'Dessert', shorthand: 'DES' },
    { tag: 'Breakfast', shorthand: 'BRK' },
  ]);
  const chosen = tags.filter((tag) => tag.shorthand !== 'BRK');
  const stub = await editor.create(
    {
      recipe: {
        name: 'Plum Cake with Crumble',
        serving_count: 8,
        prep_time: 25,
        cooking_time: 50,
        source: '',
        tags: chosen.map((tag) => tag.id),
      },
      ingredients: [
        {
          name: 'Dough',
          type: 'ingredients',
          ingredients: [
            { amount: '250 g', ingredient: 'flour', notes: 'sifted' },
            { amount: '1 ½ tsp', ingredient: 'baking powder', notes: '' },
            { amount: '2', ingredient: 'eggs', notes: 'at room temperature' },
          ],
        },
        {
          name: 'Crumble',
          type: 'ingredients',
          ingredients: [
            { amount: '100 g', ingredient: 'butter', notes: 'cold, diced' },
            { amount: '1 pinch', ingredient: 'salt', notes: '' },
          ],
        },
      ],
      steps: [
        {
          name: 'Dough',
          type: 'recipes',
          steps: [
            { step: 'Mix the flour, baking powder and eggs.', notes: '' },
            { step: 'Spread in a tin.', notes: 'A 26 cm one.' },
          ],
        },
        {
          name: 'Bake',
          type: 'recipes',
          steps: [
            { step: 'Rub the butter into the rest and scatter it over.', notes: '' },
            { step: 'Bake at 180 °C.', notes: '' },
          ],
        },
      ],
    },
    { image: await jpeg(1200, 800) },
  );
  const recipe = (await (await fetch(`${server.url}/api/recipes/${stub}`)).json()) as Recipe;

  const pageUrl = `http://${SITE_HOST}:${new URL(server.url).port}/${stub}`;
  const response = await editor.request('POST', '/api/imports', {
    body: JSON.stringify({ url: pageUrl }),
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status).toBe(200);
  const imported = (await response.json()) as RecipeImportDraft;

  expect(imported).toMatchObject({
    name: recipe.name,
    serving_count: 8,
    prep_time: 25,
    cooking_time: 50,
    source: pageUrl,
  });
  expect(sectionsOf(imported)).toEqual(sectionsOf(recipe));
  expect(imported.tags.map((tag) => tag.shorthand).sort()).toEqual(['DES', 'VEG']);
  expect(imported.missing).toEqual([]);
  // The picture was fetched from the page's own address and kept for the save, which shows it as the recipe's.
  const preview = await editor.request('GET', imported.imageUrl as string);
  expect(preview.status).toBe(200);
  expect(preview.headers.get('content-type')).toMatch(/^image\//);
  const shown = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
  expect([shown.width, shown.height]).toEqual([1200, 800]);
});
