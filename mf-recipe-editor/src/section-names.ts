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

/** Where an item is, for assistive technology: "ingredient 2 of Sauce". */
export function itemWhere(kind: 'ingredient' | 'step', index: number, owner: string): string {
  return `${kind} ${index + 1} of ${owner}`;
}

/**
 * How a section's move controls name it: "ingredient section Sauce" once it has a name, else its title
 * ("ingredient section 2"), so it cannot be mistaken for an item of that name.
 */
export function sectionMoveName(kind: 'ingredient' | 'step', index: number, name: string): string {
  const title = sectionTitle(kind, index).toLowerCase();
  return name.trim() ? `${kind} section ${name.trim()}` : title;
}

export type MoveDirection = 'up' | 'down';

/** The index an entry at `index` lands on when moved one place `direction`. */
export function indexAfterMove(index: number, direction: MoveDirection): number {
  return direction === 'up' ? index - 1 : index + 1;
}

/** What the live region says once an entry moved: "Step 3 of Cook moved up, now step 2." */
export function movedMessage(what: string, direction: MoveDirection, nowCalled: string): string {
  return `${what.charAt(0).toUpperCase()}${what.slice(1)} moved ${direction}, now ${nowCalled}.`;
}
