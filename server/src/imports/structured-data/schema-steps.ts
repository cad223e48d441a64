// The steps of a schema.org Recipe in their sections: `recipeInstructions` in the shapes real pages use (strings or
// lists, HowToSection / HowToStep / ItemList with nested itemListElement, one block of HTML or lines, JSON in a
// string), without the names and lines that are no steps (a label over them, the part's name, the step's number).
import { load } from 'cheerio';
import type { FoundSection } from '../found-recipe';
import { sectionsOfLabelledLines } from '../data-fixes/labelled-step-lines';
import { STEP_WORDS } from '../markup/part-words';
import {
  joinedLines,
  numberedStepsOf,
  STEP_NUMBER_ENDING,
  STEP_NUMBER_TITLE,
  withoutStepLabel,
} from '../numbered-steps';
import { letters, PARSE_OPTIONS, plainText, RECIPE_WORD_ALONE, textOf } from '../text';
import { hasType, isObject, type JsonObject } from './json-ld';
import { withoutStepNumbers } from './step-numbering';

const MAX_DEPTH = 8;

/** Lines of a block of text or HTML: list entries or paragraphs when it has them, else its lines. */
export function linesOf(block: string): string[] {
  // A line with no letter or digit ("[{" of a broken attribute, a lone "-") says nothing.
  return blockLines(block).filter((line) => /[\p{L}\p{N}]/u.test(line));
}

function blockLines(block: string): string[] {
  if (/<(li|p|br|div)\b/i.test(block)) {
    const $ = load(block, PARSE_OPTIONS, false);
    const entries = $('li').length > 0 ? $('li') : $('p');
    // Each entry, and each line a <br> breaks an entry into (<p><b>DRESSING</b><br>1/2 cup mayonnaise<br>…</p>).
    if (entries.length > 1)
      return entries
        .toArray()
        .flatMap((entry) => ($(entry).html() ?? '').split(/<br\s*\/?>/i).map((line) => plainText(line)))
        .filter(Boolean);
    return block
      .split(/<br\s*\/?>|<\/p>|<\/div>|\n/i)
      .map((line) => plainText(line))
      .filter(Boolean);
  }
  return block
    .split(/\r?\n|\r/)
    .map((line) => plainText(line))
    .filter(Boolean);
}

/**
 * Lines of a text numbered "1.", "2.", … where a step runs over a line break ("5.吉利丁片泡软…\n奶油奶酪… 6.加入…"): the
 * steps the numbering parts the whole text into.
 */
function numberedAcrossLines(lines: string[]): string[] {
  if (lines.length < 2) return lines;
  const steps = numberedStepsOf(joinedLines(lines));
  return steps.length > 1 ? steps : lines;
}

const sameStart = (text: string) => text.toLowerCase().replace(/[\s.…]+$/, '');

/**
 * A step's lines: its text, led by its name when the name is a title of its own ("Make the sauce") rather than a
 * copy or a cut-short copy of the text, as the page shows it.
 */
function stepLines(node: JsonObject, reading: Reading): string[] {
  const [first = '', ...more] = paragraphsOf(textOf(node.text) ? node.text : node.description);
  const text = withoutStepLabel(first);
  const name = textOf(node.name);
  if (!text) return name ? [name] : [];
  const numbering = STEP_NUMBER_TITLE.test(name) || STEP_NUMBER_ENDING.test(name);
  // A copy of the text cut short ("Salat1. Wa..." over "Salat", "1. Wasser…") is no title either. A short name the
  // text starts with only in other letter case ("Re-Roll" over "Re-roll any dough…") is a title the page shows.
  const cutShort = name.length >= 30 || /(?:\.\.\.|…)$/.test(name);
  const copy =
    text.startsWith(name.replace(/\.+$/, '')) ||
    (cutShort &&
      (sameStart(text).startsWith(sameStart(name)) || letters([text, ...more].join(' ')).startsWith(letters(name))));
  // A name in small letters, one word or a slug ("combine", "cooking-beef"), is a key the recipe plugin files the
  // step under, not a title written for the reader.
  const tagWord = /^\p{Ll}+(?:-\p{Ll}+)*$/u.test(name.trim());
  if (!name || numbering || copy || tagWord || reading.kindNames.has(name)) return [text, ...more];
  reading.titles.add(name);
  return [name, text, ...more];
}

/**
 * A step's text, as its paragraphs: a text, or a list of them (microdata gives a step's description of several
 * paragraphs, <p>Boil the pasta.<p>Drain it., as a list), none of which is lost.
 */
function paragraphsOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).map((entry) => textOf(entry)).filter(Boolean);
}

/** Instructions some pages put in a string holding JSON. */
function embeddedJson(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Names shared by this many steps say what kind of step each is, not what it does. */
const KIND_NAME_STEPS = 3;

/**
 * Step names that several steps share ("Ajout d'ingrédient" on every step that adds one, "Programmation du
 * Thermomix"): kinds of step, which name none of them.
 */
function kindNamesOf(value: unknown, depth = 0, counts = new Map<string, number>()): Set<string> {
  if (depth <= MAX_DEPTH) {
    if (Array.isArray(value)) for (const entry of value) kindNamesOf(entry, depth + 1, counts);
    else if (isObject(value)) {
      const name = textOf(value.name);
      if (name && (textOf(value.text) || textOf(value.description))) counts.set(name, (counts.get(name) ?? 0) + 1);
      for (const child of [value.itemListElement, value.steps, value.item]) kindNamesOf(child, depth + 1, counts);
    }
  }
  return new Set([...counts].filter(([, times]) => times >= KIND_NAME_STEPS).map(([name]) => name));
}

/** What reading the steps needs besides them: the names that title no step, and the titles found. */
interface Reading {
  kindNames: ReadonlySet<string>;
  titles: Set<string>;
}

/** A section being read; `sealed` once a named section has ended, so later loose steps start a new unnamed one. */
type OpenSection = FoundSection<string> & { sealed?: boolean };

/** Reads instructions into sections; steps outside any HowToSection go into unnamed sections between them. */
function readInstructions(value: unknown, sections: OpenSection[], depth: number, reading: Reading): void {
  if (depth > MAX_DEPTH || value === null || value === undefined) return;
  const current = () => {
    let last = sections[sections.length - 1];
    if (!last || last.sealed) {
      last = { name: '', items: [] };
      sections.push(last);
    }
    return last;
  };
  if (typeof value === 'string') {
    const parsed = embeddedJson(value);
    const lines = parsed === undefined ? linesOf(value) : [];
    const labelled = sectionsOfLabelledLines(lines);
    if (parsed !== undefined) readInstructions(parsed, sections, depth + 1, reading);
    else if (labelled) for (const section of labelled) sections.push({ ...section, sealed: true });
    else current().items.push(...numberedAcrossLines(lines));
    return;
  }
  if (Array.isArray(value)) {
    // A list of texts is a step a text: a line break inside one is the step's own, not a step of its own.
    const stepTexts = value.length > 1 && value.every((entry) => typeof entry === 'string');
    for (const entry of value) {
      if (stepTexts && !/<(li|p|br|div)\b/i.test(entry as string) && embeddedJson(entry as string) === undefined) {
        const line = plainText(entry as string);
        if (/[\p{L}\p{N}]/u.test(line)) current().items.push(line);
      } else readInstructions(entry, sections, depth + 1, reading);
    }
    return;
  }
  if (!isObject(value)) return;
  // An ItemList's ListItem holds its step as its `item`.
  if (isObject(value.item) && !textOf(value.text)) {
    readInstructions(value.item, sections, depth + 1, reading);
    return;
  }
  const children = value.itemListElement ?? value.steps;
  if (
    hasType(value, 'HowToSection') ||
    (children !== undefined && !hasType(value, 'HowToStep') && textOf(value.name))
  ) {
    const section: OpenSection = { name: textOf(value.name), items: [] };
    sections.push(section);
    readInstructions(children, sections, depth + 1, reading);
    section.sealed = true;
    return;
  }
  if (children !== undefined && !textOf(value.text)) {
    readInstructions(children, sections, depth + 1, reading);
    return;
  }
  const lines = stepLines(value, reading);
  if (lines.length > 0) current().items.push(...lines);
}

/**
 * "Instructions", "Zubereitung", "Modo de preparo" name no group when they head all the steps; beside other
 * sections ("Preparation", then "Baking") such a name is one of the recipe's parts and stays. The word "Recipe"
 * alone names no part anywhere.
 */
function generalNameDropped(sections: Array<FoundSection<string>>): Array<FoundSection<string>> {
  const general = (section: FoundSection<string>) => STEP_WORDS.test(section.name) && section.name.length < 40;
  const named = sections.filter((section) => section.name);
  if (named.length === 1 && general(named[0] as FoundSection<string>))
    return sections.map((section) => ({ ...section, name: '' }));
  // "Recipe" ("Oppskrift") names no part of the recipe, beside other sections too.
  return sections.map((section) => (RECIPE_WORD_ALONE.test(section.name.trim()) ? { ...section, name: '' } : section));
}

/** A short line ending in a colon, without a number: a label ("Zo maak je het:", "Method:", "For the sauce:"). */
const LABEL_LINE = /^\D{1,40}[:：]$/u;

/**
 * Label lines among steps read as one list ("Butter Block:", steps, "Lock in Butter Block:", steps), two or more,
 * each followed by steps: the names of the groups they head, no steps.
 */
function labelledGroups(sections: Array<FoundSection<string>>): Array<FoundSection<string>> {
  return sections.flatMap((section) => {
    const isLabel = (line: string, index: number) =>
      LABEL_LINE.test(line.trim()) &&
      index < section.items.length - 1 &&
      !LABEL_LINE.test(section.items[index + 1]?.trim() ?? '');
    if (section.name || section.items.filter(isLabel).length < 2) return [section];
    const groups: Array<FoundSection<string>> = [];
    section.items.forEach((line, index) => {
      const last = groups.at(-1);
      if (isLabel(line, index)) groups.push({ name: line.replace(/\s*[:：]\s*$/u, '').trim(), items: [] });
      else if (last) last.items.push(line);
      else groups.push({ name: '', items: [line] });
    });
    return groups;
  });
}

/**
 * A label as the first step, and the only one, before steps numbered from 1 ("Zo maak je het:", then "1. Kook de
 * ravioli…") announces the steps: it is outside their count, no step, and no group of them. (A label before
 * unnumbered steps may name their group, "Creamy Basil-Mint Pesto:", and stays.)
 */
function leadLabelDropped(sections: Array<FoundSection<string>>): Array<FoundSection<string>> {
  const [first, ...rest] = sections;
  const lines = sections.flatMap((section) => section.items.map((line) => line.trim()));
  const labels = lines.filter((line) => LABEL_LINE.test(line));
  if (!first || first.name || lines.length < 3 || labels.length !== 1 || labels[0] !== lines[0]) return sections;
  if (!/^1\s*[.)]\s/.test(lines[1] ?? '')) return sections;
  return [{ ...first, items: first.items.slice(1) }, ...rest].filter((section) => section.items.length > 0);
}

