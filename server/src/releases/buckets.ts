// Canary by bucket (docs/design.md §7): each visitor gets a random bucket 0–99 in a first-party cookie on the first page it
// loads; a canary at N % serves buckets 0…N-1. The same bucket on every request keeps a visitor on one version for
// the whole visit and across reloads. The bucket is a random number, nothing personal.
import { randomInt } from 'node:crypto';

export const BUCKET_COOKIE = 'sr_bucket';
/** A year: long enough that a returning visitor keeps its version while a canary runs. */
export const BUCKET_MAX_AGE_S = 365 * 24 * 60 * 60;

export function parseBucket(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

export function newBucket(): number {
  return randomInt(100);
}

export function inCanary(bucket: number, percent: number): boolean {
  return bucket < percent;
}
