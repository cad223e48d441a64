// The image folder: content-hash named files, written atomically, removed only when nothing references them.
import { randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdir, open, readdir, link, stat, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { EncodedImage } from './derive';

/** What a stored file name may look like; anything else is never opened (no path tricks). */
export const IMAGE_FILE_NAME = /^[0-9a-f]{40}\.(?:webp|jpg|png)$/;
const TEMP_PREFIX = '.tmp-';

export const IMAGE_CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

export function contentTypeOf(name: string): string | undefined {
  return IMAGE_CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** A stored file opened for reading: its bytes stay readable even if a save removes the file meanwhile. */
export interface OpenedImage {
  size: number;
  /** Closes the file when read to the end or destroyed. */
  stream: ReadStream;
}

export class ImageFiles {
  constructor(readonly dir: string) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  /** Absolute path of a stored file, or null for a name that is not one of ours. */
  pathOf(name: string): string | null {
    return IMAGE_FILE_NAME.test(name) ? join(this.dir, name) : null;
  }

  /**
   * Opens a stored file, or null when there is none (a name that is not one of ours, or a file a save removed).
   * Opened before its size is read: a file removed between looking and reading would fail mid-answer.
   */
  async open(name: string): Promise<OpenedImage | null> {
    const path = this.pathOf(name);
    if (!path) return null;
    let handle: FileHandle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return { size: stats.size, stream: handle.createReadStream() };
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
  }

  /**
   * Writes files that are not there yet; returns the names this call created (a file already present — the
   * same content saved before — is left alone and not returned, so a failed save never deletes it).
   * Each file is written to a temporary name, flushed, then hard-linked into place, so a crash never leaves
   * a half-written file under a real name.
   */
  async writeNew(images: EncodedImage[]): Promise<string[]> {
    const created: string[] = [];
    try {
      for (const image of images) {
        if (await this.createOne(image)) created.push(image.name);
      }
    } catch (error) {
      await this.remove(created);
      throw error;
    }
    return created;
  }

  private async createOne(image: EncodedImage): Promise<boolean> {
    const target = join(this.dir, image.name);
    const temp = join(this.dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(image.data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await link(temp, target);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      await unlink(temp).catch(() => undefined);
    }
  }

  /** Deletes the named files; a file already gone is fine. */
  async remove(names: Iterable<string>): Promise<void> {
    for (const name of names) {
      const path = this.pathOf(name);
      if (!path) continue;
      await unlink(path).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    }
  }

  /**
   * Removes files no recipe references (and leftover temporary files) older than `graceMs` — the grace lets
   * other server processes sharing the folder finish a save they have written files for but not committed.
   * Returns the names removed.
   */
  async sweep(referenced: ReadonlySet<string>, graceMs: number): Promise<string[]> {
    const removed: string[] = [];
    const cutoff = Date.now() - graceMs;
    for (const name of await readdir(this.dir)) {
      const ours = IMAGE_FILE_NAME.test(name) || name.startsWith(TEMP_PREFIX);
      if (!ours || referenced.has(name)) continue;
      const path = join(this.dir, name);
      try {
        if ((await stat(path)).mtimeMs > cutoff) continue;
        await unlink(path);
        removed.push(name);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return removed;
  }
}
