import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from './test/fake-api';
import { makeRecipes } from './test/fixtures';
import { cardNames } from './test/queries';
import { renderCatalog } from './test/render-catalog';

// Whole-page flows with many user steps: generous on a busy 2-core machine.
jest.setTimeout(20_000);

const loadMore = () => screen.findByRole('button', { name: 'Load More' });

afterEach(() => sessionStorage.clear());

describe('the pages shown, in the URL', () => {
  it('Load More records the pages shown in the same history entry, so Back still goes to the previous list', async () => {
    installFakeApi({ recipes: makeRecipes(50) });
    const user = userEvent.setup();
    const { harness } = renderCatalog({ url: '/?sortDir=desc' });
    await screen.findByText('Showing 15 of 50 recipes');

    act(() => harness.navigate('/?tags=DST'));
    act(() => harness.navigate(-1));
    await screen.findByText('Showing 15 of 50 recipes');
    await user.click(await loadMore());
    await screen.findByText('Showing 30 of 50 recipes');
    expect(harness.location().search).toBe('?sortDir=desc&pages=2');
    await user.click(await loadMore());
    await screen.findByText('Showing 45 of 50 recipes');
    expect(harness.location().search).toBe('?sortDir=desc&pages=3');

    // Forward is still the tag list: no history entry was added per page.
    act(() => harness.navigate(1));
    expect(harness.location().search).toBe('?tags=DST');
  });

  it('a reload at ?pages=3 shows the three pages, asked for side by side, and Load More goes on from there', async () => {
    const api = installFakeApi({ recipes: makeRecipes(50) });
    const user = userEvent.setup();
    const { harness } = renderCatalog({ url: '/?pages=3' });
    await screen.findByText('Showing 45 of 50 recipes');
    expect(cardNames()).toHaveLength(45);
    expect(api.listRequests().map((params) => params.get('page'))).toEqual(['1', '2', '3']);

    await user.click(await loadMore());
    await screen.findByText('Showing 50 of 50 recipes');
    expect(harness.location().search).toBe('?pages=4');
  });

  it('changing the sort, tags or search starts again at page 1 and drops pages from the URL', async () => {
    const api = installFakeApi({ recipes: makeRecipes(50) });
    const user = userEvent.setup();
    const { harness } = renderCatalog({ url: '/?pages=2' });
    await screen.findByText('Showing 30 of 50 recipes');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Z - A');
    await screen.findByText('Showing 15 of 50 recipes');
    expect(harness.location().search).toBe('?sortDir=desc');
    expect(api.listRequests().at(-1)!.get('page')).toBe('1');
  });

  it('a link asking for more pages than a reload restores shows at most 10, and says so in the URL', async () => {
    const api = installFakeApi({ recipes: makeRecipes(200) });
    const { harness } = renderCatalog({ url: '/?pages=40' });
    await screen.findByText('Showing 150 of 200 recipes');
    expect(api.listRequests()).toHaveLength(10);
    expect(harness.location().search).toBe('?pages=10');
  });

  it('a malformed pages shows the first page', async () => {
    installFakeApi({ recipes: makeRecipes(50) });
    renderCatalog({ url: '/?pages=lots' });
    await screen.findByText('Showing 15 of 50 recipes');
  });
});

describe('the place in the list', () => {
  it('is put back after a reload once the restored pages are shown', async () => {
    installFakeApi({ recipes: makeRecipes(50) });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const first = renderCatalog({ url: '/?pages=3' });
    await screen.findByText('Showing 45 of 50 recipes');
    const { key, search } = first.harness.location();
    // Read down to 2400 px, then reloaded: the page is hidden, and opens again at the same history entry.
    window.scrollY = 2400;
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    scrollTo.mockClear();
    window.scrollY = 0;

    renderCatalog({ url: { pathname: '/', search, key } });
    await screen.findByText('Showing 45 of 50 recipes');
    expect(scrollTo).toHaveBeenCalledWith(0, 2400);
    scrollTo.mockRestore();
  });
});
