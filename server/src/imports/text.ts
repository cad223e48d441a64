// Text as a page gives it (HTML fragments, entities, odd spacing) made into plain text for a field.
import { load, type CheerioOptions } from 'cheerio';

/**
 * Pages are parsed with htmlparser2 (cheerio's `xml.xmlMode: false`), not parse5: about six times faster on real
 * recipe pages, and the importer needs the elements and their text, not the HTML5 tree-building corrections.
 */
export const PARSE_OPTIONS: CheerioOptions = { xml: { xmlMode: false, decodeEntities: true } };

/** Plain text of a string that may hold markup or HTML entities (decoded twice: pages often double-encode). */
export function plainText(value: string): string {
  let text = value;
  for (let round = 0; round < 2 && /[<&]/.test(text); round += 1) {
    // Block elements and <br> separate words, as a browser would show them.
    const spaced = text.replace(/<(br|\/p|\/li|\/div|\/h\d)\b[^>]*>/gi, ' $&');
    text = load(spaced, PARSE_OPTIONS, false).text();
  }
  return collapseSpaces(text);
}

export function collapseSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim();
}

/** The text of a JSON-LD value: a string, a number, or the first text of a list or `{ "@value" }`. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return plainText(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) {
    for (const entry of value) {
      const text = textOf(entry);
      if (text) return text;
    }
    return '';
  }
  if (value && typeof value === 'object' && '@value' in value) return textOf((value as { '@value': unknown })['@value']);
  return '';
}

/** Cuts text to `max` characters at a word boundary when there is one near the end. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.8 ? cut.slice(0, space) : cut).trim();
}
