import { screen } from '@testing-library/react';
import { usePermission } from '@simple-recipes/shared-api';
import { RemoteLoadError } from '../remotes/remote-load-error';
import { fakeLoader, fakePage } from '../testing/fake-remotes';
import { VISITOR } from '../testing/permission';
import { renderApp } from '../testing/render-app';

jest.mock('@simple-recipes/shared-api', () => ({
  ...jest.requireActual('@simple-recipes/shared-api'),
  usePermission: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(usePermission).mockReturnValue(VISITOR);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a remote that cannot be loaded', () => {
  it('shows a plain message with Retry in its own area, and Retry really loads it again', async () => {
    let available = false;
    const { loader, loadModule } = fakeLoader({
      catalog: async () => {
        if (!available) throw new RemoteLoadError('catalog', 'remoteEntry.js answered 503');
        return { default: fakePage('catalog') };
      },
    });
    const { user } = await renderApp('/', loader);

    expect(await screen.findByRole('alert')).toHaveTextContent('The recipe list could not be loaded.');
    // The header still works.
    expect(screen.getByRole('link', { name: 'Simple Recipes For Everyone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Filters' })).toBeInTheDocument();
    const attempts = loadModule.mock.calls.length;

    available = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('remote-catalog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadModule.mock.calls.length).toBe(attempts + 1);
  });

  it('keeps the other routes working', async () => {
    const { loader } = fakeLoader({ catalog: () => Promise.reject(new Error('down')) });
    const { user } = await renderApp('/', loader);
    await screen.findByRole('alert');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a remote that throws while rendering', () => {
  it('shows that the area stopped, and Retry renders it again', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render bug');
      return <p>recipe page works</p>;
    }
    const { loader } = fakeLoader({ recipeView: async () => ({ default: Flaky }) });
    const { user } = await renderApp('/lemon-tart', loader);

    expect(await screen.findByRole('alert')).toHaveTextContent('This recipe ran into a problem and stopped.');
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('recipe page works')).toBeInTheDocument();
  });
});

describe('a remote whose module has no page component', () => {
  it('is reported as a load failure', async () => {
    const { loader } = fakeLoader({ catalog: async () => ({ somethingElse: 1 }) });
    await renderApp('/', loader);
    expect(await screen.findByRole('alert')).toHaveTextContent('The recipe list could not be loaded.');
  });
});

describe('the area of a loaded remote', () => {
  it('says which remote and which release version runs there', async () => {
    const { loader } = fakeLoader({ catalog: async () => ({ default: fakePage('catalog') }) });
    const versioned = { ...loader, loadedVersion: (key: string) => (key === 'catalog' ? '3f9a1c0b2d4e' : undefined) };
    await renderApp('/', versioned);
    const page = await screen.findByTestId('remote-catalog');
    expect(page.closest('[data-remote="mf-catalog"]')).toHaveAttribute('data-remote-version', '3f9a1c0b2d4e');
  });
});
