import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useNewPageAtTop } from './use-new-page-at-top';

function Page() {
  useNewPageAtTop();
  return (
    <main id="main" tabIndex={-1}>
      <button type="button">Save</button>
    </main>
  );
}

function routerAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

describe('useNewPageAtTop', () => {
  it('leaves the first page where the browser put it', () => {
    routerAt('/lemon-tart');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a page reached by a link, a save or a redirect at its top, the focus at its main area', async () => {
    const router = routerAt('/lemon-tart/update');
    screen.getByRole('button', { name: 'Save' }).focus();
    await act(() => router.navigate('/lemon-tart'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();
    scrollTo.mockClear();
    await act(() => router.navigate('/', { replace: true }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('leaves Back and Forward, and a change of the query alone, to keep their place', async () => {
    const router = routerAt('/');
    await act(() => router.navigate('/lemon-tart'));
    scrollTo.mockClear();
    screen.getByRole('button', { name: 'Save' }).focus();
    await act(() => router.navigate(-1));
    await act(() => router.navigate('/?tags=DES'));
    await act(() => router.navigate('/?tags=DES&sortField=name', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });
});
