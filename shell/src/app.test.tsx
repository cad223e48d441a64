import { act, screen, waitFor, within } from '@testing-library/react';
import { useBlocker } from 'react-router-dom';
import { login, logout, usePermission } from '@simple-recipes/shared-api';
import { fakeLoader, propsOf } from './testing/fake-remotes';
import { EDITOR, permissionStore, UNSETTLED, VISITOR } from './testing/permission';
import { renderApp } from './testing/render-app';

jest.mock('@simple-recipes/shared-api', () => ({
  ...jest.requireActual('@simple-recipes/shared-api'),
  usePermission: jest.fn(),
  login: jest.fn(),
  logout: jest.fn(),
}));

const permission = permissionStore(VISITOR);
beforeEach(() => {
  jest.clearAllMocks();
  permission.set(VISITOR);
  jest.mocked(usePermission).mockImplementation(() => permission.use());
});

describe('routes', () => {
  it('renders the catalog at / with the edit flag and the filter panel state', async () => {
    await renderApp('/');
    expect(propsOf(await screen.findByTestId('remote-catalog'))).toEqual({ canEdit: false, showFilters: false });
  });

  it('renders the recipe page at /:stub with the stub and the edit flag', async () => {
    permission.set(EDITOR);
    await renderApp('/lemon-tart');
    expect(propsOf(await screen.findByTestId('remote-recipeView'))).toEqual({ stub: 'lemon-tart', canEdit: true });
  });

  it('renders the editor in create mode at /create for an editor', async () => {
    permission.set(EDITOR);
    await renderApp('/create');
    expect(propsOf(await screen.findByTestId('remote-recipeEditor'))).toEqual({ mode: 'create' });
  });

  it('renders the editor in update mode at /:stub/update for an editor', async () => {
    permission.set(EDITOR);
    await renderApp('/lemon-tart/update');
    expect(propsOf(await screen.findByTestId('remote-recipeEditor'))).toEqual({ mode: 'update', stub: 'lemon-tart' });
  });

  it('shows the login page at /login without loading any remote', async () => {
    const { loader, loadModule } = fakeLoader();
    await renderApp('/login', loader);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(loadModule).not.toHaveBeenCalled();
  });

  it.each(['/a/b', '/a/b/c', '/lemon-tart/update/now'])('shows a not-found page at %s', async (path) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByTestId(/^remote-/)).not.toBeInTheDocument();
  });
});

