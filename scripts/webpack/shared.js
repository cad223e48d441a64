'use strict';
// Module Federation `shared` config, identical in the shell and every remote (docs/design.md §2): one React, one router,
// one SWR cache and one API client at run time. The shell imports all of them, so at run time the shell's copies
// are the ones everybody uses (same versions everywhere; the first registered wins a tie).

/**
 * The react-router-dom exports any app may use. The router is shared tree-shaken (62 → 13 KiB gzip, docs/design.md §2):
 * each build keeps only these exports, and since the singleton every remote gets is the shell's copy, the list
 * must cover every app — RouterExportsGuardPlugin fails a build that uses an export missing here. Adding one means
 * rebuilding the shell too. The shell runs a data router (createBrowserRouter + RouterProvider) so useBlocker can
 * hold every navigation; <BrowserRouter> is left out (only the remotes' standalone dev pages use it, and dev builds
 * share the whole router). Exports no app uses are left out (NavLink, useSearchParams…): each one kept costs every
 * page its bytes.
 */
const ROUTER_EXPORTS = [
  'createBrowserRouter',
  'RouterProvider',
  'Routes',
  'Route',
  'Link',
  'Navigate',
  'Outlet',
  'generatePath',
  'matchPath',
  'useBeforeUnload',
  'useBlocker',
  'useHref',
  'useInRouterContext',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRouteError',
];

const singleton = { singleton: true };

/** @param {{ production: boolean }} o */
function sharedModules({ production }) {
  return {
    react: singleton,
    'react/': singleton, // react/jsx-runtime (the automatic JSX runtime)
    'react-dom': singleton,
    'react-dom/': singleton, // react-dom/client
    // react-router-dom 7 re-exports react-router; only the facade is shared, so the re-exported code can be
    // tree-shaken inside it. Apps must import from 'react-router-dom' (RouterExportsGuardPlugin checks).
    'react-router-dom': production
      ? { singleton: true, treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } }
      : singleton,
    swr: singleton,
    // swr/infinite and friends import swr's internals by relative path: a private copy would be a second cache.
    'swr/': singleton,
    '@simple-recipes/shared-api': singleton,
    '@simple-recipes/shared-ui': singleton,
    // Not shared on purpose: formik and yup (only the editor uses them; sharing would add a negotiated async
    // chunk and dedupe nothing) and every other library a single app uses.
  };
}

module.exports = { sharedModules, ROUTER_EXPORTS };
