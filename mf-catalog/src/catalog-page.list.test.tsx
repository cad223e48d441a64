import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listQueryOf } from '@simple-recipes/shared-api';
import { listPage } from '@simple-recipes/shared-api/testing';
import { installFakeApi } from './test/fake-api';
import { makeRecipe, makeRecipes } from './test/fixtures';
import { cardNames, listStatus } from './test/queries';
import { renderCatalog } from './test/render-catalog';

// Whole-page flows with many user steps: generous on a busy 2-core machine.
jest.setTimeout(20_000);

describe('the recipe list', () => {
  it('asks for the first page at once, A - Z, with no tags and no search', async () => {
    jest.useFakeTimers();
    try {
      const api = installFakeApi();
      renderCatalog();
      await act(async () => {}); // let the request go out, without moving the clock
      expect(api.listRequests()).toHaveLength(1);
      const [params] = api.listRequests();
      expect(params!.get('page')).toBe('1');
      expect(params!.get('sortField')).toBe('name');
      expect(params!.get('sortDir')).toBe('asc');
      expect(params!.get('tags') ?? '').toBe('');
      expect(params!.get('search') ?? '').toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows skeleton cards and announces loading until the first page arrives', async () => {
    const api = installFakeApi();
    const release = api.hold();
    renderCatalog();
    expect(screen.getByTestId('recipe-skeletons').children).toHaveLength(15);
    expect(listStatus()).toHaveTextContent('Loading recipes…');

    act(release);
    expect(await screen.findByText('Showing 15 of 27 recipes')).toBeInTheDocument();
    expect(screen.queryByTestId('recipe-skeletons')).not.toBeInTheDocument();
  });

  it('shows 15 cards with name, tag shorthands, serves and times as h:mm, each linking to its page', async () => {
    installFakeApi({
      recipes: [
        makeRecipe(0, {
          name: 'Aubergine Bake',
          stub: 'aubergine-bake',
          serving_count: 4,
          prep_time: 5,
          cooking_time: 90,
        }),
        ...makeRecipes(30).slice(1),
      ],
    });
    renderCatalog();
    expect(await screen.findByText('Showing 15 of 30 recipes')).toBe(listStatus());
    expect(cardNames()).toHaveLength(15);

    const card = screen.getByRole('link', { name: 'Aubergine Bake' }).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Aubergine Bake' })).toHaveAttribute('href', '/aubergine-bake');
    expect(
      within(within(card).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['DST']);
    expect(within(card).getByTitle('Dessert')).toHaveTextContent('DST');
    const facts = within(card)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(
      within(card)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Serves', 'Prep Time', 'Cooking Time']);
    expect(facts).toEqual(['4', '0:05', '1:30']);
    expect(within(card).getByRole('img', { name: 'Aubergine Bake' })).toHaveAttribute(
      'src',
      '/api/images/apple-crumble-thumb.webp',
    );
  });

  it('uses the page-size image when a recipe has no thumbnail, and gives the first row priority', async () => {
    installFakeApi({ recipes: makeRecipes(6).map((r) => ({ ...r, thumbnailUrl: null })) });
    renderCatalog();
    await screen.findByText('Showing 6 of 6 recipes');
    const images = cardNames().map((name) => screen.getByRole('img', { name }));
    expect(images[0]).toHaveAttribute('src', '/api/images/apple-crumble.webp');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
  });

  it('opens the recipe page when a card is clicked', async () => {
    installFakeApi();
    const user = userEvent.setup();
    const { harness } = renderCatalog();
    await user.click(await screen.findByRole('link', { name: 'Banana Bread' }));
    expect(harness.location().pathname).toBe('/banana-bread');
    expect(screen.getByRole('heading', { name: 'Recipe page' })).toBeInTheDocument();
  });

  it('tells the recipe page which list it was opened from, so its way back returns there', async () => {
    installFakeApi();
    const user = userEvent.setup();
    const { harness } = renderCatalog({ url: '/?sortDir=desc&search=bread' });
    await user.click(await screen.findByRole('link', { name: 'Banana Bread' }));
    expect(harness.location().pathname).toBe('/banana-bread');
    expect(listQueryOf(harness.location().state)).toBe('?sortDir=desc&search=bread');
  });

  it('puts the focus back on the card a recipe was opened from when Back returns to the list, not on a new visit', async () => {
    installFakeApi();
    const user = userEvent.setup();
    const { harness } = renderCatalog();
    await user.click(await screen.findByRole('link', { name: 'Banana Bread' }));
    await act(() => harness.navigate(-1));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Banana Bread' })).toHaveFocus());

    await user.click(screen.getByRole('link', { name: 'Banana Bread' }));
    await act(() => harness.navigate('/'));
    await screen.findByRole('link', { name: 'Banana Bread' });
    expect(screen.getByRole('link', { name: 'Banana Bread' })).not.toHaveFocus();
  });

  it('does not show the filter panel unless asked to', async () => {
    installFakeApi();
    renderCatalog({ showFilters: false });
    await screen.findByText('Showing 15 of 27 recipes');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sort')).not.toBeInTheDocument();
  });
});

describe('Load More', () => {
  it('is shown while fewer recipes are loaded than the count, and appends the next page', async () => {
    const api = installFakeApi();
    const user = userEvent.setup();
    renderCatalog();
    const button = await screen.findByRole('button', { name: 'Load More' });
    expect(cardNames()).toEqual(makeRecipes(15).map((r) => r.name));

    const release = api.hold();
    await user.click(button);
    expect(button).toHaveTextContent('Loading more recipes…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button); // ignored while loading
    act(release);

    expect(await screen.findByText('Showing 27 of 27 recipes')).toBeInTheDocument();
    expect(cardNames()).toEqual(makeRecipes(27).map((r) => r.name));
    expect(api.listRequests().map((p) => p.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: /Load More|Loading/ })).not.toBeInTheDocument();
  });

  it('is not shown when the first page holds every recipe', async () => {
    installFakeApi({ recipes: makeRecipes(15) });
    renderCatalog();
    await screen.findByText('Showing 15 of 15 recipes');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows each recipe once when the next page overlaps the last (a recipe was added meanwhile)', async () => {
    const api = installFakeApi();
    // Page 2 starts one recipe early, as if a recipe had been inserted before it since page 1.
    api.override((url) => {
      if (url.pathname !== '/api/recipes' || url.searchParams.get('page') !== '2') return undefined;
      const all = listPage(api.recipes, new URLSearchParams('page=1&sortField=name&sortDir=asc'));
      const rest = listPage(api.recipes, new URLSearchParams('page=2&sortField=name&sortDir=asc'));
      return { status: 200, body: { recipes: [all.recipes[14], ...rest.recipes], count: 27 } };
    });
    const user = userEvent.setup();
    renderCatalog();
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    await screen.findByText('Showing 27 of 27 recipes');
    expect(cardNames()).toEqual(makeRecipes(27).map((r) => r.name));
  });

  it('moves keyboard focus to the first new card', async () => {
    installFakeApi();
    const user = userEvent.setup();
    renderCatalog();
    const button = await screen.findByRole('button', { name: 'Load More' });
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Pancakes' })).toHaveFocus());
  });
});

describe('empty and failed lists', () => {
  it.each([
    ['/?search=zzzzz', 'Try another search.'],
    ['/?tags=VEG,DES,BRK,QCK', 'Try fewer tags.'],
  ])('names the way out of an empty list that %s narrowed: %s', async (url, hint) => {
    installFakeApi();
    renderCatalog({ url });
    expect(await screen.findByRole('heading', { name: 'No recipes match' })).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters on request', async () => {
    installFakeApi();
    const user = userEvent.setup();
    const { harness } = renderCatalog({ url: '/?tags=VEG&search=zzzzz&sortDir=desc' });
    expect(await screen.findByRole('heading', { name: 'No recipes match' })).toBeInTheDocument();
    expect(listStatus()).toHaveTextContent('No recipes match');
    expect(screen.getByText('Try fewer tags or another search.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zzzzz');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(harness.location().search).toBe('?sortDir=desc'); // the sort is not a filter: it stays
    // The button went with the filters; the keyboard goes on from the list's heading.
    expect(screen.getByRole('heading', { level: 1, name: 'Recipes' })).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(await screen.findByText('Showing 15 of 27 recipes')).toBeInTheDocument();
    expect(cardNames()[0]).toBe('Yoghurt Parfait');
  });

  it('says so when there are no recipes at all, with Add Recipe for an editor', async () => {
    installFakeApi({ recipes: [] });
    renderCatalog({ canEdit: true });
    expect(await screen.findByRole('heading', { name: 'No recipes yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Recipe' })).toHaveAttribute('href', '/create');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('logs a failed load, says so in plain words, and retries', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const api = installFakeApi();
      api.failList(1);
      const user = userEvent.setup();
      renderCatalog();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The recipes could not be loaded. The server had a problem.');
      expect(consoleError).toHaveBeenCalledWith('The recipes could not be loaded.', expect.anything());

      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Showing 15 of 27 recipes')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('says when the server cannot be reached', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { network } = installFakeApi();
      network.offline = true;
      const user = userEvent.setup();
      renderCatalog({ showFilters: false }); // (the tags would fail too)
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/could not be loaded\. .*Check your connection/);

      network.offline = false;
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Showing 15 of 27 recipes')).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('keeps the loaded cards when Load More fails, and retries the page', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const api = installFakeApi();
      let failures = 1;
      api.override((url) => {
        if (url.searchParams.get('page') !== '2' || failures === 0) return undefined;
        failures -= 1;
        return { status: 503, body: { error: 'The server is busy.' } };
      });
      const user = userEvent.setup();
      renderCatalog();
      await user.click(await screen.findByRole('button', { name: 'Load More' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The recipes could not be loaded. The server is busy.');
      expect(cardNames()).toHaveLength(15);
      expect(consoleError).toHaveBeenCalled();

      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Showing 27 of 27 recipes')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });
});
