// Amounts a recipe plugin writes from its fields rather than as a cook would: no quantity as a zero before the
// words standing for one ("0 As required salt"), and a count with the word "Numbers" for its unit ("6 Numbers basil").

/** "0 As required salt", "0 To taste pepper": a zero, then words saying the cook decides how much. */
const ZERO_LEFT_TO_THE_COOK = /^0\s+(as required|as needed|as per taste|to taste)\s+(\S.*)$/iu;

/** "As required water": without the zero only these words, never a name's start ("as you like Celery" stays). */
const AS_REQUIRED_FIRST = /^(as required)\s+(\S.*)$/iu;

/** "6 Numbers basil", "2 Nos onion": a count with a word for "pieces" as its unit, which says nothing more. */
const COUNT_WORD_UNIT = /^(\d[\d./]*)\s+(?:numbers|nos\.?)\s+(?=\p{L})/iu;

/** The line with its amount as the page would write it: "salt, as required", "6 basil". */
export function withAmountAsWritten(line: string): string {
  const trimmed = line.trim();
  const leftToTheCook = ZERO_LEFT_TO_THE_COOK.exec(trimmed) ?? AS_REQUIRED_FIRST.exec(trimmed);
  if (leftToTheCook) return `${(leftToTheCook[2] as string).trim()}, ${(leftToTheCook[1] as string).toLowerCase()}`;
  return trimmed.replace(COUNT_WORD_UNIT, '$1 ');
}
