import { parseSiteUrl, siteOrigin } from './site-origin';

describe('parseSiteUrl', () => {
  it.each([
    ['https://recipes.example.com', 'https://recipes.example.com'],
    ['https://recipes.example.com/', 'https://recipes.example.com'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
  ])('takes %s as the origin %s', (value, origin) => {
    expect(parseSiteUrl(value)).toBe(origin);
  });

  it.each([
    'recipes.example.com',
    'ftp://recipes.example.com',
    'https://recipes.example.com/recipes',
    'https://x.example/?a=1',
  ])('refuses %s, saying what it wants', (value) => {
    expect(() => parseSiteUrl(value)).toThrow(/SITE_URL must be/);
  });
});

describe('siteOrigin', () => {
  it('is SITE_URL when set, whatever the request', () => {
    expect(siteOrigin({ protocol: 'http', host: 'internal:8080' }, 'https://recipes.example.com')).toBe(
      'https://recipes.example.com',
    );
  });

  it('is the address the request was made to otherwise', () => {
    expect(siteOrigin({ protocol: 'https', host: 'Recipes.Example.com' }, undefined)).toBe(
      'https://recipes.example.com',
    );
    expect(siteOrigin({ protocol: 'http', host: '[::1]:8080' }, undefined)).toBe('http://[::1]:8080');
  });

  it('never writes a malformed Host into an address', () => {
    expect(siteOrigin({ protocol: 'http', host: 'evil.example/"><script>' }, undefined)).toBe('http://localhost');
  });
});
