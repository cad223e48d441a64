// Times are stored as epoch milliseconds and leave the store as ISO 8601 strings with milliseconds (UTC).

export function toIso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

/** Epoch ms of an ISO string, or undefined when it is not a date. */
export function parseIso(value: string): number | undefined {
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}
