import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteErrorPlugin } from './federation-plugin';
import { RemoteLoadError } from './remote-load-error';

const plugin = remoteErrorPlugin({ timeoutMs: 7000 });
const origin = {} as ModuleFederation;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('turns a failed remote load into a RemoteLoadError for that remote, and logs it', async () => {
  const cause = new Error('ScriptNetworkError: Failed to load script');
  const error = await Promise.resolve()
    .then(() =>
      plugin.errorLoadRemote?.({
        id: 'mf_recipe_view/RecipePage',
        error: cause,
        from: 'runtime',
        lifecycle: 'onLoad',
        origin,
      }),
    )
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RemoteLoadError);
  expect(error).toMatchObject({ remote: 'recipeView', cause });
  expect(console.error).toHaveBeenCalled();
});

it('rethrows failures of modules that are not one of the remotes', async () => {
  const cause = new Error('boom');
  await expect(
    Promise.resolve().then(() =>
      plugin.errorLoadRemote?.({ id: 'react', error: cause, from: 'runtime', lifecycle: 'beforeLoadShare', origin }),
    ),
  ).rejects.toBe(cause);
});

it('gives remote entry scripts a time limit', () => {
  expect(plugin.createScript?.({ url: 'http://x/remoteEntry.js' })).toEqual({ timeout: 7000 });
});
