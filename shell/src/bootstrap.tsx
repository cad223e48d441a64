import '@simple-recipes/shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createFederationLoader } from './remotes/federation';
import { RemoteLoaderProvider } from './remotes/remote-loader-context';
import { remoteForPath } from '@simple-recipes/shared-api';
import { shellRoutes } from './router';
import { swrConfig } from './swr-config';

const loader = createFederationLoader();
// The current page's remote starts loading now, not when React first renders its route.
loader.preload(remoteForPath(window.location.pathname));

const router = createBrowserRouter(shellRoutes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <SWRConfig value={swrConfig}>
      <RemoteLoaderProvider loader={loader}>
        <RouterProvider router={router} />
      </RemoteLoaderProvider>
    </SWRConfig>
  </StrictMode>,
);
