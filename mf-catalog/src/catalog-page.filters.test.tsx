import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listPage } from '@simple-recipes/shared-api/testing';
import { installFakeApi, type FakeApi } from './test/fake-api';
import { cardNames } from './test/queries';
import { pickTag } from './test/pick-tag';
import { renderCatalog } from './test/render-catalog';

// Whole-page flows with many user steps: generous on a busy 2-core machine.
jest.setTimeout(20_000);

const sortSelect = () => screen.getByRole('combobox', { name: 'Sort' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });
const lastRequest = (api: FakeApi) => api.listRequests().at(-1)!;
const expectedNames = (api: FakeApi, query: string) =>
  listPage(api.recipes, new URLSearchParams(query)).recipes.map((r) => r.name);

describe('Sort', () => {
  it('offers the four orders, A - Z chosen, no empty option, and says it cannot be unset', async () => {
    installFakeApi();
    renderCatalog();
    const sort = sortSelect();
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['A - Z', 'Z - A', 'Oldest to Newest', 'Newest to Oldest']);
    expect(sort).toHaveDisplayValue('A - Z');
    expect(sort).toBeRequired();
    expect(sort).toHaveAccessibleDescription('The sort value cannot be unset.');
    await screen.findByText('Showing 15 of 27 recipes');
  });

  it.each([
    ['Z - A', 'name', 'desc', '?sortDir=desc'],
    ['Oldest to Newest', 'created_at', 'asc', '?sortField=created_at'],
    ['Newest to Oldest', 'created_at', 'desc', '?sortField=created_at&sortDir=desc'],
  ])('sorts %s', async (label, sortField, sortDir, search) => {
    const api = installFakeApi();
    const user = userEvent.setup();
    const { harness } = renderCatalog();
    await screen.findByText('Showing 15 of 27 recipes');

    await user.selectOptions(sortSelect(), label);

    expect(harness.location().search).toBe(search);
    const query = `sortField=${sortField}&sortDir=${sortDir}&page=1`;
    await screen.findByText(expectedNames(api, query)[0]!);
    expect(cardNames()).toEqual(expectedNames(api, query));
    expect(lastRequest(api).get('sortField')).toBe(sortField);
    expect(lastRequest(api).get('sortDir')).toBe(sortDir);
    expect(lastRequest(api).get('page')).toBe('1');
  });
});

