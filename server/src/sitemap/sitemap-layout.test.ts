import { MAX_URLS_PER_FILE, partRange, sitemapLayout } from './sitemap-layout';
import { escapeXml, urlEntry } from './sitemap-xml';

describe('sitemapLayout', () => {
  it('is one file while the home page and every recipe fit in 50,000 addresses, then parts', () => {
    expect(MAX_URLS_PER_FILE).toBe(50_000);
    expect(sitemapLayout(0).parts).toBe(1);
    expect(sitemapLayout(49_999).parts).toBe(1);
    expect(sitemapLayout(50_000).parts).toBe(2);
    expect(sitemapLayout(100_000).parts).toBe(3);
  });

  it('gives each part its own run of recipes, the home page in the first', () => {
    // 3 addresses a file: part 1 = home + recipes 0–1, part 2 = recipes 2–4, part 3 = recipes 5–7.
    expect(partRange(1, 3)).toEqual({ home: true, offset: 0, recipes: 2 });
    expect(partRange(2, 3)).toEqual({ home: false, offset: 2, recipes: 3 });
    expect(partRange(3, 3)).toEqual({ home: false, offset: 5, recipes: 3 });
  });
});

describe('sitemap XML', () => {
  it('escapes what XML would read as markup', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    expect(urlEntry('https://x.example/?a=1&b=2', '2026-01-01T00:00:00.000Z')).toBe(
      '<url><loc>https://x.example/?a=1&amp;b=2</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>\n',
    );
  });
});
