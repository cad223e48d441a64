/**
 * A page for the importer's tests: `recipe` as its JSON-LD block (a schema.org Recipe unless it names another type),
 * `body` as what the page shows.
 */
export function recipePage(recipe: Record<string, unknown>, body = ''): string {
  const data = JSON.stringify({ '@type': 'Recipe', ...recipe });
  return `<html><head><script type="application/ld+json">${data}</script></head><body>${body}</body></html>`;
}
