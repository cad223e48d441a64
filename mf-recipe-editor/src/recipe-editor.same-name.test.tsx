// The Name field says, politely and without blocking the save, when another recipe already has that name: looked up
// once typing pauses or the field is left, never per keystroke; stale look-ups cancelled, failures silent.
import { act, screen, waitFor } from '@testing-library/react';
import type { SameNameRecipe } from '@simple-recipes/shared-api';
import { installFakeNetwork, type FakeNetwork, type SentRequest } from '@simple-recipes/shared-api/testing';
import { NAME_CHECK_PAUSE_MS } from './hooks/use-same-name-recipe';
import { enter, fillValidRecipe } from './test/fill-recipe';
import { TAGS, pancakes } from './test/fixtures';
import { renderCreateForm, renderEditor, stubObjectUrls } from './test/render-editor';

let network: FakeNetwork;

jest.setTimeout(30_000);

/** The site's recipes by folded name, as the server would answer (case and surrounding spaces aside, here). */
function answerFrom(recipes: SameNameRecipe[]) {
  return (request: SentRequest) => {
    const name = (request.url.searchParams.get('name') ?? '').trim().toLowerCase();
    return { status: 200, body: { recipes: recipes.filter((recipe) => recipe.name.toLowerCase() === name) } };
  };
}

const SOUP: SameNameRecipe = { stub: 'tomato-soup', name: 'Tomato Soup' };

