// The XML of sitemaps.org files, written in pieces so a 50,000-address file is never one string in memory.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an XML element (addresses must be entity-escaped, sitemaps.org). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

export const URLSET_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_END = '</urlset>\n';

export function urlEntry(loc: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>\n`;
}

/** The index of a sitemap split into parts. */
export function sitemapIndex(partUrls: string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    partUrls.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}
