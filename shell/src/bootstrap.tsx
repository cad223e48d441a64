import 'shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { App } from './App';
import { createFederationLoader } from './remotes/federation';
import { RemoteLoaderProvider } from './remotes/RemoteLoaderContext';
import { remoteForPath } from 'shared-api/contracts';
import { swrConfig } from './swr-config';

const loader = createFederationLoader();
// The current page's remote starts loading now, not when React first renders its route.
loader.preload(remoteForPath(window.location.pathname));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <SWRConfig value={swrConfig}>
        <RemoteLoaderProvider loader={loader}>
          <App />
        </RemoteLoaderProvider>
      </SWRConfig>
    </BrowserRouter>
  </StrictMode>,
);
