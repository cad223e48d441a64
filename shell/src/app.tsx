import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { PAGE_ROUTES, usePermission, type PageName } from '@simple-recipes/shared-api';
import styles from './app.module.css';
import { AreaLoading } from './components/area-loading';
import { Header } from './components/header';
import { NotFoundPage } from './components/not-found-page';
import { RemoteArea } from './components/remote-area';
import { RequireEditor } from './components/require-editor';
import { useLinkPreloading } from './hooks/use-link-preloading';
import { useNewPageAtTop } from './hooks/use-new-page-at-top';
import { useRemoteLoader } from './remotes/remote-loader-context';

// Only /login shows it: its own chunk keeps it out of every other page's first load.
const LoginPage = lazy(() =>
  import(/* webpackChunkName: "login-page" */ './components/login-page').then(({ LoginPage }) => ({
    default: LoginPage,
  })),
);

// Shown only after a navigation that leaves history state (a redirect from an editors' page, a removal).
const PageNotices = lazy(() => import(/* webpackChunkName: "page-notices" */ './components/page-notices'));

/** The site: header, then the page of the current route (docs/spec.md §2; docs/design.md §4, §5). */
export function App() {
  const [showFilters, setShowFilters] = useState(false);
  const { canEdit } = usePermission();
  const { state } = useLocation();
  useLinkPreloading(useRemoteLoader());
  useNewPageAtTop();
  // One element per page of PAGE_ROUTES (shared-api/contracts.ts), which also says which remote each one loads.
  const pages: Record<PageName, ReactNode> = {
    catalog: <RemoteArea remote="catalog" canEdit={canEdit} showFilters={showFilters} />,
    login: (
      <Suspense fallback={<AreaLoading />}>
        <LoginPage />
      </Suspense>
    ),
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
        {state != null && (
          <Suspense fallback={null}>
            <PageNotices />
          </Suspense>
        )}
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
