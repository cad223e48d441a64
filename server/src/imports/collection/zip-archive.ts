// A zip read as hostile input (yauzl, lazily, straight from the temporary upload file): every entry is checked
// from the central directory before a byte of it is read — no absolute paths or `..`, no links, no encrypted
// entries, a size limit per kind of entry and for the whole, no entry that expands too far (zip bombs) — and
// each entry's real size is held to what the directory declares while it is read.
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { Refusal } from '../../refusal';

export const ZIP_LIMITS = {
  entries: 50_000,
  jsonBytes: 2 * 1024 * 1024,
  pictureBytes: 10 * 1024 * 1024,
  totalBytes: 4 * 1024 * 1024 * 1024,
  /** Uncompressed ÷ compressed above this, for an entry over 1 MiB, is a bomb, not a recipe. */
  ratio: 200,
};

/**
 * JSON-LD recipes, pictures, Paprika's recipes (gzip-compressed JSON, see paprika-recipe.ts), Tandoor's (a zip a
 * recipe, see tandoor-recipe.ts), and the rest.
 */
export type EntryKind = 'json' | 'picture' | 'paprika' | 'tandoor' | 'other';

const PICTURE_NAME = /\.(jpe?g|png|webp|gif|avif)$/i;

export function kindOf(name: string): EntryKind {
  if (/\.json$/i.test(name) || /\.jsonld$/i.test(name)) return 'json';
  if (/\.paprikarecipe$/i.test(name)) return 'paprika';
  if (/\.zip$/i.test(name)) return 'tandoor';
  if (PICTURE_NAME.test(name)) return 'picture';
  return 'other';
}

export function badFile(message: string): Refusal {
  return new Refusal('invalid', `The file cannot be imported: ${message} Nothing was changed.`);
}

/** The largest an entry of its kind may be: a Paprika recipe holds its photo, a Tandoor recipe its JSON and picture. */
function maxBytes(kind: EntryKind): number {
  if (kind === 'json') return ZIP_LIMITS.jsonBytes;
  if (kind === 'tandoor') return ZIP_LIMITS.jsonBytes + ZIP_LIMITS.pictureBytes;
  return ZIP_LIMITS.pictureBytes;
}

/** A folder-relative path without tricks: no drive, no leading slash, no `..`, no backslashes. */
function safePath(name: string): boolean {
  return !(
    name.startsWith('/') ||
    name.includes('\\') ||
    /^[a-z]:/i.test(name) ||
    name.split('/').some((part) => part === '..') ||
    name.includes('\0')
  );
}

function isSymlink(entry: Entry): boolean {
  return ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000;
}

const ZIP_OPTIONS = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true };

export class ZipArchive {
  private constructor(
    private readonly zip: ZipFile,
    /** Entries worth reading (JSON and pictures), by path. */
    readonly entries: Map<string, Entry>,
  ) {}

  static open(path: string): Promise<ZipArchive> {
    return new Promise((resolve, reject) => {
      yauzl.open(path, ZIP_OPTIONS, (error, zip) => ZipArchive.checked(error, zip, undefined, resolve, reject));
    });
  }

  /** A zip inside the file (a Tandoor recipe), read with the same checks; its problems name it. */
  static fromBuffer(buffer: Buffer, name: string): Promise<ZipArchive> {
    return new Promise((resolve, reject) => {
      yauzl.fromBuffer(buffer, ZIP_OPTIONS, (error, zip) => ZipArchive.checked(error, zip, name, resolve, reject));
    });
  }

  private static checked(
    error: Error | null,
    zip: ZipFile | undefined,
    within: string | undefined,
    resolve: (archive: ZipArchive) => void,
    reject: (refusal: Refusal) => void,
  ): void {
    const refused = (message: string) => badFile(within ? `${within}: ${message}` : message);
    if (error || !zip) return reject(refused('it is not a readable zip file.'));
    if (zip.entryCount > ZIP_LIMITS.entries) {
      zip.close();
      return reject(refused(`it holds more than ${ZIP_LIMITS.entries} entries.`));
    }
    const entries = new Map<string, Entry>();
    let total = 0;
    const fail = (message: string) => {
      zip.close();
      reject(refused(message));
    };
    zip.on('error', (zipError: Error) =>
      fail(
        // yauzl's "invalid characters in fileName" is a backslash, a Windows path that could climb out too.
        /relative path|absolute path|backslash|invalid characters in file ?name/i.test(zipError.message)
          ? 'an entry points outside the folder.'
          : 'it is not a readable zip file.',
      ),
    );
    zip.on('entry', (entry: Entry) => {
      const name = entry.fileName;
      if (!safePath(name)) return fail(`the entry "${name.slice(0, 100)}" points outside the folder.`);
      if (isSymlink(entry)) return fail(`the entry "${name.slice(0, 100)}" is a link.`);
      if (name.endsWith('/') || name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX')) {
        zip.readEntry();
        return undefined;
      }
      const kind = kindOf(name);
      if (kind !== 'other') {
        if ((entry.generalPurposeBitFlag & 0x1) !== 0) return fail(`the entry "${name.slice(0, 100)}" is encrypted.`);
        if (entry.uncompressedSize > maxBytes(kind)) return fail(`the entry "${name.slice(0, 100)}" is too large.`);
        if (
          entry.uncompressedSize > 1024 * 1024 &&
          entry.uncompressedSize > ZIP_LIMITS.ratio * Math.max(entry.compressedSize, 1)
        ) {
          return fail(`the entry "${name.slice(0, 100)}" expands too far (a zip bomb?).`);
        }
        total += entry.uncompressedSize;
        if (total > ZIP_LIMITS.totalBytes) return fail('its contents are too large.');
        entries.set(name, entry);
      }
      zip.readEntry();
      return undefined;
    });
    zip.on('end', () => resolve(new ZipArchive(zip, entries)));
    zip.readEntry();
  }

  /** An entry's bytes (its declared size is checked while reading, so a lying header fails here). */
  read(name: string): Promise<Buffer> {
    const entry = this.entries.get(name);
    if (!entry) return Promise.reject(badFile(`"${name.slice(0, 100)}" is not in the zip.`));
    return new Promise((resolve, reject) => {
      this.zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(badFile(`the entry "${name.slice(0, 100)}" cannot be read.`));
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', () => reject(badFile(`the entry "${name.slice(0, 100)}" is damaged.`)));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        return undefined;
      });
    });
  }

  close(): void {
    this.zip.close();
  }
}
