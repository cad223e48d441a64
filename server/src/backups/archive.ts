// The backup file: a gzip-compressed tar (tar-stream), written entry by entry with back-pressure, so a large
// collection never sits in memory; and read entry by entry in the same order.
import { createReadStream } from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, createGunzip, constants as zlib } from 'node:zlib';
import * as tar from 'tar-stream';

export interface ArchiveWriter {
  addBuffer(name: string, data: Buffer): Promise<void>;
  addFile(name: string, path: string, size: number): Promise<void>;
  /** Ends the archive and waits until every byte is in `output`. */
  finish(): Promise<void>;
  /** Stops writing after a failure (the caller removes the partial file). */
  abort(error: Error): Promise<void>;
}

export function writeArchive(output: Writable): ArchiveWriter {
  const pack = tar.pack();
  // Level 6: pictures are compressed already; the rows (JSON) shrink several times at little cost.
  const done = pipeline(pack, createGzip({ level: 6, memLevel: zlib.Z_DEFAULT_MEMLEVEL }), output);
  done.catch(() => undefined);
  const add = async (name: string, size: number, source: Readable) => {
    const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() });
    await pipeline(source, entry as unknown as Writable);
  };
  return {
    addBuffer: (name, data) => add(name, data.length, Readable.from([data])),
    addFile: (name, path, size) => add(name, size, createReadStream(path)),
    async finish() {
      pack.finalize();
      await done;
    },
    async abort(error) {
      pack.destroy(error);
      await done.catch(() => undefined);
    },
  };
}

export interface ArchiveEntry {
  name: string;
  size: number;
  type: string;
  /** The entry's bytes; read it to the end (or call `skip`) before asking for the next entry. */
  stream: Readable;
}

/** The entries of a backup file, in order. */
export async function* readArchive(path: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(path), createGunzip(), extract as unknown as Writable);
  reading.catch((error: unknown) => extract.destroy(error as Error));
  try {
    for await (const entry of extract) {
      yield {
        name: entry.header.name,
        size: entry.header.size ?? 0,
        type: entry.header.type ?? 'file',
        stream: entry as unknown as Readable,
      };
      entry.resume();
    }
    await reading;
  } finally {
    extract.destroy();
    await reading.catch(() => undefined);
  }
}

/** Reads a small entry whole; refuses one larger than `limit` bytes. */
export async function readEntry(entry: ArchiveEntry, limit: number): Promise<Buffer> {
  if (entry.size > limit) throw new Error(`The backup entry ${entry.name} is larger than expected.`);
  const parts: Buffer[] = [];
  for await (const part of entry.stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