beforeEach(() => {
  network = installFakeNetwork()
    .on('GET', '/api/tags', { status: 200, body: TAGS })
    .on('GET', '/api/recipes/fluffy-pancakes', { status: 200, body: pancakes() })
    .on('GET', '/api/recipe-names', answerFrom([SOUP]));
  stubObjectUrls();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const nameField = () => screen.getByLabelText('Name', { selector: 'input' });
const lookups = () => network.sent('GET', '/api/recipe-names').map((request) => request.url.searchParams.get('name'));
const NOTICE = /A recipe named “Tomato Soup” is already here/;

describe('create mode', () => {
  it('says under the Name field that a recipe of that name is here, linked in a new tab, and describes the field by it', async () => {
    const { user } = await renderCreateForm();
    await enter(user, 'Name', '  tomato soup ');

    const notice = await screen.findByText(NOTICE);
    expect(notice).toHaveTextContent('A recipe named “Tomato Soup” is already here — open it (opens in a new tab)');
    const link = screen.getByRole('link', { name: 'open it (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/tomato-soup');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Announced politely, and tied to the field without making it invalid.
    expect(notice.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(nameField()).toHaveAccessibleDescription(expect.stringMatching(NOTICE));
    expect(nameField()).not.toHaveAttribute('aria-invalid');
    expect(lookups()).toEqual(['tomato soup']);
  });

  it('looks the name up once typing pauses, not per keystroke', async () => {
    jest.useFakeTimers();
    // A key every 300 ms: never a pause long enough, so nothing is asked while typing. user-event also waits that
    // gap after the last key, so the pause has run 300 ms when typing ends.
    const keyGap = 300;
    const { user } = await renderCreateForm({ advanceTimers: jest.advanceTimersByTime, delay: keyGap });
    await user.click(nameField());
    await user.type(nameField(), 'Tomato Soup');
    expect(lookups()).toEqual([]);

    act(() => jest.advanceTimersByTime(NAME_CHECK_PAUSE_MS - keyGap - 1));
    expect(lookups()).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(lookups()).toEqual(['Tomato Soup']);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  });

  it('looks the name up at once when the field is left', async () => {
    jest.useFakeTimers();
    const { user } = await renderCreateForm({ advanceTimers: jest.advanceTimersByTime });
    await user.click(nameField());
    await user.paste('Tomato Soup');
    await user.tab();
    expect(lookups()).toEqual(['Tomato Soup']);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    // The pause that follows asks nothing more.
    act(() => jest.advanceTimersByTime(NAME_CHECK_PAUSE_MS * 2));
    expect(lookups()).toEqual(['Tomato Soup']);
  });

  it('hides the notice as soon as the name changes, and shows none for a name no recipe has', async () => {
    const { user } = await renderCreateForm();
    await enter(user, 'Name', 'Tomato Soup');
    await screen.findByText(NOTICE);

    await user.type(nameField(), ' with Basil');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(nameField()).not.toHaveAccessibleDescription(expect.stringMatching(NOTICE));
    await waitFor(() => expect(lookups()).toContain('Tomato Soup with Basil'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/is already here/)).not.toBeInTheDocument();

    // Back to the taken name: said again, from the answer already had.
    await enter(user, 'Name', 'Tomato Soup');
    await screen.findByText(NOTICE);
    expect(lookups().filter((name) => name === 'Tomato Soup')).toHaveLength(1);

    // Emptied: the field's own error describes it, the notice is gone.
    await user.clear(nameField());
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(nameField()).toHaveAccessibleDescription('Name is required.');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('cancels a look-up whose name is no longer in the field, and never shows its answer', async () => {
    const signals: Array<AbortSignal | null | undefined> = [];
    const fakeFetch = globalThis.fetch;
    jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input).includes('/recipe-names')) signals.push(init?.signal);
      return fakeFetch(input, init);
    });
    const { user } = await renderCreateForm();
    const release = network.hold();
    await enter(user, 'Name', 'Tomato Soup');
    await user.tab();
    await waitFor(() => expect(signals).toHaveLength(1));

    await enter(user, 'Name', 'Pea Soup');
    expect(signals[0]?.aborted).toBe(true);
    release();
    await waitFor(() => expect(lookups()).toEqual(['Tomato Soup', 'Pea Soup']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/is already here/)).not.toBeInTheDocument();
  });

  it('says nothing when the look-up fails, and the recipe still saves', async () => {
    network.on('GET', '/api/recipe-names', { status: 503, body: { error: 'The database is busy.' } });
    network.nextSave({ answer: { status: 201, body: 'tomato-soup-2' } });
    const { user } = await renderCreateForm();
    await fillValidRecipe(user);
    await waitFor(() => expect(lookups()).toContain('Tomato Soup'));
    expect(screen.queryByText(/already here/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Recipe' }));
    expect(await screen.findByRole('heading', { name: 'Recipe page of tomato-soup-2' })).toBeInTheDocument();
  });

  it('does not stand in the way: with the notice shown, Add Recipe saves a second recipe of that name at once', async () => {
    network.nextSave({ answer: { status: 201, body: 'tomato-soup-2' } });
    const { user } = await renderCreateForm();
    await fillValidRecipe(user);
    await screen.findByText(NOTICE);

    await user.click(screen.getByRole('button', { name: 'Add Recipe' }));
    expect(await screen.findByRole('heading', { name: 'Recipe page of tomato-soup-2' })).toBeInTheDocument();
    expect(network.saves).toHaveLength(1);
  });
});

describe('update mode', () => {
  const openPancakes = async () => {
    const rendered = renderEditor('/fluffy-pancakes/update');
    await screen.findByRole('heading', { level: 1, name: 'Fluffy Pancakes' });
    await screen.findByPlaceholderText('Type to find a tag');
    return rendered;
  };

  it('says nothing of the recipe’s own name, and does not even ask', async () => {
    network.on('GET', '/api/recipe-names', answerFrom([{ stub: 'fluffy-pancakes', name: 'Fluffy Pancakes' }]));
    const { user } = await openPancakes();
    await user.click(nameField());
    await user.tab();
    await act(() => new Promise((resolve) => setTimeout(resolve, NAME_CHECK_PAUSE_MS + 100)));
    expect(lookups()).toEqual([]);
    expect(screen.queryByText(/already here/)).not.toBeInTheDocument();
  });

  it('warns when the recipe is renamed to another recipe’s name, never naming the recipe itself', async () => {
    network.on(
      'GET',
      '/api/recipe-names',
      answerFrom([
        { stub: 'fluffy-pancakes', name: 'Fluffy Pancakes' },
        { stub: 'fluffy-pancakes-2', name: 'fluffy pancakes' },
        SOUP,
      ]),
    );
    const { user } = await openPancakes();
    await enter(user, 'Name', 'Tomato Soup');
    await screen.findByText(NOTICE);

    // Only its case changed: the other recipe of that name is named, not this one.
    await enter(user, 'Name', 'FLUFFY PANCAKES');
    const notice = await screen.findByText(/A recipe named “fluffy pancakes” is already here/);
    expect(screen.getByRole('link', { name: /open it/ })).toHaveAttribute('href', '/fluffy-pancakes-2');
    expect(notice).toBeInTheDocument();
  });
});
