// The headings of a recipe's pasted text: the lines that head its parts ("Ingredients", "Method:", "Zutaten für 4
// Personen"), the names of groups inside them ("For the sauce:", "COATING"), and which of several "Ingredients"
// headings a copied page's breadcrumb or menu put before the card's own.
import { startsWithQuantity } from '../lines/ingredient-line';
import { EQUIPMENT_WORDS, INGREDIENT_WORDS, STEP_WORDS } from '../markup/part-words';

/**
 * Headings of what follows a recipe's parts ("Notes", "Recipe Notes", "Nutrition Per Serving", "Tips + Notes"): their
 * lines are neither ingredients nor steps.
 */
const OTHER_PART_NAMES = [
  'notes?|tips?(?:\\(s\\))?|nutrition(?:al)?|storage|serving suggestions?|video|faq|more recipes|comments?|reviews?',
  'notizen|hinweise?|tipps?|nährwerte|remarques?|astuces?|conseils?|commentaires|consigli|notas|consejos',
  'opmerkingen|dicas?|resumo nutricional|wskazówki|næringsindhold|næringsinnhold|näringsvärde',
].join('|');
const OTHER_PART_WORDS = new RegExp(
  [
    `^(?:(?:recipe|cooks|chefs|expert|\\p{L}+['’]s)\\s+)?(?:${OTHER_PART_NAMES})`,
    `(?:\\s*(?:[+&]|and|en|und|et|e|y)\\s*(?:notes|tips|tricks))?`,
    `(?:\\s+(?:per serving|information|info|facts|label))?$`,
  ].join(''),
  'iu',
);

export type Part = 'ingredients' | 'steps' | 'other';

/** "For" in the languages the reader knows ("für 4 Personen"), but French "pour", which is an English verb too. */
const FOR_WORDS = 'for|für|per|voor|para|til|för|dla';

/** What may follow a part's name in its heading: a count or who it serves ("(14)", "für 4 Personen"), or nothing. */
const HEADING_REST = new RegExp(`^(?:$|\\s*[(（\\d]|\\s+(?:${FOR_WORDS}|pour)\\b)`, 'iu');

/**
 * A group's name that says what it is for: "For the dressing", "Pour la salade", "Für den Teig"; French "pour" only
 * before an article, as English "Pour the batter" is a step.
 */
export const FOR_GROUP = new RegExp(
  `^(?:(?:${FOR_WORDS})\\s+\\p{L}|pour\\s+(?:(?:la|le|les|un|une|du|des)\\s+|l['’])\\p{L})`,
  'iu',
);

/**
 * Whether the words start with what the pattern finds, followed by what a heading may add after it; for the steps,
 * a figure after the word is a card's time ("Préparation 30 mn"), not a count.
 */
function headedBy(words: string, pattern: RegExp, countAfter = true): boolean {
  const found = pattern.exec(words);
  const rest = found ? words.slice(found[0].length) : '';
  return !!found && found.index === 0 && HEADING_REST.test(rest) && (countAfter || !/^\s*\d/.test(rest));
}

/**
 * A line that heads a part: "Ingredients", "Method:", "Zutaten für 4 Personen"; not a sentence or a fact that starts
 * so ("Method: Stovetop", "Ingredient substitutions").
 */
export function partOf(line: string): Part | undefined {
  const words = line.replace(/[:：]$/u, '').trim();
  if (words.length > 40 || /[.!?]$/.test(words)) return undefined;
  if (EQUIPMENT_WORDS.test(words) || OTHER_PART_WORDS.test(words)) return 'other';
  if (headedBy(words, INGREDIENT_WORDS)) return 'ingredients';
  if (headedBy(words, STEP_WORDS, false)) return 'steps';
  return undefined;
}

/** Whether the line is set in capitals ("COATING", "EXTRA BENODIGD"): two capitals or more, and no small letter. */
export function isInCapitals(line: string): boolean {
  return /\p{Lu}.*\p{Lu}/u.test(line) && !/\p{Ll}/u.test(line);
}

