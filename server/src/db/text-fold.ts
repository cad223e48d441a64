// How names sort and how text is searched, decided once in JavaScript so SQLite and PostgreSQL give the same
// answers: both databases only ever compare the keys and tokens made here.
import pluralize from 'pluralize';

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
 * A recipe's name as names are told apart: folded (case, accents and compatibility forms aside) and trimmed. Two
 * recipes of the same folded name are "the same name" for the duplicate checks (import, collection, the editor's
 * name field), which find them by the start of the sort key.
 */
export function foldedName(name: string): string {
  return foldText(name.trim());
}

/**
 * The key recipes are ordered by: the folded name, then (after a separator that sorts below every visible
 * character, so "Eclair" still comes before "Eclairs") the name itself, so "Eclair" < "eclair" < "éclair" <
 * "Fudge" in a stable, deterministic order. Both databases compare it byte-wise (UTF-8), i.e. by code point.
 */
export function nameSortKey(name: string): string {
  return `${foldedName(name)}\u0001${name.trim()}`;
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
 * One word of a search term. A recipe matches it when a word of its search document starts with `prefix` (the
 * word as typed, folded) or is exactly one of `forms`: the word's other number in English ("eggs" → "egg",
 * "cherry" → "cherries", "knives" → "knife", "cookies" → "cookie"), whole words only, so "peas" finds "pea" but
 * not "peach". Forms the prefix already covers, and one-letter ones, are left out.
 */
export interface SearchWord {
  prefix: string;
  forms: string[];
}

/** Shorter forms ("u" of "us") would match stray letters of ingredient lines. */
const SHORTEST_FORM = 2;

export function searchWordOf(word: string): SearchWord {
  const singular = pluralize.singular(word);
  // pluralize singularizes "cookies" to "cooky"; dropping the "s" gives the "cookie" recipes say.
  const candidates = [singular, pluralize.plural(word), pluralize.plural(singular), word.replace(/s$/, '')];
  // A form starts with the word's first letter: pluralize's pronoun rules ("us" → "me", "they" → "she") give other words.
  const forms = [...new Set(candidates)].filter(
    (form) => [...form].length >= SHORTEST_FORM && !form.startsWith(word) && form[0] === word[0],
  );
  return { prefix: word, forms };
}

/**
 * The words of a search term; null when the trimmed term is shorter than `minLength` (no search at all).
 * A long enough term without any letter or digit ("***") gives [] — it matches nothing.
 */
export function searchTermWords(term: string, minLength: number): SearchWord[] | null {
  const trimmed = term.trim();
  if ([...trimmed].length < minLength) return null;
  return [...new Set(searchTokens(trimmed))].map(searchWordOf);
}
