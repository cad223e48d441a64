// The home page as a plain one-bundle SPA (no Module Federation): the shell's header and the catalog page in
// one webpack bundle, for the comparison issue 9 asks for. Same components, same CSS, same API.
import '@simple-recipes/shared-ui/tokens.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { usePermission } from '@simple-recipes/shared-api';
import { SWRConfig } from 'swr';
import { CatalogPage } from '../../../mf-catalog/src/catalog-page';
import styles from '../../../shell/src/app.module.css';
import { Header } from '../../../shell/src/components/header';
import { swrConfig } from '../../../shell/src/swr-config';

function Home() {
  const [showFilters, setShowFilters] = useState(false);
  const { canEdit } = usePermission();
  return (
    <div className={styles.app}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header showFilters={showFilters} onToggleFilters={() => setShowFilters((shown) => !shown)} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <CatalogPage canEdit={canEdit} showFilters={showFilters} />
      </main>
    </div>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <SWRConfig value={swrConfig}>
        <Home />
      </SWRConfig>
    </BrowserRouter>
  </StrictMode>,
);
