// Counts written as words at the start of an ingredient's amount ("One 15-ounce can", "a pinch of", "halve tl"):
// the importer reads them as amounts, and the recipe page scales them as it scales figures.

/** Numbers written as English words, as recipes write counts and durations ("two eggs", "twenty minutes"). */
export const ENGLISH_NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
};

/** Words that count, and the number each stands for. */
export const COUNT_WORDS: Readonly<Record<string, number>> = {
  ...ENGLISH_NUMBER_WORDS,
  half: 0.5,
  halve: 0.5,
  halbe: 0.5,
  halv: 0.5,
  demi: 0.5,
  media: 0.5,
  medio: 0.5,
  meia: 0.5,
  meio: 0.5,
  mezza: 0.5,
  mezzo: 0.5,
  // Articles: one of the measure that follows ("a pinch of", "eine Handvoll", "una pizca").
  a: 1,
  an: 1,
  ein: 1,
  eine: 1,
  einen: 1,
  een: 1,
  un: 1,
  une: 1,
  una: 1,
  uno: 1,
  um: 1,
  uma: 1,
  et: 1,
  ett: 1,
  en: 1,
};

/** Articles count one only of a measure ("a pinch of salt"), never of the thing itself ("an egg", "a little"). */
export const COUNTING_ARTICLES: ReadonlySet<string> = new Set([
  'a',
  'an',
  'ein',
  'eine',
  'einen',
  'een',
  'un',
  'une',
  'una',
  'uno',
  'um',
  'uma',
  'et',
  'ett',
  'en',
]);

export interface CountWord {
  /** The word as written: "One". */
  word: string;
  /** What it counts: 1. */
  value: number;
}

/** The count word a text starts with, followed by more text ("One 15-ounce can"), or null. */
export function leadingCountWord(text: string): CountWord | null {
  const first = /^(\p{L}+)\s+\S/u.exec(text);
  if (!first) return null;
  const word = first[1] as string;
  const value = COUNT_WORDS[word.toLowerCase()];
  return value === undefined ? null : { word, value };
}

/** Unicode's vulgar fractions, as amounts are written with them ("½ cup", "1¾ tsp"). */
export const VULGAR_FRACTIONS = '¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';

/**
 * Words between the two ends of a range in the languages recipes are written in: "2 to 3", "1 or 2", "450 à 500",
 * "2 bis 3", "1 a 2", "2 tot 3", "1 ou 2", "2 до 3". The importer reads such an amount as one, and the recipe page
 * scales both ends.
 */
export const RANGE_WORDS: readonly string[] = ['to', 'or', 'à', 'a', 'bis', 'tot', 'til', 'till', 'ou', 'o', 'до'];

/** Words between a whole number and its fraction: "1 and 1/2", "1 e 1/2", "1 y 1/2" (one and a half). */
export const AND_WORDS: readonly string[] = ['and', 'e', 'y', 'et', 'und', 'en'];
