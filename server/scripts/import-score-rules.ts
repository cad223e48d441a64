// How `npm run import:score` compares the importer's result with the corpus (issue 14): texts after Unicode NFKC,
// decoded HTML entities and collapsed whitespace, ignoring case and punctuation; lists one for one, in order.
import type { ImportField } from '@simple-recipes/shared-api/types';
import { plainText } from '../src/imports/text';

export const FIELDS = ['name', 'ingredients', 'steps', 'serving_count', 'prep_time', 'cooking_time'] as const;
export type Field = (typeof FIELDS)[number];

/** The fields of a corpus page's `.json` the score reads. */
export interface CorpusExpectation {
  title: string;
  /** A list of lines; on a few pages one text of them, a line a line. */
  ingredients: string[] | string;
  instructions_list: string[] | string | null;
  yields?: string | null;
  prep_time?: number | null;
  cook_time?: number | null;
  canonical_url?: string;
}

export function normalized(text: string): string {
  return plainText(text.normalize('NFKC'))
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One string a value is compared by: texts normalized, lists joined line by line, numbers as they are. */
export function comparable(value: unknown): string {
  if (Array.isArray(value)) return value.map((entry) => normalized(String(entry))).join('\n');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return normalized(value);
  return '∅';
}

/** The expected lines of a list field, also where the page's `.json` gives them as one text of lines. */
export function expectedLines(value: string[] | string | null | undefined): string[] | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'string' ? value.split(/\r?\n/).filter((line) => line.trim()) : value;
}

/** The first number in `yields` when it counts servings or people (or is a bare number); otherwise not checked. */
export function expectedServings(yields: string | null | undefined): number | undefined {
  if (!yields) return undefined;
  const match = /\d+/.exec(yields);
  if (!match) return undefined;
  const bare = /^\s*\d+\s*$/.test(yields);
  return bare || /\b(servings?|serves|people|persons?)\b/i.test(yields) ? Number(match[0]) : undefined;
}

/** The import field a save error's path (`recipe.name`, `steps[0].steps[2].step`) is about. */
function importFieldOf(path: string): string {
  return /^recipe\.(\w+)/.exec(path)?.[1] ?? /^(\w+)/.exec(path)?.[1] ?? path;
}

/**
 * The save errors of a draft saved as it was imported that the page is not to blame for: a field the draft lists as
 * missing (no steps on the page, no servings) is the editor's to fill; any other is a draft the importer got wrong.
 */
export function unexplainedSaveErrors(errors: Record<string, string>, missing: readonly ImportField[]): string[] {
  return Object.entries(errors)
    .filter(([path]) => !(missing as readonly string[]).includes(importFieldOf(path)))
    .map(([path, message]) => `${path}: ${message}`);
}
