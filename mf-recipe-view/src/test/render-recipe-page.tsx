import { render } from '@testing-library/react';
import { removedRecipeOf } from '@simple-recipes/shared-api/contracts';
import { SwrTestProvider } from '@simple-recipes/shared-api/testing/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { RecipePage } from '../recipe-page';

function RecipeRoute({ canEdit }: { canEdit: boolean }) {
  const { stub = '' } = useParams();
  return <RecipePage stub={stub} canEdit={canEdit} />;
}

/** The list at `/`, saying the name of a recipe the history state says was removed. */
function ListStandIn() {
  const removed = removedRecipeOf(useLocation().state);
  return <h1>All recipes{removed && ` (removed: ${removed})`}</h1>;
}

/** The router's current query string, for tests to read (the address bar of a real browser). */
function LocationSearch() {
  return (
    <span data-testid="location-search" hidden>
      {useLocation().search}
    </span>
  );
}

/**
 * RecipePage at `/{stub}` as the shell mounts it, in a router with stand-ins for the pages it links to, and a
 * fresh SWR cache so no test sees another's data. `search` opens it with a query string (`?servings=8`), `state`
 * with a history state.
 */
export function renderRecipePage({
  stub,
  canEdit = false,
  search = '',
  state,
}: {
  stub: string;
  canEdit?: boolean;
  search?: string;
  /** The history state the page is opened with (a recipe card's, say). */
  state?: unknown;
}) {
  const page = (edit: boolean) => (
    <SwrTestProvider>
      <MemoryRouter initialEntries={[{ pathname: `/${stub}`, search, state }]}>
        <Routes>
          <Route path="/" element={<ListStandIn />} />
          <Route path="/:stub" element={<RecipeRoute canEdit={edit} />} />
          <Route path="/:stub/update" element={<h1>Recipe editor</h1>} />
        </Routes>
        <LocationSearch />
      </MemoryRouter>
    </SwrTestProvider>
  );
  const rendered = render(page(canEdit));
  /** The shell passes a new edit flag (a log-in, or a session that ended), the page staying where it is. */
  const setCanEdit = (edit: boolean) => rendered.rerender(page(edit));
  return { ...rendered, setCanEdit };
}
