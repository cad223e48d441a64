// Control characters (NUL above all, which PostgreSQL cannot store) have no place in recipe text. Tabs and line
// breaks are fine.

/** Control characters other than tab, line feed and carriage return. */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_CHARACTER_MESSAGE = 'This text contains a character that is not allowed.';

/** Paths (`recipe.name`, `ingredients[0].ingredients[1].amount`) of the strings in `value` with a control character. */
export function pathsWithControlCharacters(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => pathsWithControlCharacters(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      pathsWithControlCharacters(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** Every control character (including tab and line breaks) becomes a space: for search terms and filters. */
export function controlCharactersToSpaces(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ');
}
