/** "ingredient section 2" / "step section 1": where a section is, for labels and legends. */
export function sectionTitle(kind: 'ingredient' | 'step', index: number): string {
  return `${kind === 'ingredient' ? 'Ingredient' : 'Step'} section ${index + 1}`;
}

/** What a section's controls say they belong to: its name once it has one, else its title. */
export function sectionOwner(kind: 'ingredient' | 'step', index: number, name: string): string {
  return name.trim() || sectionTitle(kind, index).toLowerCase();
}

/** The index to focus after removing `removed` from a list that had `lengthBefore` entries. */
export function indexAfterRemoval(removed: number, lengthBefore: number): number {
  return Math.min(removed, lengthBefore - 2);
}