describe('Filter by Tags', () => {
  it('shows tag names and filters by shorthand; removing the tag lists everything again', async () => {
    const api = installFakeApi();
    const user = userEvent.setup();
    const { harness } = renderCatalog();
    await screen.findByText('Showing 15 of 27 recipes');

    await pickTag(user, 'Vegetarian');
    expect(harness.location().search).toBe('?tags=VEG');
    await screen.findByText('Showing 9 of 9 recipes');
    expect(lastRequest(api).get('tags')).toBe('VEG');
    expect(cardNames()).toEqual(expectedNames(api, 'tags=VEG'));

    await pickTag(user, 'Quick');
    expect(harness.location().search).toBe('?tags=VEG,QCK');
    expect(lastRequest(api).get('tags')).toBe('VEG,QCK');

    await user.click(screen.getByRole('button', { name: /Remove Vegetarian/i }));
    await user.click(screen.getByRole('button', { name: /Remove Quick/i }));
    expect(harness.location().search).toBe('');
    expect(await screen.findByText('Showing 15 of 27 recipes')).toBeInTheDocument();
  });

  it('logs tags that failed to load and offers a retry', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const api = installFakeApi();
      api.failTags(1);
      const user = userEvent.setup();
      renderCatalog();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The tags could not be loaded. The server had a problem.');
      expect(consoleError).toHaveBeenCalledWith('The tags could not be loaded.', expect.anything());
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      await pickTag(user, 'Dessert');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('Search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const tick = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

  it('waits 1000 ms after the last keystroke, then asks once', async () => {
    const api = installFakeApi();
    const user = setup();
    const { harness } = renderCatalog();
    await screen.findByText('Showing 15 of 27 recipes');
    const before = api.listRequests().length;

    await user.type(searchBox(), 'so');
    await tick(600);
    await user.type(searchBox(), 'up');
    await tick(999);
    expect(api.listRequests()).toHaveLength(before);
    expect(harness.location().search).toBe('');

    await tick(1);
    expect(api.listRequests()).toHaveLength(before + 1);
    expect(lastRequest(api).get('search')).toBe('soup');
    expect(lastRequest(api).get('page')).toBe('1');
    expect(harness.location().search).toBe('?search=soup');
    expect(await screen.findByText('Showing 3 of 3 recipes')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Carrot Soup', 'Pea Soup', 'Tomato Soup']);

    await tick(5000);
    expect(api.listRequests()).toHaveLength(before + 1);
  });

  it('asks nothing for one or two characters, and lists everything again for an empty box', async () => {
    const api = installFakeApi();
    const user = setup();
    const { harness } = renderCatalog();
    await screen.findByText('Showing 15 of 27 recipes');

    await user.type(searchBox(), 'pe');
    await tick(3000);
    expect(api.listRequests().some((p) => p.get('search') === 'pe')).toBe(false);
    expect(harness.location().search).toBe('');
    expect(searchBox()).toHaveAccessibleDescription('Type at least 3 characters to search.');

    await user.type(searchBox(), 'a');
    await tick(1000);
    expect(harness.location().search).toBe('?search=pea');
    await screen.findByText('Showing 1 of 1 recipe');
    expect(searchBox()).not.toHaveAccessibleDescription();

    // Back to two characters: nothing is asked and the list stays as it is.
    const requests = api.listRequests().length;
    await user.type(searchBox(), '{Backspace}');
    await tick(3000);
    expect(api.listRequests()).toHaveLength(requests);
    expect(harness.location().search).toBe('?search=pea');
    expect(cardNames()).toEqual(['Pea Soup']);
    expect(searchBox()).toHaveAccessibleDescription(
      'Type at least 3 characters to search; the list still shows “pea”.',
    );

    await user.clear(searchBox());
    await tick(1000);
    expect(harness.location().search).toBe('');
    expect(await screen.findByText('Showing 15 of 27 recipes')).toBeInTheDocument();
    expect(
      api
        .listRequests()
        .slice(requests)
        .every((p) => (p.get('search') ?? '') === ''),
    ).toBe(true);
  });

  it('applies the term at once on Enter', async () => {
    const api = installFakeApi();
    const user = setup();
    const { harness } = renderCatalog();
    await screen.findByText('Showing 15 of 27 recipes');
    await user.type(searchBox(), 'curry{Enter}');
    await act(async () => {});
    expect(harness.location().search).toBe('?search=curry');
    expect(lastRequest(api).get('search')).toBe('curry');
    await tick(1000);
    expect(api.listRequests().filter((p) => p.get('search') === 'curry')).toHaveLength(1);
  });

  it('takes no more characters than the API searches by', async () => {
    installFakeApi();
    renderCatalog();
    expect(searchBox()).toHaveAttribute('maxLength', '200');
  });

  it('keeps what the user is typing when the applied term is the trimmed text', async () => {
    installFakeApi();
    const user = setup();
    const { harness } = renderCatalog();
    await screen.findByText('Showing 15 of 27 recipes');
    await user.type(searchBox(), 'pea ');
    await tick(1000);
    expect(harness.location().search).toBe('?search=pea');
    expect(searchBox()).toHaveValue('pea ');
    await user.type(searchBox(), 'soup');
    expect(searchBox()).toHaveValue('pea soup');
  });
});

describe('page reset', () => {
  async function loadSecondPage(api: FakeApi, user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    await screen.findByText('Showing 27 of 27 recipes');
    expect(lastRequest(api).get('page')).toBe('2');
    return api.listRequests().length;
  }

  function expectOnlyFirstPagesSince(api: FakeApi, index: number) {
    const since = api.listRequests().slice(index);
    expect(since.length).toBeGreaterThan(0);
    expect(since.map((p) => p.get('page'))).toEqual(since.map(() => '1'));
  }

  it('starts again at page 1 when the sort changes', async () => {
    const api = installFakeApi();
    const user = userEvent.setup();
    renderCatalog();
    const seen = await loadSecondPage(api, user);
    await user.selectOptions(sortSelect(), 'Z - A');
    await screen.findByText('Showing 15 of 27 recipes');
    expectOnlyFirstPagesSince(api, seen);
    expect(cardNames()).toHaveLength(15);
  });

  it('starts again at page 1 when the tags change', async () => {
    const api = installFakeApi();
    const user = userEvent.setup();
    renderCatalog();
    const seen = await loadSecondPage(api, user);
    await pickTag(user, 'Quick');
    await screen.findByText('Showing 9 of 9 recipes');
    expectOnlyFirstPagesSince(api, seen);
  });

  it('starts again at page 1 when the search changes', async () => {
    const api = installFakeApi();
    const user = userEvent.setup();
    renderCatalog();
    const seen = await loadSecondPage(api, user);
    await user.type(searchBox(), 'soup{Enter}');
    await screen.findByText('Showing 3 of 3 recipes');
    expectOnlyFirstPagesSince(api, seen);
  });
});

describe('a filtered list with the filter panel closed', () => {
  it('says what filters it, with tag names, and Clear filters lists every recipe again', async () => {
    installFakeApi();
    const user = userEvent.setup();
    const { harness } = renderCatalog({ url: '/?search=soup&tags=DST,QCK', showFilters: false });
    expect(await screen.findByText('Filtered by “soup” and tags Dessert, Quick')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(harness.location().search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Recipes' })).toHaveFocus();
    await screen.findByText('Showing 15 of 27 recipes');
    expect(screen.queryByText(/^Filtered by/)).not.toBeInTheDocument();
  });

  it.each([
    ['the panel shows the filters', '/?tags=VEG', true],
    ['the list is only sorted', '/?sortDir=desc', false],
  ])('says nothing of it when %s', async (_, url, showFilters) => {
    installFakeApi();
    renderCatalog({ url, showFilters });
    await screen.findByText(/^Showing/);
    expect(screen.queryByText(/^Filtered by/)).not.toBeInTheDocument();
  });

  it('leaves Clear filters to the empty list when nothing matches', async () => {
    installFakeApi();
    renderCatalog({ url: '/?search=zzzzzz', showFilters: false });
    expect(await screen.findByText('Filtered by “zzzzzz”')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No recipes match' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Clear filters' })).toHaveLength(1);
  });
});
