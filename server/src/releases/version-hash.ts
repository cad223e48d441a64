// A release's version is a short hash over its sorted file list and each file's bytes (docs/design.md §7): the same build
// published twice is one version, and a version names exactly one set of files, forever.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export interface HashedFile {
  /** Relative, `/`-separated. */
  path: string;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
}

export function releaseVersion(files: readonly HashedFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(`${file.path}\0${file.sha256}\n`);
  }
  return hash.digest('hex').slice(0, 12);
}

export async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `dir` with its hash (a built-in remote's dist/ folder gets its version this way). */
export async function hashDirectory(dir: string): Promise<HashedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return Promise.all(
    files.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { path: path.relative(dir, full).split(path.sep).join('/'), sha256: await hashFile(full) };
    }),
  );
}
