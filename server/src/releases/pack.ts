// Packs a built remote's dist/ folder into the tar.gz the publish call takes (`npm run remotes -- publish`).
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';

/** A gzip tar of every file under `dir`, paths relative to it, in a stable order. */
export async function packFolder(dir: string): Promise<Readable> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
  const archive = pack();
  void (async () => {
    try {
      for (const file of files) {
        const full = path.join(dir, file);
        const { size } = await stat(full);
        const entry = archive.entry({ name: file.split(path.sep).join('/'), size, type: 'file', mode: 0o644 });
        await pipeline(createReadStream(full), entry);
      }
      archive.finalize();
    } catch (error) {
      archive.destroy(error as Error);
    }
  })();
  return archive.pipe(createGzip());
}
