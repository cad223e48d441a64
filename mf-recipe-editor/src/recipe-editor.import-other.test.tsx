import { screen, within } from '@testing-library/react';
import type { RecipeImportDraft } from '@simple-recipes/shared-api';
import { installFakeNetwork, type FakeNetwork, type SentRequest } from '@simple-recipes/shared-api/testing';
import { TAGS } from './test/fixtures';
import { renderCreateForm, stubObjectUrls } from './test/render-editor';

let network: FakeNetwork;

jest.setTimeout(30_000);

const ADDRESS = 'https://www.example.com/cookies';

/** The draft of one of the page's recipes, naming the others. */
function cookieDraft(name: string, ingredient: string, otherRecipes: string[]): RecipeImportDraft {
  return {
    name,
    serving_count: 24,
    prep_time: 15,
    cooking_time: 10,
    source: ADDRESS,
    tags: [],
    ingredients_sections: [
      { name: 'Ingredients', type: 'ingredients', ingredients: [{ amount: '100 g', ingredient, notes: '' }] },
    ],
    recipe_sections: [{ name: 'Steps', type: 'recipes', steps: [{ step: 'Bake.', notes: '' }] }],
    imageUrl: null,
    image: null,
    pictureNotFetched: null,
    missing: ['tags', 'image'],
    alreadyHere: [],
    otherRecipes,
  };
}

const DRAFTS: Record<string, RecipeImportDraft> = {
  'Chocolate Chip Cookies': cookieDraft('Chocolate Chip Cookies', 'chocolate chips', [
    'Oatmeal Raisin Cookies',
    'Snickerdoodles',
  ]),
  'Oatmeal Raisin Cookies': cookieDraft('Oatmeal Raisin Cookies', 'oats', ['Chocolate Chip Cookies', 'Snickerdoodles']),
};

/** The page's recipe of the name asked for, else its main one. */
const answerByName = (request: SentRequest) => {
  const { recipeName } = JSON.parse(request.body as string) as { recipeName?: string };
  return { status: 200, body: DRAFTS[recipeName ?? 'Chocolate Chip Cookies'] };
};

beforeEach(() => {
  network = installFakeNetwork()
    .on('GET', '/api/tags', { status: 200, body: TAGS })
    .on('POST', '/api/imports', answerByName);
  stubObjectUrls();
});

afterEach(() => jest.restoreAllMocks());

const textbox = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });
const sentBodies = () => network.sent('POST', '/api/imports').map((request) => JSON.parse(request.body as string));

async function importPage(typedFirst?: string) {
  const rendered = await renderCreateForm();
  const { user } = rendered;
  if (typedFirst) await user.type(textbox('Name'), typedFirst);
  await user.click(screen.getByText('Import from a web page'));
  await user.type(textbox('Page address'), ADDRESS);
  await user.click(screen.getByRole('button', { name: 'Import' }));
  return rendered;
}

it('names the page’s other recipes, and imports one of them from the same page instead', async () => {
  const { user } = await importPage();

  const others = await screen.findByText(/This page holds 2 other recipes:/);
  expect(
    within(others)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Import “Oatmeal Raisin Cookies” instead', 'Import “Snickerdoodles” instead']);
  expect(textbox('Name')).toHaveValue('Chocolate Chip Cookies');

  await user.click(screen.getByRole('button', { name: 'Import “Oatmeal Raisin Cookies” instead' }));
  await screen.findByText(/Imported “Oatmeal Raisin Cookies”\./);
  expect(textbox('Name')).toHaveValue('Oatmeal Raisin Cookies');
  expect(screen.getByDisplayValue('oats')).toBeInTheDocument();
  expect(screen.queryByDisplayValue('chocolate chips')).toBeNull();
  expect(sentBodies()).toEqual([{ url: ADDRESS }, { url: ADDRESS, recipeName: 'Oatmeal Raisin Cookies' }]);
  // The way back to the first is offered in turn.
  expect(screen.getByRole('button', { name: 'Import “Chocolate Chip Cookies” instead' })).toBeInTheDocument();
});

it('asks before the other recipe replaces what the editor typed since, as the first import does', async () => {
  const { user } = await importPage();
  await screen.findByText(/Imported “Chocolate Chip Cookies”\./);
  await user.clear(textbox('Name'));
  await user.type(textbox('Name'), 'My cookies');

  await user.click(screen.getByRole('button', { name: 'Import “Oatmeal Raisin Cookies” instead' }));
  expect(await screen.findByRole('dialog', { name: 'Replace what you typed?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Keep what I typed' }));
  await screen.findByText('The import was not applied: the form is as you left it.');
  expect(textbox('Name')).toHaveValue('My cookies');

  await user.click(screen.getByRole('button', { name: 'Import' }));
  await user.click(await screen.findByRole('button', { name: 'Replace' }));
  await user.click(await screen.findByRole('button', { name: 'Import “Oatmeal Raisin Cookies” instead' }));
  await screen.findByText(/Imported “Oatmeal Raisin Cookies”\./);
  expect(textbox('Name')).toHaveValue('Oatmeal Raisin Cookies');
});

it('says “1 other recipe” for a page of two, and nothing of others for a page of one', async () => {
  network.on('POST', '/api/imports', {
    status: 200,
    body: cookieDraft('Chocolate Chip Cookies', 'chocolate chips', ['Oatmeal Raisin Cookies']),
  });
  const { user } = await importPage();
  expect(await screen.findByText(/This page holds 1 other recipe:/)).toBeInTheDocument();

  network.on('POST', '/api/imports', { status: 200, body: cookieDraft('Shortbread', 'butter', []) });
  await user.click(screen.getByRole('button', { name: 'Import' }));
  await screen.findByText(/Imported “Shortbread”\./);
  expect(screen.queryByText(/other recipe/)).toBeNull();
  expect(screen.queryByRole('button', { name: /instead$/ })).toBeNull();
});
