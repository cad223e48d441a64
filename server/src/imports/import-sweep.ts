// Left-overs of imports are deleted once old (at start, then every 15 minutes): pictures kept by imports that no
// save took, and uploaded collection files a stopped process did not get to remove. Old, not all: another process
// sharing DATA_DIR may be using a fresh one.
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImportedImages } from './web/imported-images';

/** How often app.ts's housekeeping sweeps them. */
export const IMPORT_SWEEP_EVERY_MS = 15 * 60 * 1000;
export const UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const UPLOAD_NAME = /^[0-9a-f]{24}\.upload$/;

/** Deletes uploads older than `maxAgeMs`; returns how many. */
export async function sweepUploads(
  dir: string,
  maxAgeMs: number = UPLOAD_MAX_AGE_MS,
  now: number = Date.now(),
): Promise<number> {
  let removed = 0;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    if (!UPLOAD_NAME.test(name)) continue;
    const path = join(dir, name);
    const stats = await stat(path).catch(() => null);
    if (!stats || stats.mtimeMs > now - maxAgeMs) continue;
    await unlink(path).catch(() => undefined);
    removed += 1;
  }
  return removed;
}

/** One sweep of both kinds of left-overs; the count removed. */
export async function sweepImportLeftovers(importedImages: ImportedImages, uploadDir: string): Promise<number> {
  return (await importedImages.sweep()) + (await sweepUploads(uploadDir));
}
