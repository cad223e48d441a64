import { fakePage } from '../testing/fake-remotes';
import { RemoteLoadError } from './remote-load-error';
import { createRemoteLoader } from './remote-loader';

const catalogModule = { default: fakePage('catalog') };

it('loads a remote page by its federated id and returns its default export', async () => {
  const loadModule = jest.fn().mockResolvedValue(catalogModule);
  const loader = createRemoteLoader({ loadModule });
  await expect(loader.load('catalog')).resolves.toBe(catalogModule.default);
  expect(loadModule).toHaveBeenCalledWith('mf_catalog/CatalogPage');
});

it('accepts the named export of the page when there is no default export', async () => {
  const RecipePage = fakePage('recipeView');
  const loader = createRemoteLoader({ loadModule: async () => ({ RecipePage }) });
  await expect(loader.load('recipeView')).resolves.toBe(RecipePage);
});

it('loads each remote once (preload, then render)', async () => {
  const loadModule = jest.fn().mockResolvedValue(catalogModule);
  const loader = createRemoteLoader({ loadModule });
  loader.preload('catalog');
  await loader.load('catalog');
  await loader.load('catalog');
  expect(loadModule).toHaveBeenCalledTimes(1);
});

it('does not keep a failed attempt: the next load tries again', async () => {
  const loadModule = jest.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce(catalogModule);
  const loader = createRemoteLoader({ loadModule });
  await expect(loader.load('catalog')).rejects.toBeInstanceOf(RemoteLoadError);
  await expect(loader.load('catalog')).resolves.toBe(catalogModule.default);
  expect(loadModule).toHaveBeenCalledTimes(2);
});

it('wraps any failure in a RemoteLoadError naming the remote, keeping the cause', async () => {
  const cause = new Error('ScriptNetworkError');
  const loader = createRemoteLoader({ loadModule: () => Promise.reject(cause) });
  const error = await loader.load('recipeEditor').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RemoteLoadError);
  expect(error).toMatchObject({ remote: 'recipeEditor', cause });
});

it('gives up on a remote that does not answer in time', async () => {
  jest.useFakeTimers();
  try {
    const loader = createRemoteLoader({ loadModule: () => new Promise(() => undefined), timeoutMs: 5000 });
    const result = loader.load('catalog').catch((e: unknown) => e);
    jest.advanceTimersByTime(5000);
    const error = await result;
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect((error as Error).message).toMatch(/did not load within 5 s/);
  } finally {
    jest.useRealTimers();
  }
});

it('reset() forgets a loaded remote so it is fetched again', async () => {
  const loadModule = jest.fn().mockResolvedValue(catalogModule);
  const loader = createRemoteLoader({ loadModule });
  await loader.load('catalog');
  loader.reset('catalog');
  await loader.load('catalog');
  expect(loadModule).toHaveBeenCalledTimes(2);
});

it('preload() ignores pages without a remote and never rejects', async () => {
  const loadModule = jest.fn().mockRejectedValue(new Error('down'));
  const loader = createRemoteLoader({ loadModule });
  loader.preload(null);
  expect(loadModule).not.toHaveBeenCalled();
  loader.preload('catalog'); // an unhandled rejection would fail the test run
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loadModule).toHaveBeenCalledTimes(1);
});
