import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../App';
import { RemoteLoaderProvider } from '../remotes/RemoteLoaderContext';
import type { RemoteLoader } from '../remotes/remote-loader';
import { fakeLoader } from './fake-remotes';

function CurrentPath() {
  const { pathname } = useLocation();
  return <div data-testid="current-path">{pathname}</div>;
}

/**
 * The shell's App at `path` with fake remotes; `currentPath()` tells where the router is now. Rendered inside
 * act() so the fake remotes' (already settled) loads are flushed before the test looks.
 */
export async function renderApp(path: string, loader: RemoteLoader = fakeLoader().loader) {
  const user = userEvent.setup();
  let view!: RenderResult;
  await act(async () => {
    view = render(
      <MemoryRouter initialEntries={[path]}>
        <RemoteLoaderProvider loader={loader}>
          <App />
        </RemoteLoaderProvider>
        <CurrentPath />
      </MemoryRouter>,
    );
  });
  return { ...view, user, loader, currentPath: () => screen.getByTestId('current-path').textContent };
}
