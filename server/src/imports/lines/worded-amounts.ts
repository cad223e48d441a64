// Amounts written in words rather than figures: "a pinch of salt", "Handful of mint", "One 15-ounce can beans",
// "eine Prise Salz". Each is read as the line with the figure it stands for, and the words are then put back, so the
// amount stays as the page wrote it.
import { COUNTING_ARTICLES, leadingCountWord } from '@simple-recipes/shared-api/count-words';

/**
 * Measures that are an amount without a number, a little of something: "Pinch of salt" is as much as "1 pinch of
 * salt". Other units need a number ("Pound cake" is no pound of cake).
 */
const AMOUNT_WORDS = new Set([
  'pinch',
  'pinches',
  'dash',
  'dashes',
  'bunch',
  'sprig',
  'handful',
  'handfuls',
  'prise',
  'msp.',
  'msp',
  'messerspitze',
  'handvoll',
  'schuss',
  'snufje',
  'handje',
  'scheutje',
  'pincée',
  'poignée',
  'pizca',
  'puñado',
  'chorrito',
  'pizzico',
  'manciata',
  'knivsudd',
  'nypa',
  'csipet',
  'štipka',
  'štipku',
]);

export interface AmountAndDescription {
  amount: string;
  description: string;
}

/** How a line with figures splits, or undefined where it has no amount. */
type CountedReading = (line: string) => AmountAndDescription | undefined;

/** The reading of `figured`, with the amount's leading `figure` written back as `word`. */
function withWordBack(
  read: CountedReading,
  figured: string,
  figure: string,
  word: string,
): AmountAndDescription | undefined {
  const parts = read(figured);
  if (!parts?.amount.startsWith(figure)) return undefined;
  return { amount: `${word}${parts.amount.slice(figure.length)}`, description: parts.description };
}

/** Whether an amount read after a figure holds more than the figure: a measure ("1 pinch of", "1 8-ounce"). */
function holdsMeasure(amount: string, figure: string): boolean {
  return amount.slice(figure.length).trim() !== '';
}

/**
 * The amount a line writes in words, and the rest of it; undefined when it writes none. `read` splits a line that
 * starts with figures.
 */
export function wordedAmount(line: string, read: CountedReading): AmountAndDescription | undefined {
  const count = leadingCountWord(line);
  if (count) {
    const figure = count.value === 0.5 ? '½' : String(count.value);
    const rest = line.slice(count.word.length).trimStart();
    const parts = withWordBack(read, `${figure} ${rest}`, figure, count.word);
    const article = COUNTING_ARTICLES.has(count.word.toLowerCase());
    return parts && (!article || holdsMeasure(parts.amount, count.word)) ? parts : undefined;
  }
  const first = /^(\S+)\s+(?=\S)/u.exec(line);
  if (!first || !AMOUNT_WORDS.has((first[1] as string).toLowerCase())) return undefined;
  const parts = read(`1 ${line}`);
  if (!parts || !holdsMeasure(parts.amount, '1')) return undefined;
  return { amount: parts.amount.slice(2), description: parts.description };
}
