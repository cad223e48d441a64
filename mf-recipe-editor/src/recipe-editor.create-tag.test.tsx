import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeNetwork, partText, type FakeNetwork } from '@simple-recipes/shared-api/testing';
import type { Tag } from '@simple-recipes/shared-api';
import { fillValidRecipe } from './test/fill-recipe';
import { TAGS } from './test/fixtures';
import { renderCreateForm, stubObjectUrls } from './test/render-editor';

let network: FakeNetwork;
let tags: Tag[];

// Whole-form interactions on jsdom are slow on a shared 2-core machine.
jest.setTimeout(30_000);

const WEEKNIGHT: Tag = { id: 9, tag: 'Weeknight', shorthand: 'WKN' };

beforeEach(() => {
  tags = [...TAGS];
  network = installFakeNetwork().on('GET', '/api/tags', () => ({ status: 200, body: tags }));
  stubObjectUrls();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

/** The server's answer to a create: the tag, which its tag list then holds. */
function created(tag: Tag) {
  tags = [...tags, tag];
  return { status: 201, body: tag };
}

const tagsInput = () => screen.getByRole('combobox', { name: 'Tags' });
const dialog = () => screen.getByRole('dialog', { name: 'New tag' });
const field = (label: string) => within(dialog()).getByLabelText(label, { selector: 'input' });
const sentTags = () => network.sent('POST', '/api/tags').map((request) => JSON.parse(String(request.body)) as unknown);

async function openNewTag(user: Awaited<ReturnType<typeof renderCreateForm>>['user'], typed: string) {
  await user.type(tagsInput(), typed);
  await user.click(await screen.findByRole('option', { name: `Create tag “${typed.trim()}”` }));
  return dialog();
}

describe('creating a tag from the Tags picker', () => {
  it('asks for a shorthand (suggested, focused), creates the tag and chooses it; the save sends its id', async () => {
    network.on('POST', '/api/tags', () => created(WEEKNIGHT));
    network.nextSave({ answer: { status: 201, body: 'tomato-soup' } });
    const { user } = await renderCreateForm();
    await fillValidRecipe(user);

    await openNewTag(user, 'Weeknight');
    expect(field('Tag name')).toHaveValue('Weeknight');
    expect(field('Shorthand')).toHaveValue('WKN');
    expect(field('Shorthand')).toHaveFocus();

    await user.click(within(dialog()).getByRole('button', { name: 'Create tag' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New tag' })).not.toBeInTheDocument());
    expect(sentTags()).toEqual([{ tag: 'Weeknight', shorthand: 'WKN' }]);
    expect(network.sent('POST', '/api/tags')[0]!.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(screen.getByRole('button', { name: 'Remove Weeknight' })).toBeInTheDocument();
    expect(tagsInput()).toHaveFocus();
    // Creating the tag did not save the recipe; the recipe's own button does.
    expect(network.saves).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add Recipe' }));
    await screen.findByRole('heading', { name: 'Recipe page of tomato-soup' });
    expect(JSON.parse(await partText((network.saves[0]!.body as FormData).get('recipe'))).tags).toEqual([2, 9]);
  });

  it('pressing Enter in the dialog creates the tag without submitting the recipe', async () => {
    network.on('POST', '/api/tags', () => created({ id: 10, tag: 'Picnic', shorthand: 'PIC' }));
    const { user } = await renderCreateForm();

    await openNewTag(user, 'Picnic');
    await user.clear(field('Shorthand'));
    await user.type(field('Shorthand'), 'pic{Enter}');

    expect(await screen.findByRole('button', { name: 'Remove Picnic' })).toBeInTheDocument();
    expect(sentTags()).toEqual([{ tag: 'Picnic', shorthand: 'PIC' }]);
    expect(network.saves).toHaveLength(0);
    expect(screen.queryByText('Tag name is required.')).not.toBeInTheDocument();
  });

  it('checks the fields by the shared rules before sending anything', async () => {
    const { user } = await renderCreateForm();

    await openNewTag(user, 'Weeknight');
    await user.clear(field('Shorthand'));
    await user.type(field('Shorthand'), 'WK-N');
    await user.click(within(dialog()).getByRole('button', { name: 'Create tag' }));

    expect(field('Shorthand')).toHaveAccessibleDescription(
      expect.stringContaining('Shorthand may hold only letters A–Z and digits.'),
    );
    expect(field('Shorthand')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field('Tag name'));
    expect(field('Tag name')).toHaveAccessibleDescription('Tag name is required.');
    expect(sentTags()).toEqual([]);
  });

  it('shows the server’s refusal under its field and keeps the dialog until it is put right', async () => {
    let answers = 0;
    network.on('POST', '/api/tags', () => {
      answers += 1;
      if (answers === 1) {
        const error = 'The shorthand “QCK” is taken by the tag “Quick”.';
        return { status: 409, body: { error, errors: { shorthand: error } } };
      }
      return created({ id: 11, tag: 'Quiche', shorthand: 'QCH' });
    });
    const { user } = await renderCreateForm();

    await openNewTag(user, 'Quiche');
    await user.clear(field('Shorthand'));
    await user.type(field('Shorthand'), 'QCK');
    await user.click(within(dialog()).getByRole('button', { name: 'Create tag' }));

    await waitFor(() =>
      expect(field('Shorthand')).toHaveAccessibleDescription(
        expect.stringContaining('The shorthand “QCK” is taken by the tag “Quick”.'),
      ),
    );
    expect(screen.queryByRole('button', { name: 'Remove Quiche' })).not.toBeInTheDocument();

    await user.clear(field('Shorthand'));
    await user.type(field('Shorthand'), 'QCH');
    await user.click(within(dialog()).getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByRole('button', { name: 'Remove Quiche' })).toBeInTheDocument();
  });

  it('says in words when the server cannot be reached', async () => {
    const { user } = await renderCreateForm();
    await openNewTag(user, 'Weeknight');
    network.offline = true;

    await user.click(within(dialog()).getByRole('button', { name: 'Create tag' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(dialog()).toBeInTheDocument();
  });

  it('Escape and Cancel create nothing, choose nothing and give focus back to the picker', async () => {
    const { user } = await renderCreateForm();

    await openNewTag(user, 'Weeknight');
    // A browser fires `cancel` on Escape; jsdom does not, so fire it as the browser would.
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog', { name: 'New tag' })).not.toBeInTheDocument();
    expect(tagsInput()).toHaveFocus();

    await openNewTag(user, 'Weeknight');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'New tag' })).not.toBeInTheDocument();
    expect(tagsInput()).toHaveFocus();

    expect(sentTags()).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Tags: chosen' })).not.toBeInTheDocument();
    // Nothing in the recipe changed: leaving does not ask.
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('a tag created and chosen is an unsaved change', async () => {
    network.on('POST', '/api/tags', () => created(WEEKNIGHT));
    const { user } = await renderCreateForm();

    await openNewTag(user, 'Weeknight');
    await user.click(within(dialog()).getByRole('button', { name: 'Create tag' }));
    await screen.findByRole('button', { name: 'Remove Weeknight' });

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
  });
});
