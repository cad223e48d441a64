import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useNewPageAtTop } from './use-new-page-at-top';

function Page() {
  useNewPageAtTop();
  return null;
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

  it('opens a page reached by a link, a save or a redirect at its top', async () => {
    const router = routerAt('/lemon-tart/update');
    await act(() => router.navigate('/lemon-tart'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/', { replace: true }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('leaves Back and Forward, and a change of the query alone, to keep their place', async () => {
    const router = routerAt('/');
    await act(() => router.navigate('/lemon-tart'));
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    await act(() => router.navigate('/?tags=DES'));
    await act(() => router.navigate('/?tags=DES&sortField=name', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
