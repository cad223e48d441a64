import { screen } from '@testing-library/react';
import { installFakeNetwork, type FakeNetwork } from '@simple-recipes/shared-api/testing';
import { REMOVAL_NOTE } from './components/image-picker-removal';
import { TAGS, pancakes } from './test/fixtures';
import { imageFile, renderEditor, stubObjectUrls } from './test/render-editor';

let network: FakeNetwork;

// Whole-form interactions on jsdom are slow on a shared 2-core machine.
jest.setTimeout(30_000);

beforeEach(() => {
  network = installFakeNetwork()
    .on('GET', '/api/tags', { status: 200, body: TAGS })
    .on('GET', '/api/recipes/fluffy-pancakes', { status: 200, body: pancakes() });
  stubObjectUrls();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

const savedPicture = () => screen.queryByRole('img', { name: 'Current image of the recipe' });
const sent = (index: number) => network.saves[index]!.body as FormData;

async function openUpdatePage() {
  const rendered = renderEditor('/fluffy-pancakes/update');
  await screen.findByRole('heading', { level: 1, name: 'Fluffy Pancakes' });
  return rendered;
}

describe('removing the picture on the update page', () => {
  it('hides the picture, says the save removes it, and the save sends removeImage without a file', async () => {
    network.nextSave({ answer: { status: 200, body: 'fluffy-pancakes' } });
    const { user, router } = await openUpdatePage();
    expect(savedPicture()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove picture' }));

    expect(savedPicture()).not.toBeInTheDocument();
    expect(screen.getByText(REMOVAL_NOTE)).toBeInTheDocument();
    const keep = screen.getByRole('button', { name: 'Keep picture' });
    expect(keep).toHaveFocus();
    expect(keep).toHaveAccessibleDescription(REMOVAL_NOTE);

    await user.click(screen.getByRole('button', { name: 'Update Recipe' }));
    await screen.findByRole('heading', { name: 'Recipe page of fluffy-pancakes' });
    expect(router.state.location.pathname).toBe('/fluffy-pancakes');
    expect(sent(0).get('removeImage')).toBe('true');
    expect(sent(0).get('files')).toBeNull();
  });

  it('Keep picture brings it back: nothing to remove, nothing unsaved', async () => {
    network.nextSave({ answer: { status: 200, body: 'fluffy-pancakes' } });
    const { user } = await openUpdatePage();
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));

    await user.click(screen.getByRole('button', { name: 'Keep picture' }));

    expect(savedPicture()).toHaveAttribute('src', '/api/images/abc123-page.webp');
    expect(screen.queryByText(REMOVAL_NOTE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove picture' })).toHaveFocus();
    // Back as it was opened: leaving does not ask.
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Recipe page of fluffy-pancakes' })).toBeInTheDocument();
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
  });

  it('counts as an unsaved change: leaving asks', async () => {
    const { user, router } = await openUpdatePage();
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));

    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fluffy-pancakes/update');
  });

  it('a file chosen instead replaces the picture; clearing it goes back to removing it', async () => {
    network.nextSave({ answer: { status: 200, body: 'fluffy-pancakes' } });
    const { user } = await openUpdatePage();
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));

    await user.upload(screen.getByLabelText('Image'), imageFile('new.png'));
    expect(await screen.findByRole('img', { name: 'Preview of new.png' })).toBeInTheDocument();
    expect(screen.queryByText(REMOVAL_NOTE)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove chosen image' }));
    expect(screen.getByText(REMOVAL_NOTE)).toBeInTheDocument();
    expect(savedPicture()).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Image'), imageFile('newer.png'));
    await screen.findByRole('img', { name: 'Preview of newer.png' });
    await user.click(screen.getByRole('button', { name: 'Update Recipe' }));
    await screen.findByRole('heading', { name: 'Recipe page of fluffy-pancakes' });
    expect((sent(0).get('files') as File).name).toBe('newer.png');
    expect(sent(0).get('removeImage')).toBeNull();
  });

  it('a recipe removed meanwhile (404) is saved as a new one without removeImage', async () => {
    network.nextSave({ answer: { status: 404, body: { error: 'There is no recipe at this address.' } } });
    const { user } = await openUpdatePage();
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    await user.click(screen.getByRole('button', { name: 'Update Recipe' }));
    expect(sent(0).get('removeImage')).toBe('true');

    network.nextSave({ answer: { status: 201, body: 'fluffy-pancakes-2' } });
    await user.click(await screen.findByRole('button', { name: 'Save as a new recipe' }));

    await screen.findByRole('heading', { name: 'Recipe page of fluffy-pancakes-2' });
    expect(network.saves[1]!.path).toBe('/api/recipes');
    expect(sent(1).get('removeImage')).toBeNull();
  });

  it('is not offered for a recipe without a picture', async () => {
    network.on('GET', '/api/recipes/fluffy-pancakes', {
      status: 200,
      body: pancakes({ imageUrl: null, thumbnailUrl: null }),
    });
    await openUpdatePage();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
  });
});
