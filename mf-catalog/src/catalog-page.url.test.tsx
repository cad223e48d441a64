import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listPage } from '@simple-recipes/shared-api/testing';
import { installFakeApi } from './test/fake-api';
import { cardNames } from './test/queries';
import { pickTag } from './test/pick-tag';
import { renderCatalog } from './test/render-catalog';

// Whole-page flows with many user steps: generous on a busy 2-core machine.
jest.setTimeout(20_000);

const sortSelect = () => screen.getByRole('combobox', { name: 'Sort' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });

describe('filters in the URL', () => {
  it('a shared link asks for its list and fills the inputs', async () => {
    const api = installFakeApi();
    renderCatalog({ url: '/?sortField=created_at&sortDir=desc&tags=DST&search=bake' });

    await screen.findByText(/Showing \d+ of \d+ recipes?/);
    const [first] = api.listRequests();
    expect(first!.get('sortField')).toBe('created_at');
    expect(first!.get('sortDir')).toBe('desc');
    expect(first!.get('tags')).toBe('DST');
    expect(first!.get('search')).toBe('bake');
    expect(first!.get('page')).toBe('1');
    expect(cardNames()).toEqual(
      listPage(api.recipes, new URLSearchParams('sortField=created_at&sortDir=desc&tags=DST&search=bake')).recipes.map(
        (r) => r.name,
      ),
    );

    expect(sortSelect()).toHaveDisplayValue('Newest to Oldest');
    expect(searchBox()).toHaveValue('bake');
    expect(await screen.findByRole('button', { name: /Remove Dessert/i })).toBeInTheDocument();
  });

  it('an old link with an unknown tag shows an empty list, not an error', async () => {
    installFakeApi();
    renderCatalog({ url: '/?tags=GONE' });
    expect(await screen.findByRole('heading', { name: 'No recipes match' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('an unknown sort in a link falls back to A - Z', async () => {
    const api = installFakeApi();
    renderCatalog({ url: '/?sortField=calories' });
    await screen.findByText('Showing 15 of 27 recipes');
    expect(api.listRequests()[0]!.get('sortField')).toBe('name');
    expect(sortSelect()).toHaveDisplayValue('A - Z');
  });

  it('each filter change is written to the URL', async () => {
    installFakeApi();
    const user = userEvent.setup();
    const { harness } = renderCatalog();
    await screen.findByText('Showing 15 of 27 recipes');

    await user.selectOptions(sortSelect(), 'Newest to Oldest');
    expect(harness.location().search).toBe('?sortField=created_at&sortDir=desc');
    await pickTag(user, 'Dessert');
    expect(harness.location().search).toBe('?sortField=created_at&sortDir=desc&tags=DST');
    await user.type(searchBox(), 'apple crumble{Enter}');
    expect(harness.location().search).toBe('?sortField=created_at&sortDir=desc&tags=DST&search=apple+crumble');
    expect(harness.location().pathname).toBe('/');
  });

  it('Back and Forward restore the list and the inputs', async () => {
    installFakeApi();
    const user = userEvent.setup();
    const { harness } = renderCatalog();
    await screen.findByText('Showing 15 of 27 recipes');

    await user.selectOptions(sortSelect(), 'Z - A');
    await screen.findByText('Yoghurt Parfait');
    await user.type(searchBox(), 'soup{Enter}');
    await screen.findByText('Showing 3 of 3 recipes');
    expect(cardNames()).toEqual(['Tomato Soup', 'Pea Soup', 'Carrot Soup']);

    act(() => harness.navigate(-1));
    expect(harness.location().search).toBe('?sortDir=desc');
    expect(searchBox()).toHaveValue('');
    expect(sortSelect()).toHaveDisplayValue('Z - A');
    await screen.findByText('Showing 15 of 27 recipes');
    expect(cardNames()[0]).toBe('Yoghurt Parfait');

    act(() => harness.navigate(-1));
    expect(sortSelect()).toHaveDisplayValue('A - Z');
    await screen.findByText('Apple Crumble');
    expect(cardNames()[0]).toBe('Apple Crumble');

    act(() => harness.navigate(1));
    act(() => harness.navigate(1));
    expect(harness.location().search).toBe('?sortDir=desc&search=soup');
    expect(searchBox()).toHaveValue('soup');
    expect(sortSelect()).toHaveDisplayValue('Z - A');
    await screen.findByText('Showing 3 of 3 recipes');
  });
});

describe('Load More’s pages in the URL', () => {
  it('a link or a reload with ?pages=2 shows both pages at once', async () => {
    const api = installFakeApi();
    renderCatalog({ url: '/?pages=2' });
    await screen.findByText('Showing 27 of 27 recipes');
    expect(api.listRequests().map((params) => params.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('Load More records the pages shown in place of the history entry, so Back leaves the list', async () => {
    installFakeApi();
    const user = userEvent.setup();
    const { harness } = renderCatalog();
    await screen.findByText('Showing 15 of 27 recipes');
    await user.selectOptions(sortSelect(), 'Z - A');
    await screen.findByText('Yoghurt Parfait');

    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    await screen.findByText('Showing 27 of 27 recipes');
    expect(harness.location().search).toBe('?sortDir=desc&pages=2');

    act(() => harness.navigate(-1));
    expect(harness.location().search).toBe('');
    await screen.findByText('Apple Crumble');
  });

  it('a change of filters starts the list again at its first page, and drops the pages from the URL', async () => {
    const api = installFakeApi();
    const user = userEvent.setup();
    const { harness } = renderCatalog({ url: '/?pages=2' });
    await screen.findByText('Showing 27 of 27 recipes');

    await user.selectOptions(sortSelect(), 'Z - A');
    await screen.findByText('Showing 15 of 27 recipes');
    expect(harness.location().search).toBe('?sortDir=desc');
    expect(api.listRequests().at(-1)!.get('page')).toBe('1');
  });
});
