// The image folder: content-hash named files, written atomically, removed only when nothing references them.
import type { ReadStream } from 'node:fs';
import { mkdir, open, readdir, stat, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { TEMP_PREFIX, writeFileAtomic, type AtomicFileSystem } from '../storage/atomic-file';
import type { EncodedImage } from './derive';

/** What a stored file name may look like; anything else is never opened (no path tricks). */
export const IMAGE_FILE_NAME = /^[0-9a-f]{40}\.(?:webp|jpg|png)$/;

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
  /** `fs`: the file system calls of writes (tests make one fail). */
  constructor(
    readonly dir: string,
    private readonly fs?: AtomicFileSystem,
  ) {}

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
   * a half-written file under a real name; a failed write (a full disk) leaves no temporary file and removes
   * the files this call created before it.
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

  private createOne(image: EncodedImage): Promise<boolean> {
    return writeFileAtomic(join(this.dir, image.name), image.data, {
      mode: 'create',
      ...(this.fs ? { fs: this.fs } : {}),
    });
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