describe('editor-only routes', () => {
  it.each(['/create', '/lemon-tart/update'])('wait for the permission before deciding at %s', async (path) => {
    permission.set(UNSETTLED);
    const { currentPath } = await renderApp(path);
    await screen.findByRole('status'); // the loading placeholder, not a redirect
    expect(currentPath()).toBe(path);
    permission.set(EDITOR);
    expect(await screen.findByTestId('remote-recipeEditor')).toBeInTheDocument();
    expect(currentPath()).toBe(path);
  });

  it.each(['/create', '/lemon-tart/update'])('send a visitor to / once the permission settles (%s)', async (path) => {
    permission.set(UNSETTLED);
    const { currentPath } = await renderApp(path);
    await screen.findByRole('status');
    expect(currentPath()).toBe(path);
    permission.set(VISITOR);
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByTestId('remote-catalog')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-recipeEditor')).not.toBeInTheDocument();
  });

  // An editor's page with something typed into it, to see whether it survives.
  function TypedPage() {
    return (
      <label>
        Recipe name
        <input defaultValue="" />
      </label>
    );
  }

  it('keep the page and what was typed, with a log-in above it, when the session ends there', async () => {
    jest.mocked(login).mockImplementation(async () => permission.set(EDITOR));
    permission.set(EDITOR);
    const { loader } = fakeLoader({ recipeEditor: async () => ({ default: TypedPage }) });
    const { user, currentPath } = await renderApp('/create', loader);
    await user.type(await screen.findByLabelText('Recipe name'), 'Tomato Soup');

    permission.set(VISITOR);
    expect(await screen.findByRole('heading', { name: 'You are logged out' })).toBeInTheDocument();
    expect(currentPath()).toBe('/create');
    expect(screen.getByLabelText('Recipe name')).toHaveValue('Tomato Soup');
    expect(screen.getByLabelText('Username')).toHaveFocus();

    await user.type(screen.getByLabelText('Username'), 'editor');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Log in again' }));

    expect(login).toHaveBeenCalledWith({ username: 'editor', password: 'secret words' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'You are logged out' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Recipe name')).toHaveValue('Tomato Soup');
    expect(currentPath()).toBe('/create');
  });

  it('send an editor who logs out with the header’s button to /, with nothing to go back to', async () => {
    jest.mocked(logout).mockImplementation(async () => permission.set(VISITOR));
    permission.set(EDITOR);
    const { user, currentPath } = await renderApp('/lemon-tart/update');
    await screen.findByTestId('remote-recipeEditor');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/That page is for editors/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You are logged out' })).not.toBeInTheDocument();
  });

  // An editor's page asking before it is left, as the form does over unsaved changes.
  function AskingPage() {
    const blocker = useBlocker(true);
    if (blocker.state !== 'blocked') return <p>Editing</p>;
    return (
      <p>
        Leave without saving?
        <button onClick={() => blocker.reset()}>Stay</button>
        <button onClick={() => blocker.proceed()}>Leave</button>
      </p>
    );
  }

  it('log out only once the editor has left the page: Stay keeps the session, Leave ends it', async () => {
    jest.mocked(logout).mockImplementation(async () => permission.set(VISITOR));
    permission.set(EDITOR);
    const { loader } = fakeLoader({ recipeEditor: async () => ({ default: AskingPage }) });
    const { user, currentPath, router } = await renderApp('/create', loader);
    expect(await screen.findByText('Editing')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(screen.getByText('Editing')).toBeInTheDocument();
    expect(currentPath()).toBe('/create');
    expect(logout).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    // The entry keeps no order to log out: coming back to it later does nothing.
    expect(router.state.location.state).toBeNull();
  });

  it('tells a visitor sent away from the bookmarklet’s page why, and logging in goes on to it', async () => {
    jest.mocked(login).mockImplementation(async () => permission.set(EDITOR));
    const { user, router, currentPath } = await renderApp('/create?url=https%3A%2F%2Fexample.org%2Fsoup#text=Soup');
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByText(/That page is for editors/)).toBeInTheDocument();

    await user.click(screen.getAllByRole('link', { name: 'Log in' })[0]!);
    expect(currentPath()).toBe('/login');
    await user.type(screen.getByLabelText('Username'), 'editor');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(currentPath()).toBe('/create'));
    expect(router.state.location.search).toBe('?url=https%3A%2F%2Fexample.org%2Fsoup');
    expect(router.state.location.hash).toBe('#text=Soup');
    expect(await screen.findByTestId('remote-recipeEditor')).toBeInTheDocument();
  });

  it('lets the header’s Log in go on to the page too', async () => {
    jest.mocked(login).mockImplementation(async () => permission.set(EDITOR));
    const { user, currentPath } = await renderApp('/lemon-tart/update');
    await waitFor(() => expect(currentPath()).toBe('/'));
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' }));
    await user.type(screen.getByLabelText('Username'), 'editor');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath()).toBe('/lemon-tart/update'));
  });
});

describe('logging in from the header', () => {
  it('comes back to the page it was pressed on, with its query', async () => {
    jest.mocked(login).mockImplementation(async () => permission.set(EDITOR));
    const { user, router, currentPath } = await renderApp('/lemon-tart?servings=8');
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' }));
    expect(currentPath()).toBe('/login');
    await user.type(screen.getByLabelText('Username'), 'editor');
    await user.type(screen.getByLabelText('Password'), 'secret words');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath()).toBe('/lemon-tart'));
    expect(router.state.location.search).toBe('?servings=8');
  });
});

