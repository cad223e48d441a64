import { INLINE_CONFIG_ID, loadRemotesConfig, parseRemotesConfig, REMOTES_JSON_URL } from './remotes-config';

afterEach(() => {
  document.body.innerHTML = '';
});

it('keeps the name → URL pairs', () => {
  expect(parseRemotesConfig({ mf_catalog: ' /remotes/mf-catalog/remoteEntry.js ', other: 3, empty: '' })).toEqual({
    mf_catalog: '/remotes/mf-catalog/remoteEntry.js',
  });
});

it.each([null, [], 'x', 5])('refuses %p with a clear message', (value) => {
  expect(() => parseRemotesConfig(value)).toThrow('remotes.json must be a JSON object');
});

it('reads the config the server inlined in the page, without a request', async () => {
  document.body.innerHTML = `<script id="${INLINE_CONFIG_ID}" type="application/json">{"mf_catalog":"http://cdn.test/c/remoteEntry.js"}</script>`;
  const fetchJson = jest.fn();
  await expect(loadRemotesConfig(document, fetchJson)).resolves.toEqual({
    mf_catalog: 'http://cdn.test/c/remoteEntry.js',
  });
  expect(fetchJson).not.toHaveBeenCalled();
});

it('fetches /remotes.json when nothing is inlined (dev server, plain static hosting)', async () => {
  const fetchJson = jest.fn().mockResolvedValue({ mf_recipe_view: '/remotes/mf-recipe-view/remoteEntry.js' });
  await expect(loadRemotesConfig(document, fetchJson)).resolves.toEqual({
    mf_recipe_view: '/remotes/mf-recipe-view/remoteEntry.js',
  });
  expect(fetchJson).toHaveBeenCalledWith(REMOTES_JSON_URL);
});

it('falls back to /remotes.json when the inlined config is broken', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = `<script id="${INLINE_CONFIG_ID}" type="application/json">{broken</script>`;
  const fetchJson = jest.fn().mockResolvedValue({ mf_catalog: '/c.js' });
  await expect(loadRemotesConfig(document, fetchJson)).resolves.toEqual({ mf_catalog: '/c.js' });
});
