// Unpacks an uploaded tar.gz of a remote's dist/ folder as hostile input (docs/design.md §7): a streaming reader
// (tar-stream), and every entry checked before any of its bytes is written — its type (plain files and folders
// only: no links, devices or fifos), its path (relative, no `..`, no hidden names, inside the target folder), its
// file type (only what a webpack build emits), and the size and count limits. Files are created exclusively, so
// a second entry of the same name cannot overwrite the first. On any problem the caller removes the folder.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract, type Header } from 'tar-stream';
import { ReleaseRefusedError, ReleaseTooLargeError } from './errors';
import type { ReleaseLimits } from './limits';
import type { HashedFile } from './version-hash';

/**
 * What a webpack build of a remote emits: scripts, styles, source maps, JSON (manifests), licence texts, fonts and
 * pictures, and their precompressed .br/.gz copies. No HTML: a page under this origin could run as the site.
 */
const SERVED_FILE =
  /\.(?:js|mjs|css|map|json|txt|woff2?|ttf|otf|eot|png|jpe?g|gif|webp|avif|svg|ico|wasm)(?:\.br|\.gz)?$/;

/** A safe relative path, or the reason it is not. Leading `./` (as `tar -C dist .` writes) is dropped. */
export function checkEntryPath(name: string): { path: string } | { problem: string } {
  if (name.includes('\0') || name.includes('\\'))
    return { problem: `"${printable(name)}" has a character a path may not have.` };
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return { problem: `"${printable(name)}" is an absolute path.` };
  const segments = name.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) return { problem: `"${printable(name)}" leads out of the release folder (..).` };
  if (segments.some((segment) => segment.startsWith('.')))
    return { problem: `"${printable(name)}" is a hidden file or folder.` };
  return { path: segments.join('/') };
}

const MAX_PATH_LENGTH = 500;

function printable(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '?');
  return clean.length > 120 ? `${clean.slice(0, 117)}…` : clean;
}

function typeProblem(header: Header): string | null {
  const type = header.type ?? 'file';
  if (type === 'file' || type === 'directory') return null;
  const what = type === 'symlink' || type === 'link' ? 'a link' : type.endsWith('device') ? 'a device' : `a ${type}`;
  return `"${printable(header.name)}" is ${what}; a release may only hold files and folders.`;
}

function mb(bytes: number): string {
  return bytes < 1024 * 1024 ? `${bytes} bytes` : `${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * Unpacks the gzip tar `source` into the existing empty folder `dir`; returns every file with its hash.
 * Throws ReleaseRefusedError (bad entries, not a tar.gz) or ReleaseTooLargeError (limits).
 */
export async function unpackRelease(source: Readable, dir: string, limits: ReleaseLimits): Promise<HashedFile[]> {
  const root = path.resolve(dir);
  const extract = tarExtract();
  const files: HashedFile[] = [];
  const seen = new Set<string>();
  let unpackedBytes = 0;
  let folders = 0;

  // The tar stream itself is bounded too: headers and padding on top of the files, so that a small gzip of
  // endless zero blocks (which a tar reader skips) cannot keep the server busy.
  const maxTarBytes = limits.maxUnpackedBytes + (limits.maxFiles + 1) * 3 * 512 + 1024 * 1024;
  let tarBytes = 0;
  const tarLimit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      tarBytes += chunk.length;
      if (tarBytes > maxTarBytes)
        callback(
          new ReleaseTooLargeError(
            `The release unpacks to more than ${mb(limits.maxUnpackedBytes)}, the limit for a release.`,
          ),
        );
      else callback(null, chunk);
    },
  });
  const feeding = pipeline(source, createGunzip(), tarLimit, extract);
  // The loop below reports the first problem; the feeding side's own error only matters when the loop had none.
  feeding.catch(() => undefined);

  try {
    for await (const entry of extract) {
      const { header } = entry;
      const problem = typeProblem(header);
      if (problem) throw new ReleaseRefusedError([problem]);
      const checked = checkEntryPath(header.name);
      if ('problem' in checked) throw new ReleaseRefusedError([checked.problem]);
      const target = path.resolve(root, checked.path);
      if (checked.path !== '' && !target.startsWith(root + path.sep)) {
        throw new ReleaseRefusedError([`"${printable(header.name)}" leads out of the release folder.`]);
      }
      if (header.type === 'directory') {
        folders += 1;
        if (folders > limits.maxFiles)
          throw new ReleaseTooLargeError(`A release may hold at most ${limits.maxFiles} folders.`);
        if (checked.path !== '') await mkdir(target, { recursive: true });
        entry.resume();
        continue;
      }
      if (!SERVED_FILE.test(checked.path)) {
        throw new ReleaseRefusedError([
          `"${printable(checked.path)}" is not a file type a webpack build emits (scripts, styles, source maps, JSON, fonts, pictures).`,
        ]);
      }
      if (seen.has(checked.path))
        throw new ReleaseRefusedError([`"${printable(checked.path)}" is in the archive twice.`]);
      seen.add(checked.path);
      if (seen.size > limits.maxFiles)
        throw new ReleaseTooLargeError(`A release may hold at most ${limits.maxFiles} files.`);
      if (checked.path.length > MAX_PATH_LENGTH)
        throw new ReleaseRefusedError([`"${printable(checked.path)}" is a path too long for a build.`]);
      const size = header.size ?? 0;
      if (size > limits.maxFileBytes) {
        throw new ReleaseTooLargeError(
          `"${printable(checked.path)}" is larger than ${mb(limits.maxFileBytes)}, the limit for one file.`,
        );
      }
      unpackedBytes += size;
      if (unpackedBytes > limits.maxUnpackedBytes) {
        throw new ReleaseTooLargeError(
          `The release unpacks to more than ${mb(limits.maxUnpackedBytes)}, the limit for a release.`,
        );
      }

      await mkdir(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      await pipeline(entry, hashing, createWriteStream(target, { flags: 'wx' }));
      files.push({ path: checked.path, sha256: hash.digest('hex') });
    }
    await feeding;
  } catch (error) {
    extract.destroy();
    source.destroy();
    // A size limit may also come from the upload's byte counter upstream (routes/remotes.ts).
    if (error instanceof ReleaseRefusedError || error instanceof ReleaseTooLargeError) throw error;
    throw new ReleaseRefusedError(["The body is not a readable tar.gz archive of the remote's dist/ folder."]);
  }
  if (files.length === 0) throw new ReleaseRefusedError(['The archive holds no files.']);
  return files;
}