describe('after a recipe was saved', () => {
  it('says on its page that it was added, or that its changes were saved, and not once the visitor moves on', async () => {
    const { router } = await renderApp('/');
    await act(() => router.navigate('/lemon-tart', { state: { savedRecipe: 'Lemon Tart', added: true } }));
    expect(screen.getByRole('status')).toHaveTextContent('“Lemon Tart” was added.');
    await act(() => router.navigate('/lemon-tart', { state: { savedRecipe: 'Lemon Tart', added: false } }));
    expect(screen.getByRole('status')).toHaveTextContent('Changes to “Lemon Tart” were saved.');

    await act(() => router.navigate('/lemon-tart?servings=8'));
    expect(screen.queryByText(/was added|were saved/)).not.toBeInTheDocument();
  });
});

describe('after a recipe was removed', () => {
  it('says on the list which recipe went, and not once the visitor moves on', async () => {
    const { router } = await renderApp('/lemon-tart');
    await act(() => router.navigate('/', { state: { removedRecipe: 'Lemon Tart' } }));
    expect(screen.getByRole('status')).toHaveTextContent('“Lemon Tart” was removed.');

    await act(() => router.navigate('/?tags=DES'));
    expect(screen.queryByText(/was removed/)).not.toBeInTheDocument();
  });
});

describe('header', () => {
  it('shows the title as a link home', async () => {
    const { user, currentPath } = await renderApp('/lemon-tart');
    await user.click(screen.getByRole('link', { name: 'Simple Recipes For Everyone' }));
    expect(currentPath()).toBe('/');
  });

  it('offers Add Recipe and Log out to an editor, Log in to a visitor', async () => {
    await renderApp('/');
    expect(screen.queryByRole('link', { name: 'Add Recipe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();

    permission.set(EDITOR);
    expect(screen.getByRole('link', { name: 'Add Recipe' })).toHaveAttribute('href', '/create');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('leaves Add Recipe out on the form it opens, whose own button has that name', async () => {
    permission.set(EDITOR);
    await renderApp('/create');
    await screen.findByTestId('remote-recipeEditor');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Add Recipe' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('passes the new edit flag to the catalog when the permission changes', async () => {
    await renderApp('/');
    expect(propsOf(await screen.findByTestId('remote-catalog'))).toMatchObject({ canEdit: false });
    permission.set(EDITOR);
    expect(propsOf(screen.getByTestId('remote-catalog'))).toMatchObject({ canEdit: true });
  });

  it('logs out through shared-api', async () => {
    permission.set(EDITOR);
    jest.mocked(logout).mockResolvedValue(undefined);
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('says so when logging out fails', async () => {
    permission.set(EDITOR);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(logout).mockRejectedValue(new Error('offline'));
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Logging out failed');
  });

  it('toggles the filter panel of the catalog with Show Filters / Hide Filters', async () => {
    const { user } = await renderApp('/');
    await screen.findByTestId('remote-catalog');
    const toggle = screen.getByRole('button', { name: 'Show Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(propsOf(screen.getByTestId('remote-catalog'))).toMatchObject({ showFilters: true });
    expect(screen.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide Filters' }));
    expect(propsOf(screen.getByTestId('remote-catalog'))).toMatchObject({ showFilters: false });
  });

  it.each(['/lemon-tart', '/login', '/a/b/c'])('has no filter toggle away from the home page (%s)', async (path) => {
    await renderApp(path);
    expect(screen.queryByRole('button', { name: /Filters$/ })).not.toBeInTheDocument();
  });
});

describe('the router remotes run in', () => {
  // What the editor does with unsaved changes: useBlocker only works under a data router.
  function GuardedPage() {
    const blocker = useBlocker(true);
    return <p>{blocker.state === 'blocked' ? 'Leaving is on hold' : 'Editing'}</p>;
  }

  it('lets a remote page hold Back and programmatic navigation (a data router)', async () => {
    permission.set(EDITOR);
    const { loader } = fakeLoader({ recipeEditor: async () => ({ default: GuardedPage }) });
    const { router, currentPath } = await renderApp('/create', loader);
    expect(await screen.findByText('Editing')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Leaving is on hold')).toBeInTheDocument();
    expect(currentPath()).toBe('/create');

    await act(() => router.navigate('/lemon-tart'));
    expect(currentPath()).toBe('/create');
  });

  it('shows a plain message with a reload when the shell itself fails to render', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(usePermission).mockImplementation(() => {
      throw new Error('broken shell');
    });
    await renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong while showing this page.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
