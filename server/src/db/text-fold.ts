// How names sort and how text is searched, decided once in JavaScript so SQLite and PostgreSQL give the same
// answers: both databases only ever compare the keys and tokens made here.

/** Letters that Unicode does not decompose into a base letter plus a mark, folded by hand. */
const EXTRA_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const EXTRA_FOLD_PATTERN = new RegExp(`[${Object.keys(EXTRA_FOLDS).join('')}]`, 'g');

/** Lower-case, accents removed, compatibility forms unified ("Ｃrème" → "creme"). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(EXTRA_FOLD_PATTERN, (letter) => EXTRA_FOLDS[letter] ?? letter);
}

/**
 * The key recipes are ordered by: the folded name, then (after a separator that sorts below every visible
 * character, so "Eclair" still comes before "Eclairs") the name itself, so "Eclair" < "eclair" < "éclair" <
 * "Fudge" in a stable, deterministic order. Both databases compare it byte-wise (UTF-8), i.e. by code point.
 */
export function nameSortKey(name: string): string {
  return `${foldText(name.trim())}\u0001${name.trim()}`;
}

/** The words of a text as the search index and the search box see them: runs of letters and digits, folded. */
export function searchTokens(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Distinct tokens of several texts, in first-seen order. */
export function searchDocument(texts: Iterable<string>): string[] {
  const tokens = new Set<string>();
  for (const text of texts) for (const token of searchTokens(text)) tokens.add(token);
  return [...tokens];
}

/**
 * The words of a search term; null when the trimmed term is shorter than `minLength` (no search at all).
 * A long enough term without any letter or digit ("***") gives [] — it matches nothing.
 */
export function searchTermTokens(term: string, minLength: number): string[] | null {
  const trimmed = term.trim();
  if ([...trimmed].length < minLength) return null;
  return [...new Set(searchTokens(trimmed))];
}
