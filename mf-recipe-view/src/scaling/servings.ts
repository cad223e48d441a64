/** The servings a person may ask for: a whole number from 1 to 999. */
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 999;

/** The servings named by text (a `?servings=` value or what was typed), or null when it is not a whole 1–999. */
export function parseServings(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const servings = Number(trimmed);
  return servings >= MIN_SERVINGS && servings <= MAX_SERVINGS ? servings : null;
}

/** `servings` brought into 1–999. */
export function clampServings(servings: number): number {
  return Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, Math.round(servings)));
}
