// Tags for an imported recipe: only existing tags whose name or shorthand matches one of the page's keywords,
// categories or cuisines. No tag is ever made up.
import pluralize from 'pluralize';
import type { Tag } from '@simple-recipes/shared-api/types';
import { foldText } from '../db/text-fold';

/** Words this short are left as they are: a shorthand ("DES") is no plural. */
const SHORTEST_PLURAL = 4;

/**
 * A name as tags and keywords are compared: case and accents aside, each word singular (pluralize's English rules),
 * and no spaces or marks between words, so "Desserts" is "Dessert" and "gluten free" is "Gluten-Free".
 */
function matchKey(text: string): string {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length >= SHORTEST_PLURAL ? pluralize.singular(word) : word))
    .join('');
}

/** A keyword and, for one written with its label ("Category: Dessert", "course:main dish"), its value. */
function keywordForms(keyword: string): string[] {
  const labelled = /^[^:]{1,30}:\s*(\S.*)$/u.exec(keyword);
  return labelled ? [keyword, labelled[1] as string] : [keyword];
}

export function matchingTags(keywords: string[], tags: Tag[]): Tag[] {
  const wanted = new Set(keywords.flatMap(keywordForms).map(matchKey).filter(Boolean));
  return tags.filter((tag) => wanted.has(matchKey(tag.tag)) || wanted.has(matchKey(tag.shorthand)));
}
