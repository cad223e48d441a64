import { act, screen, waitFor } from '@testing-library/react';
import { revalidatePermission } from '@simple-recipes/shared-api';
import { installFakeNetwork, partText, type FakeNetwork } from '@simple-recipes/shared-api/testing';
import { fillValidRecipe } from './test/fill-recipe';
import { TAGS } from './test/fixtures';
import { choosePicture, imageFile, renderCreateForm, stubObjectUrls } from './test/render-editor';

let network: FakeNetwork;

// Whole-form interactions on jsdom are slow on a shared 2-core machine.
jest.setTimeout(30_000);

beforeEach(() => {
  network = installFakeNetwork().on('GET', '/api/tags', { status: 200, body: TAGS });
  stubObjectUrls();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

// By label, not by role: role queries compute every accessible name and are slow on a form this size.
const textbox = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });
const submitButton = () => screen.getByRole('button', { name: 'Add Recipe' });

/** A promise the test resolves when it wants the scripted answer to arrive. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('saving a new recipe', () => {
  it('sends one multipart request with the image and the recipe, ingredients and steps as JSON', async () => {
    network.nextSave({ answer: { status: 201, body: 'tomato-soup' } });
    const { user } = await renderCreateForm();
    await fillValidRecipe(user);
    await choosePicture(user, imageFile('soup.png'));

    await user.click(submitButton());

    await screen.findByRole('heading', { name: 'Recipe page of tomato-soup' });
    expect(network.saves).toHaveLength(1);
    const request = network.saves[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/recipes');
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');

    const body = request.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    const file = body.get('files');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('soup.png');

    const recipe = JSON.parse(await partText(body.get('recipe')));
    expect(recipe).toEqual({
      name: 'Tomato Soup',
      serving_count: 4,
      prep_time: 10,
      cooking_time: 35,
      source: 'www.example.com/soup',
      tags: [2],
    });

    expect(JSON.parse(await partText(body.get('ingredients')))).toEqual([
      expect.objectContaining({
        name: 'Soup',
        type: 'ingredients',
        ingredients: [expect.objectContaining({ ingredient: 'Tomatoes', amount: '1 kg', notes: 'ripe' })],
      }),
    ]);
    expect(JSON.parse(await partText(body.get('steps')))).toEqual([
      expect.objectContaining({
        name: 'Cook',
        type: 'recipes',
        steps: [expect.objectContaining({ step: 'Simmer for half an hour.', notes: '' })],
      }),
    ]);
  });

  it('sends no image part when no image was picked', async () => {
    network.nextSave({ answer: { status: 201, body: 'tomato-soup' } });
    const { user } = await renderCreateForm();
    await fillValidRecipe(user);

    await user.click(submitButton());

    await screen.findByRole('heading', { name: 'Recipe page of tomato-soup' });
    expect((network.saves[0]!.body as FormData).get('files')).toBeNull();
  });

  it('shows the upload progress and disables the submit button while saving', async () => {
    const answer = gate();
    network.nextSave({ progress: [0.25, 0.6], until: answer.promise, answer: { status: 201, body: 'tomato-soup' } });
    const { user } = await renderCreateForm();
    await fillValidRecipe(user);
    await choosePicture(user, imageFile());

    await user.click(submitButton());

    expect(await screen.findByText('Saving… 60%')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '60');
    await user.click(submitButton());
    expect(network.saves).toHaveLength(1);

    answer.open();
    await screen.findByRole('heading', { name: 'Recipe page of tomato-soup' });
  });

  it('goes to the page of the stub the server returned, without asking to leave', async () => {
    network.nextSave({ answer: { status: 201, body: 'tomato-soup-2' } });
    const { user, router } = await renderCreateForm();
    await fillValidRecipe(user);

    await user.click(submitButton());

    await screen.findByRole('heading', { name: 'Recipe page of tomato-soup-2' });
    expect(router.state.location.pathname).toBe('/tomato-soup-2');
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
    // The shell is told to say the recipe was added.
    expect(screen.getByText('Added: Tomato Soup')).toBeInTheDocument();
  });
});

describe('when the save fails', () => {
  it('keeps everything typed, says what went wrong, and Retry saves again', async () => {
    network
      .nextSave({ answer: { status: 503, body: { error: 'The server is busy; try again in a moment.' } } })
      .nextSave({ answer: { status: 201, body: 'tomato-soup' } });
    const { user } = await renderCreateForm();
    await fillValidRecipe(user);

    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The recipe was not saved. The server is busy; try again in a moment.');
    // Pressed from the save bar, anywhere on the form: the failure takes the focus (and so comes into view).
    expect(document.activeElement).toContainElement(alert);
    expect(textbox('Name')).toHaveValue('Tomato Soup');
    expect(textbox('Step, step 1 of Cook')).toHaveValue('Simmer for half an hour.');
    expect(submitButton()).toBeEnabled();
    expect(console.error).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await screen.findByRole('heading', { name: 'Recipe page of tomato-soup' });
    expect(network.saves).toHaveLength(2);
  });

  it('shows the server’s sentence for a full disk (507) and keeps the form and its picture', async () => {
    network.nextSave({
      answer: { status: 507, body: { error: 'The server has run out of storage space; nothing was saved.' } },
    });
    const { user } = await renderCreateForm();
    await fillValidRecipe(user);
    await choosePicture(user, imageFile('soup.png'));

    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The recipe was not saved. The server has run out of storage space; nothing was saved.',
    );
    expect(textbox('Name')).toHaveValue('Tomato Soup');
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(network.saves).toHaveLength(2));
    expect((network.saves[1]!.body as FormData).get('files')).toBeInstanceOf(File);
  });

  it('says a session that ended lost nothing; logged in again, it says so, focuses Retry, and Retry saves', async () => {
    let loggedIn = true;
    network
      .on('GET', '/api/users', () => ({ status: 200, body: loggedIn ? { status: true } : { status: false } }))
      .nextSave({ answer: { status: 401, body: { error: 'Please log in as an editor to change recipes.' } } })
      .nextSave({ answer: { status: 201, body: 'tomato-soup' } });
    const { user } = await renderCreateForm();
    await fillValidRecipe(user);

    loggedIn = false;
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are logged out, so the recipe was not saved. Your changes are still here: log in again at the top of the page, then press Retry.',
    );
    expect(textbox('Name')).toHaveValue('Tomato Soup');

    loggedIn = true;
    await act(() => revalidatePermission());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are logged in again: press Retry to save the recipe.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Recipe page of tomato-soup' });
  });

  it('says so in plain words when the server cannot be reached', async () => {
    network.nextSave({ answer: 'network-error' });
    const { user } = await renderCreateForm();
    await fillValidRecipe(user);

    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('the server could not be reached');
    expect(textbox('Name')).toHaveValue('Tomato Soup');
  });

  it('puts the server’s field errors (422) under their fields and the rest in the notice', async () => {
    network.nextSave({
      answer: {
        status: 422,
        body: {
          error: 'Some fields are invalid.',
          errors: {
            'recipe.name': 'Name must be at most 200 characters.',
            'ingredients[0].ingredients[0].amount': 'Amount must be at most 2000 characters.',
            'recipe.tags': 'Tag 99 does not exist.',
          },
        },
      },
    });
    const { user } = await renderCreateForm();
    await fillValidRecipe(user);

    await user.click(submitButton());

    await waitFor(() => expect(textbox('Name')).toHaveAccessibleDescription('Name must be at most 200 characters.'));
    expect(textbox('Name')).toHaveFocus();
    expect(textbox('Amount, ingredient 1 of Soup')).toHaveAccessibleDescription(
      'Amount must be at most 2000 characters.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('some fields are invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Tag 99 does not exist.');

    // Blurring elsewhere keeps the server's message; changing the field clears it.
    await user.click(textbox('Source'));
    expect(textbox('Name')).toHaveAccessibleDescription('Name must be at most 200 characters.');
    await user.type(textbox('Name'), '!');
    await waitFor(() => expect(textbox('Name')).toHaveAccessibleDescription(''));
  });

  it('does not take a file that is not an image, and says so under Image', async () => {
    network.nextSave({ answer: { status: 201, body: 'tomato-soup' } });
    const { user } = await renderCreateForm({ applyAccept: false });
    await fillValidRecipe(user);

    await user.upload(screen.getByLabelText('Image'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
        'notes.txt was not added: it is not an image. Choose a JPEG, PNG, WebP, GIF or AVIF file.',
      ),
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Recipe page of tomato-soup' });
    expect((network.saves[0]!.body as FormData).get('files')).toBeNull();
  });

  it('refuses random bytes named .jpg and a HEIC photo as soon as they are chosen, keeping the rest of the form', async () => {
    const { user } = await renderCreateForm();
    await fillValidRecipe(user);
    const picker = screen.getByLabelText('Image');

    await user.upload(
      picker,
      new File([new Uint8Array([0x12, 0x34, 0x56, 0x78, 0x9a])], 'dish.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() =>
      expect(picker).toHaveAccessibleDescription(
        'dish.jpg was not added: it is not an image. Choose a JPEG, PNG, WebP, GIF or AVIF file.',
      ),
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    const heic = new Uint8Array(64);
    heic.set([0, 0, 0, 24, ...[...'ftypheic\0\0\0\0mif1heic'].map((c) => c.charCodeAt(0))]);
    await user.upload(picker, new File([heic], 'IMG_0042.HEIC', { type: 'image/heic' }));
    await waitFor(() => expect(picker).toHaveAccessibleDescription(/IMG_0042\.HEIC was not added: it is a HEIC photo/));
    expect(picker).toHaveAccessibleDescription(/the iPhone format this site cannot take/);
    expect(picker).toHaveAccessibleDescription(/Most Compatible/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(textbox('Name')).toHaveValue('Tomato Soup');
    expect(textbox('Step, step 1 of Cook')).toHaveValue('Simmer for half an hour.');

    // A real picture afterwards is taken, and the refusal goes.
    await user.upload(picker, imageFile('dish.png'));
    expect(await screen.findByRole('img', { name: 'Preview of dish.png' })).toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription('');
  });

  it('shows the server’s refusal of the image (415) under Image', async () => {
    network.nextSave({ answer: { status: 415, body: { error: 'The file is not an image we can read.' } } });
    const { user } = await renderCreateForm();
    await fillValidRecipe(user);
    await choosePicture(user, imageFile('fake.png'));

    await user.click(submitButton());

    await waitFor(() =>
      expect(screen.getByLabelText('Image')).toHaveAccessibleDescription('The file is not an image we can read.'),
    );
    expect(screen.getByLabelText('Image')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The recipe was not saved. The file is not an image we can read.',
    );
  });
});
