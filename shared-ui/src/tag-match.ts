import type { Tag } from '@simple-recipes/shared-api/types';

/** Lower case without accents, so "creme" finds "Crème". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The tags not yet selected whose name or shorthand contains the typed text (all of them when nothing is typed). */
export function tagsToOffer(tags: readonly Tag[], selected: readonly Tag[], typed: string): Tag[] {
  const term = fold(typed.trim());
  const chosen = new Set(selected.map((tag) => tag.id));
  return tags.filter(
    (tag) => !chosen.has(tag.id) && (fold(tag.tag).includes(term) || fold(tag.shorthand).includes(term)),
  );
}

/** An option of the picker that is no tag yet: choosing it asks to create a tag of this name. */
export interface CreateTagOption {
  create: string;
}

export type TagOption = Tag | CreateTagOption;

export function isCreateOption(option: TagOption | null | undefined): option is CreateTagOption {
  return !!option && 'create' in option;
}

/**
 * The "Create tag" option for the typed text, or null when nothing is typed or a tag (chosen or not) already has
 * it as its name or its shorthand, accents and case aside.
 */
export function createOptionFor(tags: readonly Tag[], typed: string): CreateTagOption | null {
  const name = typed.trim().replace(/\s+/g, ' ');
  if (name === '') return null;
  const term = fold(name);
  return tags.some((tag) => fold(tag.tag) === term || fold(tag.shorthand) === term) ? null : { create: name };
}
