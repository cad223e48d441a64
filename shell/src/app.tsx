import { useState, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { PAGE_ROUTES, usePermission, type PageName } from '@simple-recipes/shared-api';
import styles from './app.module.css';
import { EditorsOnlyNotice } from './components/editors-only-notice';
import { Header } from './components/header';
import { LoginPage } from './components/login-page';
import { NotFoundPage } from './components/not-found-page';
import { RecipeRemovedNotice } from './components/recipe-removed-notice';
import { RemoteArea } from './components/remote-area';
import { RequireEditor } from './components/require-editor';
import { useLinkPreloading } from './hooks/use-link-preloading';
import { useNewPageAtTop } from './hooks/use-new-page-at-top';
import { useRemoteLoader } from './remotes/remote-loader-context';

/** The site: header, then the page of the current route (docs/spec.md §2; docs/design.md §4, §5). */
export function App() {
  const [showFilters, setShowFilters] = useState(false);
  const { canEdit } = usePermission();
  useLinkPreloading(useRemoteLoader());
  useNewPageAtTop();
  // One element per page of PAGE_ROUTES (shared-api/contracts.ts), which also says which remote each one loads.
  const pages: Record<PageName, ReactNode> = {
    catalog: <RemoteArea remote="catalog" canEdit={canEdit} showFilters={showFilters} />,
    login: <LoginPage />,
    create: (
      <RequireEditor>
        <RemoteArea remote="recipeEditor" mode="create" />
      </RequireEditor>
    ),
    update: <UpdateRoute />,
    recipe: <ShowRoute canEdit={canEdit} />,
  };

  return (
    <div className={styles.app}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header showFilters={showFilters} onToggleFilters={() => setShowFilters((shown) => !shown)} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <EditorsOnlyNotice />
        <RecipeRemovedNotice />
        <Routes>
          {PAGE_ROUTES.map(({ page, path }) => (
            <Route key={page} path={path} element={pages[page]} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
    </div>
  );
}

/** `/:stub/update`: the editor in update mode (editors only). */
function UpdateRoute() {
  const { stub = '' } = useParams();
  return (
    <RequireEditor>
      <RemoteArea remote="recipeEditor" mode="update" stub={stub} />
    </RequireEditor>
  );
}

/** `/:stub` (the spec's route "show"): the recipe page. */
function ShowRoute({ canEdit }: { canEdit: boolean }) {
  const { stub = '' } = useParams();
  return <RemoteArea remote="recipeView" stub={stub} canEdit={canEdit} />;
}
