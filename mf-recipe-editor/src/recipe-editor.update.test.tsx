import { screen, waitFor, within } from '@testing-library/react';
import { CONFLICT_MESSAGE, PICTURE_GONE_MESSAGE, REMOVED_MESSAGE } from './components/save-error-notice';
import { installFakeNetwork, partText, type FakeNetwork } from '@simple-recipes/shared-api/testing';
import { TAGS, pancakes } from './test/fixtures';
import { imageFile, renderEditor, stubObjectUrls } from './test/render-editor';

let network: FakeNetwork;
let objectUrls: ReturnType<typeof stubObjectUrls>;

// Whole-form interactions on jsdom are slow on a shared 2-core machine.
jest.setTimeout(30_000);

beforeEach(() => {
  network = installFakeNetwork()
    .on('GET', '/api/tags', { status: 200, body: TAGS })
    .on('GET', '/api/recipes/fluffy-pancakes', { status: 200, body: pancakes() });
  objectUrls = stubObjectUrls();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

// By label, not by role: role queries compute every accessible name and are slow on a form this size.
const textbox = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });
const submitButton = () => screen.getByRole('button', { name: 'Update Recipe' });
const sentRecipe = async (index: number) =>
  JSON.parse(await partText((network.saves[index]!.body as FormData).get('recipe')));

