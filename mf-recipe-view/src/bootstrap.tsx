// The recipe page alone, for this remote's own dev server. In the site, the shell renders RecipePage.
import '@simple-recipes/shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { usePermission } from '@simple-recipes/shared-api';
import { RecipePage } from './recipe-page';

function RecipeRoute() {
  const { stub = '' } = useParams();
  const { canEdit } = usePermission();
  return <RecipePage stub={stub} canEdit={canEdit} />;
}

function Home() {
  return (
    <p>
      This is the recipe page alone. Open <code>/&lt;stub&gt;</code>, e.g. <code>/pancakes</code>, to see a recipe.
    </p>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the recipe page in.');

createRoot(container).render(
  <StrictMode>
    <SWRConfig value={{ revalidateOnFocus: false }}>
      <BrowserRouter>
        <main>
          <Routes>
            <Route path="/" element={<Home />} />
            <Route path="/:stub" element={<RecipeRoute />} />
          </Routes>
        </main>
      </BrowserRouter>
    </SWRConfig>
  </StrictMode>,
);
