// Tags for an imported recipe: only existing tags whose name or shorthand matches one of the page's keywords,
// categories or cuisines (case- and accent-insensitive). No tag is ever made up.
import type { Tag } from '@simple-recipes/shared-api/types';
import { foldText } from '../db/text-fold';

export function matchingTags(keywords: string[], tags: Tag[]): Tag[] {
  const wanted = new Set(keywords.map((keyword) => foldText(keyword).trim()).filter(Boolean));
  return tags.filter((tag) => wanted.has(foldText(tag.tag).trim()) || wanted.has(foldText(tag.shorthand).trim()));
}
