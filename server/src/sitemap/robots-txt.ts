// robots.txt: every page may be crawled but the editor's forms and the log-in page (nothing for a search engine
// there, and no index of them wanted); the sitemap is named with its absolute address, as the protocol requires.
// The API stays open to crawlers: a search engine that runs the page's scripts needs it to see what a reader sees.

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /login',
    'Disallow: /create',
    'Disallow: /*/update',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
