// Pictures fetched by an import, kept until the editor saves the recipe: re-encoded by the upload pipeline
// (so only a real, decodable image of an accepted type is ever kept), stored under a random reference in
// DATA_DIR/import-images/, served as a preview, taken by the save that names the reference, and deleted
// after a save used them or once they are older than MAX_AGE_MS (swept at start and every few minutes).
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { deriveImages } from '../../images/derive';
import { contentTypeOf } from '../../images/image-files';

/** A reference: 32 hex characters and the re-encoded picture's extension. Anything else is never opened. */
export const IMPORTED_IMAGE_REFERENCE = /^[0-9a-f]{32}\.(?:webp|jpg|png)$/;
export const MAX_AGE_MS = 6 * 60 * 60 * 1000;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export class ImportedImages {
  constructor(readonly dir: string) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  private pathOf(reference: string): string | null {
    return IMPORTED_IMAGE_REFERENCE.test(reference) ? join(this.dir, reference) : null;
  }

  /** Re-encodes the bytes (415/413 when they are no acceptable image) and keeps them; returns the reference. */
  async keep(bytes: Buffer): Promise<string> {
    const { original } = await deriveImages(bytes);
    const extension = original.name.slice(original.name.lastIndexOf('.') + 1);
    const reference = `${randomBytes(16).toString('hex')}.${extension}`;
    const target = join(this.dir, reference);
    const temp = `${target}.part`;
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(original.data);
    } finally {
      await handle.close();
    }
    try {
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    return reference;
  }

  /** The kept picture's bytes, or null when the reference is not one of ours or has expired. */
  async read(reference: string): Promise<Buffer | null> {
    const path = this.pathOf(reference);
    if (!path) return null;
    try {
      return await readFile(path);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  contentTypeOf(reference: string): string | undefined {
    return IMPORTED_IMAGE_REFERENCE.test(reference) ? contentTypeOf(reference) : undefined;
  }

  async remove(reference: string): Promise<void> {
    const path = this.pathOf(reference);
    if (path)
      await unlink(path).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
  }

  /** Deletes kept pictures (and half-written ones) older than `maxAgeMs`; returns how many. */
  async sweep(maxAgeMs: number = MAX_AGE_MS, now: number = Date.now()): Promise<number> {
    let removed = 0;
    for (const name of await readdir(this.dir)) {
      if (!IMPORTED_IMAGE_REFERENCE.test(name.replace(/\.part$/, ''))) continue;
      const path = join(this.dir, name);
      try {
        if ((await stat(path)).mtimeMs > now - maxAgeMs) continue;
        await unlink(path);
        removed += 1;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return removed;
  }
}
