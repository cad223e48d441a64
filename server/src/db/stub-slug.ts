// The slug of a recipe's name, the base of its stub: the name spelt in ASCII by `transliteration` (its tables
// cover Latin accents and ligatures, Cyrillic, Greek, Chinese, Japanese kana, Hangul, Thai, Arabic …), in lower case,
// each other run of characters one `-`. A name of any script so gets an address that reads as its name.
import { transliterate } from 'transliteration';

/** The longest slug: a long name in a script spelt with several letters a character stays a usable address. */
const MAX_SLUG_LENGTH = 200;

/** "Crème Brûlée!" → `creme-brulee`, "Борщ" → `borshch`, "番茄焗饭" → `fan-qie-ju-fan`; `recipe` when nothing is left. */
export function slugify(name: string): string {
  const slug = transliterate(name.normalize('NFKC'))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!slug) return 'recipe';
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  // Cut between words, or inside the one word a script written without spaces (Thai) gives.
  return slug.slice(0, MAX_SLUG_LENGTH + 1).replace(/-?[^-]*$/, '') || slug.slice(0, MAX_SLUG_LENGTH);
}
