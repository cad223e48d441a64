import { screen, waitFor } from '@testing-library/react';
import { installFakeNetwork, partText, type FakeNetwork } from '@simple-recipes/shared-api/testing';
import { TAGS, pancakes } from './test/fixtures';
import { renderCreateForm, renderEditor, stubObjectUrls } from './test/render-editor';

let network: FakeNetwork;

// Whole-form interactions on jsdom are slow on a shared 2-core machine.
jest.setTimeout(30_000);

const threeSteps = pancakes({
  recipe_sections: [
    {
      id: 21,
      name: 'Cook',
      type: 'recipes',
      steps: [
        { id: 201, step: 'Whisk.', notes: '' },
        { id: 202, step: 'Rest.', notes: '' },
        { id: 203, step: 'Fry.', notes: '' },
      ],
    },
    { id: 22, name: 'Serve', type: 'recipes', steps: [{ id: 204, step: 'Stack.', notes: '' }] },
  ],
});

beforeEach(() => {
  network = installFakeNetwork()
    .on('GET', '/api/tags', { status: 200, body: TAGS })
    .on('GET', '/api/recipes/fluffy-pancakes', { status: 200, body: threeSteps });
  stubObjectUrls();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

// By label, not by role: role queries compute every accessible name and are slow on a form this size.
const textbox = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });
const values = (name: RegExp) =>
  screen.queryAllByLabelText(name, { selector: 'input, textarea' }).map((field) => (field as HTMLInputElement).value);
const button = (name: string) => screen.getByRole('button', { name });
const sentPart = async (part: string) => JSON.parse(await partText((network.saves[0]!.body as FormData).get(part)));

async function openUpdateForm() {
  const rendered = renderEditor('/fluffy-pancakes/update');
  await screen.findByRole('heading', { level: 1, name: 'Fluffy Pancakes' });
  return rendered;
}

describe('moving steps and ingredients', () => {
  it('moves a step up, keeps focus on the moved step, says where it went, and saves the new order', async () => {
    network.nextSave({ answer: { status: 200, body: 'fluffy-pancakes' } });
    const { user } = await openUpdateForm();

    await user.click(button('Move step 3 of Cook up'));

    expect(values(/^Step, step \d of Cook$/)).toEqual(['Whisk.', 'Fry.', 'Rest.']);
    expect(button('Move step 2 of Cook up')).toHaveFocus();
    // Said politely, in a live region.
    expect(screen.getByText('Step 3 of Cook moved up, now step 2.').closest('[role="status"]')).not.toBeNull();

    await user.click(button('Update Recipe'));
    await screen.findByRole('heading', { name: 'Recipe page of fluffy-pancakes' });
    const steps = await sentPart('steps');
    expect(steps[0].steps.map((step: { step: string }) => step.step)).toEqual(['Whisk.', 'Fry.', 'Rest.']);
    expect(steps[1].steps.map((step: { step: string }) => step.step)).toEqual(['Stack.']);
  });

  it('disables Move up on the first item and Move down on the last, and hands focus over at the end', async () => {
    const { user } = await openUpdateForm();

    expect(button('Move ingredient 1 of Batter up')).toBeDisabled();
    expect(button('Move ingredient 2 of Batter down')).toBeDisabled();

    await user.click(button('Move ingredient 1 of Batter down'));

    expect(values(/^Ingredient, ingredient \d of Batter$/)).toEqual(['Milk', 'Flour']);
    // Its Move down is disabled now that it is last: the focus stays on the moved ingredient, on its Move up.
    expect(button('Move ingredient 2 of Batter up')).toHaveFocus();
  });

  it('has no move controls for an item alone in its section', async () => {
    await openUpdateForm();

    expect(screen.queryByRole('button', { name: /^Move step 1 of Serve/ })).not.toBeInTheDocument();
  });

  it('keeps a validation error with the item it is about when that item moves', async () => {
    const { user } = await openUpdateForm();
    await user.clear(textbox('Step, step 2 of Cook'));
    expect(textbox('Step, step 2 of Cook')).toHaveAccessibleDescription('Step is required.');

    await user.click(button('Move step 2 of Cook up'));

    expect(textbox('Step, step 1 of Cook')).toHaveValue('');
    expect(textbox('Step, step 1 of Cook')).toHaveAccessibleDescription('Step is required.');
    expect(textbox('Step, step 2 of Cook')).not.toHaveAccessibleDescription('Step is required.');
  });

  it('asks before leaving once the order changed', async () => {
    const { user } = await openUpdateForm();

    await user.click(button('Move step 2 of Cook down'));
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
  });
});

describe('moving sections', () => {
  it('moves a whole section with its items, and saves it in its new place', async () => {
    network.nextSave({ answer: { status: 200, body: 'fluffy-pancakes' } });
    const { user } = await openUpdateForm();

    expect(button('Move step section Cook up')).toBeDisabled();
    await user.click(button('Move step section Serve up'));

    expect(values(/^Section Name, step section \d$/)).toEqual(['Serve', 'Cook']);
    expect(textbox('Step, step 1 of Serve')).toHaveValue('Stack.');
    expect(textbox('Step, step 3 of Cook')).toHaveValue('Fry.');
    expect(button('Move step section Serve down')).toHaveFocus();
    expect(screen.getByText('Step section Serve moved up, now section 1.')).toBeInTheDocument();

    await user.click(button('Update Recipe'));
    await waitFor(() => expect(network.saves).toHaveLength(1));
    expect((await sentPart('steps')).map((section: { name: string }) => section.name)).toEqual(['Serve', 'Cook']);
  });
});

describe('adding an item in the middle', () => {
  it('adds an empty step right after the one asked for and focuses it', async () => {
    const { user } = await openUpdateForm();

    await user.click(button('Add Step after step 1 of Cook'));

    expect(values(/^Step, step \d of Cook$/)).toEqual(['Whisk.', '', 'Rest.', 'Fry.']);
    expect(textbox('Step, step 2 of Cook')).toHaveFocus();
  });

  it('names each item control after its item in a new form', async () => {
    await renderCreateForm();

    expect(button('Add Ingredient after ingredient 1 of ingredient section 1')).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^Move ingredient 1/ })).not.toBeInTheDocument();
  });
});
