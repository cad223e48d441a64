import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-rules';

it.each([
  'main.0123456789.js',
  '__federation_expose_CatalogPage.0caf72e401.js',
  '540.a7d1ddba3b.js.br',
  'bootstrap.e5d5f5a6f4.css.gz',
  'main.0123456789.js.map',
])('caches the content-hashed %s for a year', (file) => {
  expect(cacheControlFor(file)).toBe(IMMUTABLE);
});

it.each(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'remoteEntry.js.br', 'preload.json'])(
  'revalidates %s every time',
  (file) => {
    expect(cacheControlFor(file)).toBe(NO_CACHE);
  },
);
