import { screen } from '@testing-library/react';
import type { RecipeImportDraft } from '@simple-recipes/shared-api';
import { installFakeNetwork, type FakeNetwork } from '@simple-recipes/shared-api/testing';
import { enter } from './test/fill-recipe';
import { TAGS } from './test/fixtures';
import { imageFile, renderCreateForm, stubObjectUrls } from './test/render-editor';

let network: FakeNetwork;

jest.setTimeout(30_000);

const NOT_FOUND = 'Not found on the page — please fill in';

/** A page that gave a name and ingredients, and nothing else. */
const DRAFT: RecipeImportDraft = {
  name: 'Plain Porridge',
  serving_count: 0,
  prep_time: 0,
  cooking_time: 0,
  source: 'https://www.example.com/porridge',
  tags: [],
  ingredients_sections: [
    { name: 'Ingredients', type: 'ingredients', ingredients: [{ amount: '50 g', ingredient: 'oats', notes: '' }] },
  ],
  recipe_sections: [],
  imageUrl: null,
  image: null,
  pictureNotFetched: null,
  missing: ['serving_count', 'prep_time', 'cooking_time', 'tags', 'steps', 'image'],
  alreadyHere: [],
  otherRecipes: [],
};

beforeEach(() => {
  network = installFakeNetwork().on('GET', '/api/tags', { status: 200, body: TAGS });
  stubObjectUrls();
});

const textbox = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });

async function importDraft(draft: RecipeImportDraft) {
  network.on('POST', '/api/imports', { status: 200, body: draft });
  const rendered = await renderCreateForm();
  await rendered.user.click(screen.getByText('Import from a web page'));
  await rendered.user.type(textbox('Page address'), 'https://www.example.com/porridge');
  await rendered.user.click(screen.getByRole('button', { name: 'Import' }));
  await screen.findByText(/Imported “Plain Porridge”/);
  return rendered;
}

it('marks each field the page did not give with a note that describes it, and no other', async () => {
  await importDraft(DRAFT);

  expect(textbox('Serving Count')).toHaveAccessibleDescription(NOT_FOUND);
  // The unit still says what the number is.
  expect(textbox('Prep Time')).toHaveAccessibleDescription(`${NOT_FOUND} in minutes`);
  expect(textbox('Cooking Time')).toHaveAccessibleDescription(`${NOT_FOUND} in minutes`);
  expect(screen.getByRole('combobox', { name: 'Tags' })).toHaveAccessibleDescription(NOT_FOUND);
  expect(textbox('Step, step 1 of step section 1')).toHaveAccessibleDescription(NOT_FOUND);
  expect(screen.getByLabelText('Image')).toHaveAccessibleDescription('Not found on the page — please add one');
  // One note per field (and one above the steps), each visible under what it is about.
  expect(screen.getAllByText(NOT_FOUND)).toHaveLength(5);

  expect(textbox('Name')).not.toHaveAccessibleDescription(NOT_FOUND);
  expect(textbox('Source')).not.toHaveAccessibleDescription(NOT_FOUND);
  expect(textbox('Ingredient, ingredient 1 of Ingredients')).not.toHaveAccessibleDescription(NOT_FOUND);
});

it('drops a field’s note once the editor fills it in, and the picture’s once one is chosen', async () => {
  const { user } = await importDraft(DRAFT);

  await enter(user, 'Serving Count', '2');
  await enter(user, 'Step, step 1 of step section 1', 'Simmer the oats in milk.');
  await user.upload(screen.getByLabelText('Image'), imageFile('porridge.png'));

  expect(textbox('Serving Count')).not.toHaveAccessibleDescription(NOT_FOUND);
  expect(textbox('Step, step 1 of step section 1')).not.toHaveAccessibleDescription(NOT_FOUND);
  expect(await screen.findByAltText('Preview of porridge.png')).toBeInTheDocument();
  expect(screen.queryByText('Not found on the page — please add one')).not.toBeInTheDocument();
  // The others still say so.
  expect(textbox('Prep Time')).toHaveAccessibleDescription(`${NOT_FOUND} in minutes`);
  expect(screen.getAllByText(NOT_FOUND)).toHaveLength(3);
});

it('says the page’s picture could not be brought in when the page named one', async () => {
  await importDraft({ ...DRAFT, pictureNotFetched: 'https://www.example.com/porridge.jpg' });

  expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
    'The page’s picture could not be brought in — please add it',
  );
});

it('marks nothing in a form that was not imported', async () => {
  await renderCreateForm();

  expect(screen.queryByText(/Not found on the page/)).not.toBeInTheDocument();
});
