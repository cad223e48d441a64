import { fireEvent, render, screen } from '@testing-library/react';
import type { RemoteLoader } from '../remotes/remote-loader';
import { useLinkPreloading } from './use-link-preloading';

function Page({ loader }: { loader: RemoteLoader }) {
  useLinkPreloading(loader);
  return (
    <nav>
      <a href="/lemon-tart">a recipe</a>
      <a href="/lemon-tart/update">
        <span>edit it</span>
      </a>
      <a href="/login">log in</a>
      <a href="https://elsewhere.example/lemon-tart">elsewhere</a>
    </nav>
  );
}

function renderPage() {
  const loader = { load: jest.fn(), preload: jest.fn(), reset: jest.fn() };
  const view = render(<Page loader={loader} />);
  return { loader, ...view };
}

it('preloads the remote behind a link when the pointer reaches it', () => {
  const { loader } = renderPage();
  fireEvent.pointerOver(screen.getByText('a recipe'));
  expect(loader.preload).toHaveBeenCalledWith('recipeView');
});

it('preloads on keyboard focus too, from inside the link', () => {
  const { loader } = renderPage();
  fireEvent.focusIn(screen.getByText('edit it'));
  expect(loader.preload).toHaveBeenCalledWith('recipeEditor');
});

it('asks for nothing for shell pages or other sites', () => {
  const { loader } = renderPage();
  fireEvent.pointerOver(screen.getByText('log in'));
  expect(loader.preload).toHaveBeenLastCalledWith(null);
  loader.preload.mockClear();
  fireEvent.pointerOver(screen.getByText('elsewhere'));
  expect(loader.preload).not.toHaveBeenCalled();
});

it('stops listening when unmounted', () => {
  const { loader, unmount } = renderPage();
  const link = screen.getByText('a recipe');
  unmount();
  document.body.appendChild(link);
  fireEvent.pointerOver(link);
  expect(loader.preload).not.toHaveBeenCalled();
});
