// A recipe a blog lays out in rows of two columns, under no heading of its parts: in each row, the ingredients a
// stage needs as bulleted lines ("• 1 EL Olivenöl<br>• 1 EL Butter") beside the paragraphs of that stage's steps
// (<div class="columns"><div>• …</div><div><p>Portionenweise ausbacken.</p></div></div>), row after row. Read as
// the rows' lines in one group and their steps, a line each.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FoundSection } from '../found-recipe';
import { isTooLongForIngredient } from '../lines/ingredient-line';
import { LIST_MARKS, plainText } from '../text';
import { sameBuild } from './element-kinds';
import { LINE_BREAK } from './paragraph-lines';

/** Fewer rows than this are a bulleted note beside a paragraph, not a recipe laid out in rows. */
const ROWS_MIN = 2;

const BULLET = new RegExp(`^${LIST_MARKS}\\s*`, 'u');

/** The lines of the paragraphs an element holds (or is), split at line breaks. */
function linesOf($: CheerioAPI, element: Cheerio<Element>): string[] {
  const paragraphs = element.is('p') ? element.toArray() : element.find('p').toArray();
  return paragraphs.flatMap((paragraph) =>
    ($(paragraph).html() ?? '')
      .split(LINE_BREAK)
      .map((part) => plainText(part))
      .filter(Boolean),
  );
}

/** A row's ingredient lines and steps, when it is two columns of one build, the first all bulleted lines. */
function rowOf($: CheerioAPI, row: Element): { lines: string[]; steps: string[] } | undefined {
  const columns = $(row).children().toArray();
  const [left, right] = columns;
  if (columns.length !== 2 || !left || !right || !sameBuild(left, right)) return undefined;
  // Most rows of two columns are no recipe's: their first text tells at once.
  if (!BULLET.test($(left).text().trimStart())) return undefined;
  const bulleted = linesOf($, $(left));
  if (bulleted.length === 0 || !bulleted.every((line) => BULLET.test(line))) return undefined;
  const lines = bulleted.map((line) => line.replace(BULLET, ''));
  const steps = linesOf($, $(right));
  return steps.length > 0 && !lines.some(isTooLongForIngredient) ? { lines, steps } : undefined;
}

/** A stage's number set apart before its first step (a drop cap: "<mark>2</mark>Fleisch…" reads "2Fleisch…"). */
const STAGE_NUMBER = /^(\d{1,2})(?=\p{Lu})/u;

/** The steps without the stages' numbers, when those run 1, 2, 3… over the steps that have one. */
function withoutStageNumbers(steps: string[]): string[] {
  const numbers = steps.flatMap((step) => STAGE_NUMBER.exec(step)?.[1] ?? []);
  if (numbers.length === 0 || !numbers.every((number, index) => Number(number) === index + 1)) return steps;
  return steps.map((step) => step.replace(STAGE_NUMBER, ''));
}

/** The rows that follow one another (pictures and empty paragraphs between them) from the first such row. */
export function sideBySideParts(
  $: CheerioAPI,
): { ingredientGroups: Array<FoundSection<string>>; stepSections: Array<FoundSection<string>> } | undefined {
  const first = $('body div')
    .toArray()
    .find((element) => rowOf($, element));
  if (!first) return undefined;
  const rows: Array<{ lines: string[]; steps: string[] }> = [];
  for (let node = $(first); node.length > 0; node = node.next()) {
    // Each row's classes may number it ("columns-layout-1", "columns-layout-2"): its build is judged by rowOf.
    const row = rowOf($, node.get(0) as Element);
    if (row) rows.push(row);
    else if (plainText(node.text())) break;
  }
  if (rows.length < ROWS_MIN) return undefined;
  return {
    ingredientGroups: [{ name: '', items: rows.flatMap((row) => row.lines) }],
    stepSections: [{ name: '', items: withoutStageNumbers(rows.flatMap((row) => row.steps)) }],
  };
}
