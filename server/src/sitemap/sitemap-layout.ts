// How the site's addresses are split into sitemap files (sitemaps.org): one file holds at most 50,000 addresses;
// past that, /sitemap.xml becomes an index of parts. Address 0 is the home page, address i ≥ 1 the recipe at
// offset i - 1 in id order, so every part but the last is full and the parts never overlap.

/** The protocol's limit of addresses in one file. */
export const MAX_URLS_PER_FILE = 50_000;

export interface SitemapLayout {
  /** Number of parts: 1 means /sitemap.xml lists every address itself. */
  parts: number;
}

export function sitemapLayout(recipes: number, maxUrlsPerFile = MAX_URLS_PER_FILE): SitemapLayout {
  return { parts: Math.max(1, Math.ceil((recipes + 1) / maxUrlsPerFile)) };
}

export interface PartRange {
  /** Whether the home page is in this part (the first). */
  home: boolean;
  /** Recipes skipped in id order before this part's first. */
  offset: number;
  /** How many recipes this part lists at most. */
  recipes: number;
}

/** The addresses of part `part` (1-based). */
export function partRange(part: number, maxUrlsPerFile = MAX_URLS_PER_FILE): PartRange {
  const first = (part - 1) * maxUrlsPerFile;
  const home = part === 1;
  return { home, offset: home ? 0 : first - 1, recipes: home ? maxUrlsPerFile - 1 : maxUrlsPerFile };
}
