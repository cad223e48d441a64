import { parseRemotesConfig, remoteOrigins } from './remotes-config';

it('keeps the known remotes with a URL', () => {
  expect(parseRemotesConfig('{"mf_catalog":" /c.js ","mf_recipe_view":"","other":"/x.js"}', 'remotes.json')).toEqual({
    mf_catalog: '/c.js',
  });
});

it.each(['{', '[]', '"x"', 'null'])('refuses %s with the file named', (text) => {
  expect(() => parseRemotesConfig(text, '/etc/remotes.json')).toThrow('/etc/remotes.json');
});

it('lists the other origins remotes load from', () => {
  expect(
    remoteOrigins({
      mf_catalog: 'https://cdn.example.com/catalog/remoteEntry.js',
      mf_recipe_view: '/remotes/mf-recipe-view/remoteEntry.js',
      mf_recipe_editor: 'https://cdn.example.com/editor/remoteEntry.js',
    }),
  ).toEqual(['https://cdn.example.com']);
});