/**
 * A group's name inside a part: a short line without figures that ends with a colon ("For the sauce:"), is set in
 * capitals ("COATING", as recipe cards show their groups) or says what it is for ("For the dressing", "Pour la
 * salade").
 */
export function groupName(line: string): string | undefined {
  if (line.length > 60 || /\d/.test(line)) return undefined;
  if (/[:：]$/u.test(line)) return line.slice(0, -1).trim();
  return line.length <= 40 && (isInCapitals(line) || FOR_GROUP.test(line)) && !/[.!?]$/.test(line) ? line : undefined;
}

/** How many lines from `from` to the next part's heading start with an amount: the lines a heading has over them. */
function measuredLinesAfter(lines: string[], parts: Array<Part | undefined>, from: number): number {
  let count = 0;
  for (let index = from + 1; index < lines.length && !parts[index]; index += 1) {
    if (startsWithQuantity(lines[index] as string) && /\p{L}{2}/u.test(lines[index] as string)) count += 1;
  }
  return count;
}

/**
 * The lines without the ingredients' headings that a heading of the same words follows with no steps' heading
 * between ("Ingredients" in a page's breadcrumb, or over an article's list, then over the card's): of those, the one
 * over the most measured lines (the last of equals) heads the list. Group headings ("Zutaten für den Teig", "Zutaten
 * für die Füllung") differ in their words and all stay.
 */
export function withoutPassingIngredientHeadings(lines: string[]): string[] {
  const parts = lines.map(partOf);
  const passing = new Set<number>();
  let run: Array<{ at: number; words: string; measured: number }> = [];
  const settle = () => {
    const best = new Map<string, { at: number; measured: number }>();
    for (const heading of run) {
      const kept = best.get(heading.words);
      if (!kept || heading.measured >= kept.measured) best.set(heading.words, heading);
    }
    for (const heading of run) if (best.get(heading.words)?.at !== heading.at) passing.add(heading.at);
    run = [];
  };
  parts.forEach((part, at) => {
    const words = (lines[at] as string).toLowerCase();
    if (part === 'ingredients') run.push({ at, words, measured: measuredLinesAfter(lines, parts, at) });
    else if (part) settle();
  });
  settle();
  return lines.filter((_, at) => !passing.has(at));
}

/** "How to make …", "Here's how to cook …": a heading over the steps that names the dish. */
const WALK_THROUGH_HEADING = /^(?:here(?:'|’)?s\s+)?how\s+to\s+(?:make|cook|prepare|bake)\s+\S/iu;

/**
 * The part each line heads, if any. Steps come after the ingredients: a line that reads as the steps' heading before
 * them, where the steps' heading also follows them, is a label ("Recipe:", "How to make" over the name).
 */
export function headingsOf(lines: string[]): Array<Part | undefined> {
  const parts = lines.map(partOf);
  // "How To Make Linda's Strawberry Cake" after the ingredients heads the steps when they have no other heading after
  // the ingredients; before another one it heads an article's walk-through, after one a group of the steps.
  const firstIngredients = parts.indexOf('ingredients');
  const walkThroughAt = lines.findIndex(
    (line, index) => index > firstIngredients && !parts[index] && line.length <= 100 && WALK_THROUGH_HEADING.test(line),
  );
  if (firstIngredients >= 0 && walkThroughAt > 0 && !parts.slice(firstIngredients).includes('steps')) {
    parts[walkThroughAt] = 'steps';
  }
  const ingredientsAt = parts.indexOf('ingredients');
  if (ingredientsAt > 0 && parts.indexOf('steps', ingredientsAt) > 0) {
    parts.forEach((part, index) => {
      if (part === 'steps' && index < ingredientsAt) parts[index] = undefined;
    });
  }
  return parts;
}
