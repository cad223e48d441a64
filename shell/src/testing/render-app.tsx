import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context';
import type { RemoteLoader } from '../remotes/remote-loader';
import { shellRoutes } from '../router';
import { fakeLoader } from './fake-remotes';

/**
 * The shell at `path` with fake remotes, in a data router over the shell's own route objects (as bootstrap.tsx
 * mounts them), reached from `/` so Back leads there; `currentPath()` tells where the router is now. Rendered
 * inside act() so the fake remotes' (already settled) loads are flushed before the test looks.
 */
export async function renderApp(path: string, loader: RemoteLoader = fakeLoader().loader) {
  const user = userEvent.setup();
  const router = createMemoryRouter(shellRoutes, { initialEntries: ['/', path], initialIndex: 1 });
  let view!: RenderResult;
  await act(async () => {
    view = render(
      <RemoteLoaderProvider loader={loader}>
        <RouterProvider router={router} />
      </RemoteLoaderProvider>,
    );
  });
  return { ...view, user, loader, router, currentPath: () => router.state.location.pathname };
}
