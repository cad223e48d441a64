// POST /api/imports of a page that holds several recipes: the draft of its main one names the others, and
// `recipeName` imports one of those instead (fetched or pasted); a name the page does not hold is refused in words.
import type { RecipeImportDraft } from '@simple-recipes/shared-api/types';
import { editorClient, errorOf, type ApiClient } from './helpers/client';
import { send, startPageServer, type PageServer } from './helpers/page-server';
import { startServer, type TestServer } from './helpers/server';

jest.setTimeout(60_000);

const recipe = (name: string, ingredients: string[], steps: string[]) => ({
  '@type': 'Recipe',
  name,
  recipeYield: '24 cookies',
  recipeIngredient: ingredients,
  recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
});

const CHOCOLATE = recipe(
  'Chocolate Chip Cookies',
  ['225 g butter', '200 g sugar', '2 eggs', '300 g flour', '200 g chocolate chips'],
  ['Cream the butter and sugar.', 'Fold in the rest.', 'Bake for 10 minutes.'],
);
const OATMEAL = recipe('Oatmeal Raisin Cookies', ['100 g oats', '50 g raisins'], ['Mix.', 'Bake for 12 minutes.']);
const GRAPH = {
  '@context': 'https://schema.org',
  '@graph': [
    OATMEAL,
    CHOCOLATE,
    // The same recipe again (another plugin's copy, in other case): named once.
    { ...OATMEAL, name: 'OATMEAL RAISIN COOKIES' },
    recipe('Snickerdoodles', ['1 cup sugar'], ['Roll in cinnamon sugar.']),
  ],
};
const PAGE = `<!doctype html><html><head><title>Cookies</title><script type="application/ld+json">${JSON.stringify(
  GRAPH,
)}</script></head><body><h1>Three cookies</h1></body></html>`;

let pages: PageServer;
let server: TestServer;
let editor: ApiClient;

beforeAll(async () => {
  pages = await startPageServer({ '/cookies': send('text/html; charset=utf-8', PAGE) });
  server = await startServer({ importAllowedHosts: pages.host });
  editor = await editorClient(server);
});

afterAll(async () => {
  await server?.close();
  await pages?.close();
});

async function importPage(body: unknown): Promise<Response> {
  return editor.request('POST', '/api/imports', {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    marker: true,
  });
}

async function draftOf(body: unknown): Promise<RecipeImportDraft> {
  const response = await importPage(body);
  expect(response.status).toBe(200);
  return (await response.json()) as RecipeImportDraft;
}

test('the fullest recipe is imported as before, and the draft names the others once each, in page order', async () => {
  const draft = await draftOf({ url: `${pages.origin}/cookies` });
  expect(draft.name).toBe('Chocolate Chip Cookies');
  expect(draft.otherRecipes).toEqual(['Oatmeal Raisin Cookies', 'Snickerdoodles']);
});

test('recipeName imports that recipe instead, case and accents aside, and names the rest', async () => {
  const draft = await draftOf({ url: `${pages.origin}/cookies`, recipeName: ' OATMEAL raisin cookiés ' });
  expect(draft.name).toBe('Oatmeal Raisin Cookies');
  expect(draft.ingredients_sections[0]?.ingredients.map((line) => line.ingredient)).toEqual(['oats', 'raisins']);
  expect(draft.recipe_sections[0]?.steps.map((step) => step.step)).toEqual(['Mix.', 'Bake for 12 minutes.']);
  expect(draft.otherRecipes).toEqual(['Chocolate Chip Cookies', 'Snickerdoodles']);

  const pasted = await draftOf({ html: PAGE, recipeName: 'Snickerdoodles' });
  expect(pasted.name).toBe('Snickerdoodles');
  expect(pasted.otherRecipes).toEqual(['Oatmeal Raisin Cookies', 'Chocolate Chip Cookies']);
});

test('a page of one recipe names no others, and takes its own name as recipeName', async () => {
  const one = JSON.stringify({ '@context': 'https://schema.org', ...OATMEAL });
  expect((await draftOf({ html: one })).otherRecipes).toEqual([]);
  expect((await draftOf({ html: one, recipeName: 'Oatmeal Raisin Cookies' })).name).toBe('Oatmeal Raisin Cookies');
});

test('a name the page holds no recipe of is refused with 422 in words; a name that is not text with 400', async () => {
  const unknown = await importPage({ url: `${pages.origin}/cookies`, recipeName: 'Shortbread' });
  expect(unknown.status).toBe(422);
  expect(await errorOf(unknown)).toEqual({ error: 'This page holds no recipe named “Shortbread”.' });

  const notText = await importPage({ url: `${pages.origin}/cookies`, recipeName: 42 });
  expect(notText.status).toBe(400);
  expect(await errorOf(notText)).toEqual({ error: 'The "recipeName" must be text.' });
});

test('a round-up page names at most 20 others', async () => {
  const many = {
    '@context': 'https://schema.org',
    '@graph': Array.from({ length: 30 }, (_, index) => recipe(`Cookie ${index + 1}`, ['1 cup flour'], ['Bake.'])),
  };
  const draft = await draftOf({ html: JSON.stringify(many) });
  expect(draft.name).toBe('Cookie 1');
  expect(draft.otherRecipes).toHaveLength(20);
  expect(draft.otherRecipes[0]).toBe('Cookie 2');
});

test("a recipe beside the page's main one takes nothing of the main one's from the page (picture, times, servings, lists)", async () => {
  const main = { ...CHOCOLATE, totalTime: 'PT30M' };
  const beside = {
    '@type': 'Recipe',
    name: 'Plain Glaze',
    recipeIngredient: ['100 g icing sugar'],
    recipeInstructions: 'Stir in water.',
  };
  const page = `<!doctype html><html><head><title>Cookies</title>
    <meta property="og:image" content="https://example.org/chocolate-cookies.jpg">
    <script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': [main, beside] })}</script>
    </head><body><h1>Chocolate Chip Cookies</h1><p>Serves 24</p><p>Prep time: 15 minutes</p>
    <h2>Ingredients</h2><ul><li>225 g butter</li><li>200 g sugar</li></ul></body></html>`;
  const draft = await draftOf({ html: page, recipeName: 'Plain Glaze' });
  expect(draft.name).toBe('Plain Glaze');
  expect(draft.ingredients_sections.flatMap((section) => section.ingredients.map((line) => line.ingredient))).toEqual([
    'icing sugar',
  ]);
  expect(draft.missing).toEqual(expect.arrayContaining(['serving_count', 'prep_time', 'cooking_time', 'image']));
  expect(draft.otherRecipes).toEqual(['Chocolate Chip Cookies']);
});
