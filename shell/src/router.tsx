import type { RouteObject } from 'react-router-dom';
import { App } from './app';
import { SiteError } from './components/site-error';

/**
 * The shell's route objects for a data router (createBrowserRouter in the browser, createMemoryRouter in tests).
 * One splat route renders the site; App's <Routes> pick the page. A data router, not <BrowserRouter>, so a remote
 * can hold any navigation — links, navigate(), Back/Forward — with useBlocker (the editor's unsaved changes).
 */
export const shellRoutes: RouteObject[] = [{ path: '*', element: <App />, errorElement: <SiteError /> }];
