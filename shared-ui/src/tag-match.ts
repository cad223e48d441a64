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
