import { SwrTestProvider } from '@simple-recipes/shared-api/testing/react';
import { render } from '@testing-library/react';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { CatalogPage } from '../catalog-page';

export interface Harness {
  /** The router's current location (updated on every render). */
  location: () => Location;
  /** The router's navigate, e.g. `navigate(-1)` for Back. */
  navigate: NavigateFunction;
}

/** The catalog at `url` in a memory router, with a fresh SWR cache; `/:stub` renders a stand-in recipe page. */
export function renderCatalog({ url = '/', showFilters = true, canEdit = false } = {}) {
  const state: { location?: Location; navigate?: NavigateFunction } = {};
  function Probe() {
    state.location = useLocation();
    state.navigate = useNavigate();
    return null;
  }
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <SwrTestProvider>
        <Routes>
          <Route path="/" element={<CatalogPage canEdit={canEdit} showFilters={showFilters} />} />
          <Route path="/:stub" element={<h1>Recipe page</h1>} />
        </Routes>
        <Probe />
      </SwrTestProvider>
    </MemoryRouter>,
  );
  const harness: Harness = {
    location: () => state.location!,
    navigate: ((...args: Parameters<NavigateFunction>) => state.navigate!(...args)) as NavigateFunction,
  };
  return { ...view, harness };
}
