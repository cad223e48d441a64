// The rules of a new tag (Yup), used by the editor's "Create tag" form and by the server's POST /api/tags, so both
// say the same words (docs/design.md §3). React-free; its own subpath, `@simple-recipes/shared-api/tag-schema`, as
// only the editor and the server need it.
import { object, string, ValidationError, type InferType } from 'yup';
import { firstErrorPerPath } from '../schema';

export const TAG_LIMITS = {
  /** Long enough for "Gluten-Free Desserts", short enough for a chip in the picker. */
  nameMax: 40,
  /** Cards show every tag's shorthand on one row of pills (the seeded ones have 2 to 4 letters). */
  shorthandMax: 6,
} as const;

/** A shorthand is written into list links (`?tags=VEG,GF`) and onto cards: ASCII letters and digits only. */
export const SHORTHAND_PATTERN = /^[A-Z0-9]+$/;

/** Control characters (tab and line breaks included) have no place in a one-line name. */
const CONTROL_CHARACTERS = /\p{Cc}/u;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value);

export const newTagSchema = object({
  tag: string()
    .typeError('Tag name must be text.')
    .transform(trimmed)
    .required('Tag name is required.')
    .max(TAG_LIMITS.nameMax, `Tag name must be at most ${TAG_LIMITS.nameMax} characters.`)
    .test('no-control-characters', 'Tag name contains a character that is not allowed.', (value) =>
      value === undefined ? true : !CONTROL_CHARACTERS.test(value),
    ),
  // Stored upper-cased, as the seeded shorthands are: "wkn" and "WKN" are one code in links and on cards.
  shorthand: string()
    .typeError('Shorthand must be text.')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
    .required('Shorthand is required.')
    .max(TAG_LIMITS.shorthandMax, `Shorthand must be at most ${TAG_LIMITS.shorthandMax} characters.`)
    .matches(SHORTHAND_PATTERN, 'Shorthand may hold only letters A–Z and digits.'),
})
  .typeError('Send the new tag as { "tag": "…", "shorthand": "…" }.')
  .required('Send the new tag as { "tag": "…", "shorthand": "…" }.');

/** A new tag after validation: the name trimmed (inner spaces made single), the shorthand upper-cased. */
export type ValidNewTag = InferType<typeof newTagSchema>;

export type ValidateNewTagResult = { ok: true; value: ValidNewTag } | { ok: false; errors: Record<string, string> };

/** Checks every field of a new tag; the cast value, or each failing field's (`tag`, `shorthand`) first message. */
export function validateNewTag(input: unknown): ValidateNewTagResult {
  try {
    return { ok: true, value: newTagSchema.validateSync(input, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: firstErrorPerPath(error) };
    throw error;
  }
}

/** Letters and digits of a name, accents folded, upper-cased, as words: "Crème brûlée" → ["CREME", "BRULEE"]. */
function shorthandWords(name: string): string[] {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toUpperCase()
      .match(/[A-Z0-9]+/g) ?? []
  );
}

/** One word's code, as the seeded ones read: its first letter and the next consonants ("Weeknight" → "WKN"). */
function wordCode(word: string): string {
  const [first = '', ...rest] = word;
  let code = first;
  for (const letter of rest) {
    if (code.length === 3) break;
    if (!'AEIOU'.includes(letter) && letter !== code.at(-1)) code += letter;
  }
  // "Tea" has one consonant: fill up with the word's next letters.
  return code.length >= Math.min(3, word.length) ? code : word.slice(0, 3);
}

/**
 * A shorthand to offer for a new tag's name: a word's code ("Weeknight" → "WKN"), or the initials of several
 * ("Gluten-Free" → "GF"), with a number added while it is one of `taken` ("WKN2"). '' when the name has no letter
 * or digit to take.
 */
export function suggestShorthand(name: string, taken: readonly string[] = []): string {
  const words = shorthandWords(name);
  if (words.length === 0) return '';
  const base = (words.length === 1 ? wordCode(words[0]!) : words.map((word) => word[0]).join('')).slice(
    0,
    TAG_LIMITS.shorthandMax,
  );
  const used = new Set(taken.map((shorthand) => shorthand.toUpperCase()));
  if (!used.has(base)) return base;
  for (let number = 2; number < 100; number++) {
    const numbered = `${base.slice(0, TAG_LIMITS.shorthandMax - String(number).length)}${number}`;
    if (!used.has(numbered)) return numbered;
  }
  return base;
}
