// The catalog alone, for this remote's own dev server. In the site, the shell renders CatalogPage instead.
import '@simple-recipes/shared-ui/tokens.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { Button } from '@simple-recipes/shared-ui';
import { CatalogPage } from './catalog-page';

function StandaloneCatalog() {
  const [showFilters, setShowFilters] = useState(false);
  return (
    <>
      <header style={{ padding: 'var(--space-3) var(--space-4)' }}>
        <Button variant="secondary" aria-expanded={showFilters} onClick={() => setShowFilters((shown) => !shown)}>
          {showFilters ? 'Hide Filters' : 'Show Filters'}
        </Button>
      </header>
      <main>
        <CatalogPage canEdit={false} showFilters={showFilters} />
      </main>
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <SWRConfig value={{ revalidateOnFocus: false }}>
        <StandaloneCatalog />
      </SWRConfig>
    </BrowserRouter>
  </StrictMode>,
);