describe('update mode', () => {
  it('loads the recipe by its stub and fills the form with it, its image as the preview', async () => {
    renderEditor('/fluffy-pancakes/update');

    expect(screen.getByText('Loading the recipe…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fluffy Pancakes' })).toBeInTheDocument();
    // The browser tab says what is open, too.
    expect(document.title).toBe('Edit “Fluffy Pancakes” – Simple Recipes For Everyone');
    expect(textbox('Name')).toHaveValue('Fluffy Pancakes');
    expect(textbox('Serving Count')).toHaveValue('4');
    expect(textbox('Prep Time')).toHaveValue('10');
    expect(textbox('Cooking Time')).toHaveValue('20');
    expect(textbox('Source')).toHaveValue('www.example.com/pancakes');
    expect(screen.getByText('Breakfast')).toBeInTheDocument();
    expect(screen.getByText('Vegetarian')).toBeInTheDocument();
    expect(textbox('Section Name, ingredient section 1')).toHaveValue('Batter');
    expect(textbox('Ingredient, ingredient 1 of Batter')).toHaveValue('Flour');
    expect(textbox('Amount, ingredient 2 of Batter')).toHaveValue('300 ml');
    expect(textbox('Notes, ingredient 1 of Batter')).toHaveValue('sifted');
    expect(textbox('Section Name, step section 1')).toHaveValue('Cook');
    expect(textbox('Step, step 1 of Cook')).toHaveValue('Whisk everything together.');
    expect(screen.getByRole('img', { name: 'Current image of the recipe' })).toHaveAttribute(
      'src',
      '/api/images/abc123-page.webp',
    );
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add Recipe' })).not.toBeInTheDocument();
  });

  it('previews a newly picked file, replaces the preview when another is picked, and releases the old ones', async () => {
    const { user, unmount } = renderEditor('/fluffy-pancakes/update');
    await screen.findByRole('heading', { level: 1, name: 'Fluffy Pancakes' });

    await user.upload(screen.getByLabelText('Image'), imageFile('first.png'));
    expect(await screen.findByRole('img', { name: 'Preview of first.png' })).toHaveAttribute(
      'src',
      objectUrls.created[0],
    );

    await user.upload(screen.getByLabelText('Image'), imageFile('second.jpg', 10, 'image/jpeg'));
    expect(await screen.findByRole('img', { name: 'Preview of second.jpg' })).toHaveAttribute(
      'src',
      objectUrls.created[1],
    );
    expect(objectUrls.revoked).toEqual([objectUrls.created[0]]);

    await user.click(screen.getByRole('button', { name: 'Keep the current image' }));
    expect(screen.getByRole('img', { name: 'Current image of the recipe' })).toHaveAttribute(
      'src',
      '/api/images/abc123-page.webp',
    );
    expect(objectUrls.revoked).toEqual(objectUrls.created);
    unmount();
  });

  it('sends the changes to the recipe’s address with the updated_at it started from, then goes to the new stub', async () => {
    network.nextSave({ answer: { status: 200, body: 'fluffier-pancakes' } });
    const { user, router } = renderEditor('/fluffy-pancakes/update');
    await screen.findByRole('heading', { level: 1, name: 'Fluffy Pancakes' });

    await user.clear(textbox('Name'));
    await user.type(textbox('Name'), 'Fluffier Pancakes');
    expect(screen.getByRole('heading', { level: 1, name: 'Fluffier Pancakes' })).toBeInTheDocument();
    await user.click(submitButton());

    await screen.findByRole('heading', { name: 'Recipe page of fluffier-pancakes' });
    expect(router.state.location.pathname).toBe('/fluffier-pancakes');
    expect(screen.getByText('Updated: Fluffier Pancakes')).toBeInTheDocument();
    const request = network.saves[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/recipes/fluffy-pancakes');
    expect(await sentRecipe(0)).toMatchObject({
      name: 'Fluffier Pancakes',
      tags: [1, 2],
      updated_at: '2024-05-02T11:22:33.444Z',
    });
    const ingredients = JSON.parse(await partText((request.body as FormData).get('ingredients')));
    expect(ingredients[0].ingredients.map((item: { ingredient: string }) => item.ingredient)).toEqual([
      'Flour',
      'Milk',
    ]);
  });

  it('on a conflict (409) says someone else changed it, and Reload starts over from the saved recipe', async () => {
    network.nextSave({
      answer: { status: 409, body: { error: 'The recipe was changed since you loaded it.' } },
    });
    const { user } = renderEditor('/fluffy-pancakes/update');
    await screen.findByRole('heading', { level: 1, name: 'Fluffy Pancakes' });
    await user.clear(textbox('Name'));
    await user.type(textbox('Name'), 'My Pancakes');

    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CONFLICT_MESSAGE);
    expect(textbox('Name')).toHaveValue('My Pancakes');

    const theirs = pancakes({ name: 'Their Pancakes', serving_count: 6, updated_at: '2024-06-01T08:00:00.123Z' });
    network.on('GET', '/api/recipes/fluffy-pancakes', { status: 200, body: theirs });
    network.nextSave({ answer: { status: 200, body: 'their-pancakes' } });
    await user.click(screen.getByRole('button', { name: 'Reload' }));

    await waitFor(() => expect(textbox('Name')).toHaveValue('Their Pancakes'));
    expect(textbox('Serving Count')).toHaveValue('6');
    expect(screen.queryByText(CONFLICT_MESSAGE, { exact: false })).not.toBeInTheDocument();

    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Recipe page of their-pancakes' });
    expect((await sentRecipe(1)).updated_at).toBe('2024-06-01T08:00:00.123Z');
  });

  it('when the recipe was removed meanwhile (404), keeps the changes and saves them as a new recipe, picture included', async () => {
    network.nextSave({ answer: { status: 404, body: { error: 'There is no recipe at this address.' } } });
    const { user, router } = renderEditor('/fluffy-pancakes/update');
    await screen.findByRole('heading', { level: 1, name: 'Fluffy Pancakes' });
    await user.clear(textbox('Name'));
    await user.type(textbox('Name'), 'My Pancakes');
    await user.upload(screen.getByLabelText('Image'), imageFile('mine.png'));
    await screen.findByRole('img', { name: 'Preview of mine.png' });

    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REMOVED_MESSAGE);
    expect(alert).not.toHaveTextContent(PICTURE_GONE_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(textbox('Name')).toHaveValue('My Pancakes');
    expect(screen.getByRole('img', { name: 'Preview of mine.png' })).toBeInTheDocument();

    network.nextSave({ answer: { status: 201, body: 'my-pancakes' } });
    await user.click(screen.getByRole('button', { name: 'Save as a new recipe' }));

    await screen.findByRole('heading', { name: 'Recipe page of my-pancakes' });
    expect(router.state.location.pathname).toBe('/my-pancakes');
    expect(screen.getByText('Added: My Pancakes')).toBeInTheDocument();
    const request = network.saves[1]!;
    expect(request.path).toBe('/api/recipes');
    expect(((request.body as FormData).get('files') as File).name).toBe('mine.png');
    const recipe = await sentRecipe(1);
    expect(recipe).toMatchObject({ name: 'My Pancakes', serving_count: 4, tags: [1, 2] });
    expect(recipe).not.toHaveProperty('updated_at');
  });

  it('says the removed recipe’s picture went with it, and a failed save as new retries as new', async () => {
    network.nextSave({ answer: { status: 404, body: { error: 'There is no recipe at this address.' } } });
    const { user } = renderEditor('/fluffy-pancakes/update');
    await screen.findByRole('heading', { level: 1, name: 'Fluffy Pancakes' });
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(`${REMOVED_MESSAGE} ${PICTURE_GONE_MESSAGE}`);
    expect(screen.queryByRole('img', { name: 'Current image of the recipe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');

    network.nextSave({ answer: { status: 503, body: { error: 'The server is busy.' } } });
    await user.click(screen.getByRole('button', { name: 'Save as a new recipe' }));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    // The form's own save button now adds the recipe, too.
    expect(screen.getByRole('button', { name: 'Add Recipe' })).toBeInTheDocument();

    network.nextSave({ answer: { status: 201, body: 'fluffy-pancakes-2' } });
    await user.click(retry);
    await screen.findByRole('heading', { name: 'Recipe page of fluffy-pancakes-2' });
    expect(network.saves.map((save) => save.path)).toEqual([
      '/api/recipes/fluffy-pancakes',
      '/api/recipes',
      '/api/recipes',
    ]);
    expect((network.saves[2]!.body as FormData).get('files')).toBeNull();
    expect((network.saves[2]!.body as FormData).get('importedImage')).toBeNull();
  });

  it('keeps the form and says so when Reload cannot fetch the recipe', async () => {
    network.nextSave({ answer: { status: 409, body: { error: 'Changed meanwhile.' } } });
    const { user } = renderEditor('/fluffy-pancakes/update');
    await screen.findByRole('heading', { level: 1, name: 'Fluffy Pancakes' });
    await user.click(submitButton());
    await screen.findByText(CONFLICT_MESSAGE, { exact: false });

    network.on('GET', '/api/recipes/fluffy-pancakes', { status: 503, body: { error: 'Busy.' } });
    await user.click(screen.getByRole('button', { name: 'Reload' }));

    expect(await screen.findByText(/could not be loaded again/)).toBeInTheDocument();
    expect(textbox('Name')).toHaveValue('Fluffy Pancakes');
  });

  it('says there is nothing to edit when the recipe does not exist', async () => {
    network.on('GET', '/api/recipes/nothing-here', { status: 404, body: { error: 'Recipe not found.' } });
    renderEditor('/nothing-here/update');

    expect(await screen.findByRole('alert')).toHaveTextContent('There is no recipe at this address');
    expect(screen.queryByRole('button', { name: 'Update Recipe' })).not.toBeInTheDocument();
  });

  it('offers Retry when the recipe could not be loaded', async () => {
    let calls = 0;
    network.on('GET', '/api/recipes/fluffy-pancakes', () =>
      ++calls === 1 ? { status: 503, body: { error: 'Try again later.' } } : { status: 200, body: pancakes() },
    );
    const { user } = renderEditor('/fluffy-pancakes/update');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The recipe could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Fluffy Pancakes' })).toBeInTheDocument();
  });
});
