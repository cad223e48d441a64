// The origin absolute addresses are written with (canonical links, Open Graph, JSON-LD, the sitemap, robots.txt):
// SITE_URL when set — the one address search engines should know, whichever host or proxy a request came
// through —, else the address the request was made to (Host and protocol; X-Forwarded-* only with TRUST_PROXY).

/** A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Checks SITE_URL: an http(s) origin, nothing after it but an optional `/`. Returns the origin. */
export function parseSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an address such as https://recipes.example.com, got "${value}".`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new Error(`SITE_URL must be the site's origin only (http or https, no path), got "${value}".`);
  }
  return url.origin;
}

export interface RequestAddress {
  /** `http` or `https` (Fastify's request.protocol). */
  protocol: string;
  /** The Host (Fastify's request.host, with its port). */
  host: string;
}

export function siteOrigin(request: RequestAddress, siteUrl: string | undefined): string {
  if (siteUrl) return siteUrl;
  // A malformed Host comes from no browser or crawler; it must not end up in an address.
  const host = HOST.test(request.host) ? request.host.toLowerCase() : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}