/**
 * The part's name as the first line of the steps, alone ("Modo de Preparo", "Instructions:"): the title the page
 * sets over them inside the element the data reads, no step.
 */
function leadPartNameDropped(sections: Array<FoundSection<string>>): Array<FoundSection<string>> {
  const [first, ...rest] = sections;
  const lead = first?.items[0]?.trim() ?? '';
  const steps = sections.reduce((count, section) => count + section.items.length, 0);
  const word = STEP_WORDS.exec(lead);
  if (!first || first.name || steps < 2 || !word || word.index !== 0) return sections;
  // The name alone, not a title that starts with it ("Préparation de la rhubarbe").
  if (lead.slice(word[0].length).replace(/[\s:.]+$/u, '') !== '') return sections;
  return [{ ...first, items: first.items.slice(1) }, ...rest].filter((section) => section.items.length > 0);
}

/**
 * Instructions that only repeat the recipe's description (or the start of it: "Make the best cake with this
 * recipe! Serve…") are no steps.
 */
function isDescription(sections: Array<FoundSection<string>>, description: string): boolean {
  const items = sections.flatMap((section) => section.items);
  if (items.length !== 1 || !description) return false;
  const step = letters(items[0] as string);
  const told = letters(description);
  return step.length >= 40 && told.startsWith(step);
}

/** The recipe's steps in their sections, and the titles of their own the data gives steps. */
export function schemaStepSections(
  instructions: unknown,
  description: string,
): { sections: Array<FoundSection<string>>; titles: string[] } {
  const read: OpenSection[] = [];
  const reading: Reading = { kindNames: kindNamesOf(instructions), titles: new Set() };
  readInstructions(instructions, read, 0, reading);
  const sections = isDescription(read, description)
    ? []
    : read.filter((section) => section.items.length > 0).map(({ name, items }) => ({ name, items }));
  return {
    sections: withoutStepNumbers(leadLabelDropped(leadPartNameDropped(generalNameDropped(labelledGroups(sections))))),
    titles: [...reading.titles],
  };
}
