// Writing a file so that a reader never sees it half written and a failure never leaves anything behind:
// write a temporary file beside the target, flush it, then move it into place. Every failure path — open, write,
// sync, close, link, rename — removes the temporary file before the error goes on (to the error handler, which
// answers a full disk with 507). For pictures, and for any capability that stages files (releases, imports,
// backups): `withTemporaryPath` covers a temporary folder the same way.
import { randomBytes } from 'node:crypto';
import * as fsPromises from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Name prefix of every temporary file or folder; start-up sweeps may remove leftovers by it (after a crash). */
export const TEMP_PREFIX = '.tmp-';

/** The file system calls used here (tests replace one to make it fail). */
export interface AtomicFileSystem {
  open: typeof fsPromises.open;
  link: typeof fsPromises.link;
  rename: typeof fsPromises.rename;
  rm: typeof fsPromises.rm;
}

const nodeFs: AtomicFileSystem = {
  open: fsPromises.open,
  link: fsPromises.link,
  rename: fsPromises.rename,
  rm: fsPromises.rm,
};

export function temporaryPathIn(dir: string): string {
  return join(dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
}

/**
 * Runs `fn` with a fresh temporary path in `dir` (nothing exists there yet) and removes whatever is left at that
 * path afterwards — a file or a whole folder — whether `fn` moved it into place, failed half-way or threw.
 */
export async function withTemporaryPath<T>(
  dir: string,
  fn: (temporaryPath: string) => Promise<T>,
  fs: Pick<AtomicFileSystem, 'rm'> = nodeFs,
): Promise<T> {
  const temporaryPath = temporaryPathIn(dir);
  try {
    return await fn(temporaryPath);
  } finally {
    // force: nothing there (moved into place, or never created) is fine. A failure to remove is swallowed so the
    // original error goes on; the start-up sweep removes such a leftover by its prefix.
    await fs.rm(temporaryPath, { recursive: true, force: true }).catch(() => undefined);
  }
}

export interface WriteFileAtomicOptions {
  /**
   * `create` (default): an existing target is left alone and the call returns false (content-addressed files:
   * the same name means the same bytes). `replace`: the new file replaces the target.
   */
  mode?: 'create' | 'replace';
  fs?: AtomicFileSystem;
}

/** Writes `data` to `target` atomically and durably; returns false when `mode: 'create'` found the target there. */
export async function writeFileAtomic(
  target: string,
  data: Uint8Array | string,
  options: WriteFileAtomicOptions = {},
): Promise<boolean> {
  const fs = options.fs ?? nodeFs;
  return withTemporaryPath(
    dirname(target),
    async (temporaryPath) => {
      const handle = await fs.open(temporaryPath, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } catch (error) {
        await handle.close().catch(() => undefined);
        throw error;
      }
      await handle.close();
      if (options.mode === 'replace') {
        await fs.rename(temporaryPath, target);
        return true;
      }
      try {
        // link fails with EEXIST instead of replacing what is there (rename would replace it).
        await fs.link(temporaryPath, target);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    },
    fs,
  );
}
