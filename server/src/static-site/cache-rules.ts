// Cache rules of docs/design.md §2: what names a build's content (index.html, remotes.json, manifests, remoteEntry.js)
// is revalidated every time; content-hashed chunks never change under their name, so they are cached for a year.

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `main.3f9a1c0b2d.js`, `bootstrap.0a1b2c3d4e.css`, and their `.map`/`.br`/`.gz` siblings. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|jpe?g|webp|avif|svg)(?:\.map)?(?:\.br|\.gz)?$/;

export function cacheControlFor(fileName: string): string {
  return CONTENT_HASHED.test(fileName) ? IMMUTABLE : NO_CACHE;
}
