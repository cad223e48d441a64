/** The most of a copied page's markup sent in place of its text (the server takes a JSON body of up to 6 MiB). */
const MAX_COPIED_PAGE = 5_000_000;

/**
 * The markup a paste carries besides its text (`text/html`), when it is a page or an article copied from a browser
 * (it has a main heading): its headings and lists say where the name, the ingredients and the steps are, where its
 * text alone starts with the page's menus and skip links. A recipe card copied alone (no `<h1>`) is read better from
 * its text, whose lines the importer knows; so is anything too large to send.
 */
export function copiedPageOf(markup: string): string | null {
  return markup.length <= MAX_COPIED_PAGE && /<h1[\s>]/i.test(markup) ? markup : null;
}
