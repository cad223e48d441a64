// What an editor pastes instead of a page's HTML: the recipe's text copied from the page (or typed), or its JSON-LD.
// Text is laid out as the page it came from would be (the name as the heading, each part under its own heading, its
// lines as a list), so the page reader that reads every other page reads it too.
import { isAmountOnly, startsWithQuantity } from '../lines/ingredient-line';
import { jsonAsPage } from '../structured-data/json-ld';
import { STEP_NUMBER_ALONE, STEP_WORD } from '../numbered-steps';
import {
  endsTheSteps,
  factsOf,
  isAdLabel,
  isCardControl,
  isLabelledTime,
  isTitleLine,
  isUnusedFact,
  isYieldFact,
  LINK_MARK,
  listsStepIngredients,
  TICK_BOX,
  withoutScaleButtons,
  withTimeUnitsRejoined,
} from './recipe-card-copy';
import { servingsBesideWord } from '../lines/servings';
import {
  FOR_GROUP,
  groupName,
  headingsOf,
  isInCapitals,
  partOf,
  type Part,
  withoutPassingIngredientHeadings,
} from './text-headings';
import { unmarkedGroupNames } from './unmarked-groups';

/** A tag, a comment or a doctype: a "<" in "cook < 5 min" or "<3" is text. */
const MARKUP = /<[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<\/[a-z][a-z0-9-]*\s*>|<!--|<!doctype\b/i;

/** Whether the pasted text holds no markup at all. */
export function isPlainText(text: string): boolean {
  return !MARKUP.test(text);
}

/** How a JSON document starts. */
const JSON_START = /^\s*[[{]/;

/** Whether the pasted text is a JSON document (a recipe's JSON-LD copied without its script tag). */
export function isJson(text: string): boolean {
  if (!JSON_START.test(text)) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A list mark or a step's number written before its text: "• ", "- ", "1. ", "2) ", "Step 3: ", "Schritt 2 – ". */
const LINE_MARK = new RegExp(
  [
    String.raw`^[•·▪●◦*–—-]\s+`,
    String.raw`^(?:(?:${STEP_WORD})\s*)?\d{1,2}\s*[.):]\s+`,
    String.raw`^(?:${STEP_WORD})\s*\d{1,2}\s*[-–—]\s+`,
  ].join('|'),
  'iu',
);

/**
 * The lines with those before the first part parted into one fact a line, and the facts the form has no field for
 * left out (some cards list them after the steps).
 */
function withCardFacts(copied: string[]): string[] {
  const lines = withTimeUnitsRejoined(copied);
  const firstPart = headingsOf(lines).findIndex(Boolean);
  const intro = (firstPart < 0 ? lines : lines.slice(0, firstPart))
    .flatMap((line) => factsOf(line))
    .map((line) => line.trim())
    .filter((line) => !isUnusedFact(line, true));
  return [...intro, ...(firstPart < 0 ? [] : lines.slice(firstPart))]
    .map((line) => line.trim())
    .filter((line) => line && !isUnusedFact(line));
}

/** Which lines name an ingredient group without a mark of their own, each ingredients part read alone. */
function unmarkedGroupsOf(lines: Array<{ line: string; heading: Part | undefined }>): Set<number> {
  const found = new Set<number>();
  let start = -1;
  lines.forEach(({ heading }, index) => {
    if (!heading) return;
    if (start >= 0) runGroups(start, index);
    start = heading === 'ingredients' ? index + 1 : -1;
  });
  if (start >= 0) runGroups(start, lines.length);
  return found;

  function runGroups(from: number, to: number) {
    const run = lines.slice(from, to).map(({ line }) => line);
    for (const at of unmarkedGroupNames(run)) found.add(from + at);
  }
}

/** An amount and nothing else, perhaps with its other measure after it in parentheses ("⅓ cup (80ml)"). */
function isAmountAlone(line: string): boolean {
  const other = /^(.*\S)\s*\(([^()]+)\)$/u.exec(line);
  return isAmountOnly(line) || (!!other && isAmountOnly(other[1] as string) && isAmountOnly(other[2] as string));
}

/** Whether a step reads as one: a sentence, or a line too long for a button's or a link's words. */
const readsAsStep = (line: string) => line.length >= 40 || /[.!。]$/u.test(line);

/**
 * Whether the line, in capitals as cards set a group's name ("EXTRA BENODIGD", "SAVE"), heads lines of which none
 * reads as a step (a tool, a rating, links to other recipes): the page's next block after the steps.
 */
function headsNoSteps(lines: Array<{ line: string; heading: Part | undefined }>, at: number): boolean {
  const line = lines[at]?.line ?? '';
  if (!isInCapitals(line) || groupName(line) === undefined) return false;
  // "TO SERVE", "FOR THE GLAZE" name what their steps are for, however short those steps are.
  if (FOR_GROUP.test(line) || /^to\s/iu.test(line)) return false;
  const after: string[] = [];
  for (const next of lines.slice(at + 1)) {
    if (next.heading || groupName(next.line) !== undefined) break;
    after.push(next.line);
  }
  return after.length > 0 && !after.some(readsAsStep);
}

const isCapitalsWord = (line: string) => /^\p{Lu}{2,}$/u.test(line);

/**
 * The page a recipe's text would be: its first line that reads as a name (as title and heading), the other lines
 * before the first part as paragraphs (servings and times are read from them), the ingredients and the steps each a
 * heading and a list, their groups headings of a lower rank, and notes after them paragraphs under their heading.
 * Blank lines only part the text.
 */
export function pageOfText(text: string): string {
  const lines = withoutPassingIngredientHeadings(
    withCardFacts(
      text
        .split(/\r\n|\r|\n/)
        // Invisible marks some cards end lines with ("Seasoning:\u2063") would hide a group's colon.
        .map((line) => line.replace(TICK_BOX, '').replace(/^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu, ''))
        .filter(Boolean),
    ),
  );
  const parts = headingsOf(lines);
  // The name is before the ingredients and steps, past a page's other blocks ("Reviews") above them; a label read as
  // no heading ("How to make") is no name either.
  const firstPart = parts.findIndex((part) => part === 'ingredients' || part === 'steps');
  const titles = lines
    .slice(0, firstPart < 0 ? lines.length : firstPart)
    .map((line, index) => (isTitleLine(line) && !partOf(line) ? index : -1))
    .filter((index) => index >= 0);
  // A word in capitals alone ("RECIPES", "DESSERT") is the page's menu or the recipe's category over its name.
  const nameAt = titles.find((index) => !isCapitalsWord(lines[index] as string)) ?? titles[0] ?? -1;
  const name = nameAt < 0 ? '' : (lines[nameAt] as string);
  const rest = lines.map((line, index) => ({ line, heading: parts[index] })).filter((_, index) => index !== nameAt);
  const unmarkedGroups = unmarkedGroupsOf(rest);
  const body: string[] = name ? [`<h1>${escaped(name)}</h1>`] : [];
  let part: Part | undefined;
  let listOpen = false;
  let linesInPart = 0;
  let firstPartAt = -1;
  let laterFacts = 0;
  const closeList = () => {
    if (listOpen) body.push(part === 'steps' ? '</ol>' : '</ul>');
    listOpen = false;
  };
  for (const [index, { line, heading }] of rest.entries()) {
    if (isAdLabel(line) || (part && part !== 'other' && isCardControl(line))) continue;
    if (part === 'ingredients' && isAmountAlone(line)) {
      // An amount on a line of its own, as some cards lay out a line's parts, leads the line after it; a number
      // before a line with its own amount is the card's servings control ("− 8 +").
      const next = rest[index + 1];
      if (next && !next.heading && !startsWithQuantity(next.line)) next.line = `${line} ${next.line}`;
      continue;
    }
    // The card's times after its ingredients ("Preparazione: 20 min") end them: its footer follows. They join the
    // facts before the recipe's parts, where no reader takes "Preparazione" for the steps' heading.
    if (part === 'ingredients' && isLabelledTime(line)) {
      body.splice(firstPartAt + laterFacts, 0, `<p>${escaped(line)}</p>`);
      laterFacts += 1;
      if (linesInPart > 0) {
        closeList();
        part = 'other';
      }
      continue;
    }
    // "Serves 4", "2 Portionen" among the ingredients (a card's servings control) is no ingredient.
    if (part === 'ingredients' && line.length <= 40 && servingsBesideWord(line)) {
      closeList();
      body.push(`<p>${escaped(line)}</p>`);
      continue;
    }
    if (part === 'steps' && listsStepIngredients(line)) continue;
    if (part === 'steps' && (endsTheSteps(line) || (linesInPart > 0 && headsNoSteps(rest, index)))) {
      closeList();
      part = 'other';
    }
    const group =
      part && part !== 'other' ? (groupName(line) ?? (unmarkedGroups.has(index) ? line : undefined)) : undefined;
    if (heading) {
      closeList();
      part = heading;
      linesInPart = 0;
      if (firstPartAt < 0) firstPartAt = body.length;
      body.push(`<h2>${escaped(line.replace(/[:：]$/u, ''))}</h2>`);
    } else if (group) {
      closeList();
      body.push(`<h3>${escaped(group)}</h3>`);
    } else if (!part && isYieldFact(line)) {
      // The yield the card labels ("Servings: 4 meal-size servings or 8 side", "Yield: 4 1x"), marked as a page marks
      // it, without the card's scale buttons.
      body.push(`<p itemprop="recipeYield">${escaped(withoutScaleButtons(line))}</p>`);
    } else if (!part || part === 'other') {
      body.push(`<p>${escaped(line)}</p>`);
    } else if (part === 'ingredients' || !STEP_NUMBER_ALONE.test(line)) {
      if (!listOpen) body.push(part === 'steps' ? '<ol>' : '<ul>');
      listOpen = true;
      linesInPart += 1;
      body.push(`<li>${escaped(line.replace(LINE_MARK, '').replace(LINK_MARK, ''))}</li>`);
    }
  }
  closeList();
  const head = `<head><title>${escaped(name)}</title></head>`;
  return `<!doctype html><html>${head}<body><main>${body.join('')}</main></body></html>`;
}

/**
 * Whether what was pasted is read as a recipe's text: no markup, and not the start of a JSON document (told apart
 * here without parsing it, as the server's thread asks when the reader found nothing).
 */
export function isPastedText(pasted: string): boolean {
  return !JSON_START.test(pasted) && isPlainText(pasted);
}

/** What was pasted, as a page: HTML as it is, a JSON-LD document in its script tag, a recipe's text laid out. */
export function pastedPage(pasted: string): string {
  if (isJson(pasted)) return jsonAsPage(pasted);
  return isPastedText(pasted) ? pageOfText(pasted) : pasted;
}
