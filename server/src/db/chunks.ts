/** Splits items into consecutive batches of at most `size` (at least 1). */
export function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  const step = Math.max(1, Math.floor(size));
  for (let start = 0; start < items.length; start += step) yield items.slice(start, start + step);
}
