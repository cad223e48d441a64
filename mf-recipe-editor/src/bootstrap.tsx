// The editor alone, for this remote's own dev server. In the site, the shell renders RecipeEditor.
import '@simple-recipes/shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, RouterProvider, createBrowserRouter, useParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RecipeEditor } from './recipe-editor';

function UpdatePage() {
  const { stub = '' } = useParams();
  return <RecipeEditor mode="update" stub={stub} />;
}

function SavedPage() {
  const { stub = '' } = useParams();
  return (
    <p>
      Saved as <code>/{stub}</code>. <Link to={`/${stub}/update`}>Edit it again</Link> or{' '}
      <Link to="/create">add another recipe</Link>.
    </p>
  );
}

// A data router (history mode, like the site) so leaving with unsaved changes is asked here too.
const router = createBrowserRouter([
  { path: '/', element: <Link to="/create">New Recipe</Link> },
  { path: '/create', element: <RecipeEditor mode="create" /> },
  { path: '/:stub/update', element: <UpdatePage /> },
  { path: '/:stub', element: <SavedPage /> },
]);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the recipe editor in.');

createRoot(container).render(
  <StrictMode>
    <SWRConfig value={{ revalidateOnFocus: false }}>
      <RouterProvider router={router} />
    </SWRConfig>
  </StrictMode>,
);
