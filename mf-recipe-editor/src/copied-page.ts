/**
 * The most bytes a copied page's markup may take as the JSON it is sent in (the server takes a body of up to 6 MiB):
 * counted as sent, since its quotes are escaped and letters of other scripts take several bytes each.
 */
const MAX_COPIED_PAGE_BYTES = 5_000_000;

const sentSize = (markup: string) => new TextEncoder().encode(JSON.stringify(markup)).length;

/**
 * The markup a paste carries besides its text (`text/html`), when it is a page or an article copied from a browser
 * (it has a main heading): its headings and lists say where the name, the ingredients and the steps are, where its
 * text alone starts with the page's menus and skip links. A recipe card copied alone (no `<h1>`) is read better from
 * its text, whose lines the importer knows; so is anything too large to send.
 */
export function copiedPageOf(markup: string): string | null {
  return /<h1[\s>]/i.test(markup) && sentSize(markup) <= MAX_COPIED_PAGE_BYTES ? markup : null;
}
