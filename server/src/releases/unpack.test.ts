import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { gzipSync } from 'node:zlib';
import { pack, type Header } from 'tar-stream';
import { ReleaseRefusedError, ReleaseTooLargeError } from './errors';
import { DEFAULT_RELEASE_LIMITS } from './limits';
import { checkEntryPath, unpackRelease } from './unpack';

type Entry = Partial<Header> & { name: string; content?: string };

/** A tar.gz written entry by entry, hostile ones included (tar-stream writes whatever header it is given). */
async function tarball(entries: Entry[]): Promise<Buffer> {
  const archive = pack();
  const bytes = buffer(archive);
  for (const { content = '', ...header } of entries) {
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error | null) => (error ? reject(error) : resolve());
      if (header.type && header.type !== 'file') archive.entry(header, done);
      else archive.entry({ ...header, type: 'file' }, content, done);
    });
  }
  archive.finalize();
  return gzipSync(await bytes);
}

let dir: string;
let outside: string;
beforeEach(() => {
  outside = mkdtempSync(path.join(tmpdir(), 'unpack-test-'));
  dir = path.join(outside, 'release');
  mkdirSync(dir);
});
afterEach(() => rmSync(outside, { recursive: true, force: true }));

const unpack = async (entries: Entry[], limits = DEFAULT_RELEASE_LIMITS) => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  return unpackRelease(Readable.from([await tarball(entries)]), dir, limits);
};

async function refusal(entries: Entry[], limits = DEFAULT_RELEASE_LIMITS): Promise<string> {
  const error = await unpack(entries, limits).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ReleaseRefusedError) && !(error instanceof ReleaseTooLargeError))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return error instanceof ReleaseRefusedError ? error.problems.join(' ') : error.message;
}

describe('unpacking a release', () => {
  it('writes a build’s files (./ prefixes dropped, folders kept) and hashes each', async () => {
    const files = await unpack([
      { name: './', type: 'directory' },
      { name: './remoteEntry.js', content: 'var mf_catalog;' },
      { name: './independent-packages/react_router_dom/share-entry.js', content: 'x' },
      { name: 'mf-manifest.json.br', content: 'b' },
    ]);
    expect(files.map((file) => file.path).sort()).toEqual([
      'independent-packages/react_router_dom/share-entry.js',
      'mf-manifest.json.br',
      'remoteEntry.js',
    ]);
    expect(readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')).toBe('var mf_catalog;');
  });

  it.each([
    ['../escape.js', /leads out of the release folder/],
    ['assets/../../escape.js', /leads out of the release folder/],
    ['/etc/escape.js', /absolute path/],
    ['C:/escape.js', /absolute path/],
    ['.hidden/x.js', /hidden file/],
    ['a\\..\\b.js', /character a path may not have/],
  ])('refuses the path %s and writes nothing outside', async (name, message) => {
    expect(
      await refusal([
        { name: 'remoteEntry.js', content: 'ok' },
        { name, content: 'evil' },
      ]),
    ).toMatch(message);
    expect(readdirSync(outside)).toEqual(['release']);
  });

  it.each([
    [{ name: 'link.js', type: 'symlink', linkname: '/etc/passwd' } as Entry, /is a link/],
    [{ name: 'hard.js', type: 'link', linkname: 'remoteEntry.js' } as Entry, /is a link/],
    [{ name: 'dev.js', type: 'character-device' } as Entry, /is a device/],
    [{ name: 'pipe.js', type: 'fifo' } as Entry, /is a fifo/],
  ])('refuses entries that are not plain files or folders: %o', async (entry, message) => {
    expect(await refusal([entry])).toMatch(message);
    expect(existsSync(path.join(dir, entry.name))).toBe(false);
  });

  it('refuses file types a webpack build does not emit (HTML, scripts for a shell)', async () => {
    expect(await refusal([{ name: 'index.html', content: '<script>' }])).toMatch(
      /not a file type a webpack build emits/,
    );
    expect(await refusal([{ name: 'run.sh', content: 'rm -rf /' }])).toMatch(/not a file type/);
  });

  it('refuses an entry twice in the archive instead of overwriting the first', async () => {
    expect(
      await refusal([
        { name: 'a.js', content: '1' },
        { name: './a.js', content: '2' },
      ]),
    ).toMatch(/twice/);
  });

  it('stops at the file, total size and count limits', async () => {
    const small = { ...DEFAULT_RELEASE_LIMITS, maxFileBytes: 10, maxUnpackedBytes: 15, maxFiles: 2 };
    expect(await refusal([{ name: 'big.js', content: 'x'.repeat(11) }], small)).toMatch(/limit for one file/);
    expect(
      await refusal(
        [
          { name: 'a.js', content: 'x'.repeat(8) },
          { name: 'b.js', content: 'x'.repeat(8) },
        ],
        small,
      ),
    ).toMatch(/unpacks to more than/);
    expect(
      await refusal(
        ['a.js', 'b.js', 'c.js'].map((name) => ({ name, content: '1' })),
        small,
      ),
    ).toMatch(/at most 2 files/);
  });

  it('stops reading a small gzip that inflates to endless empty tar blocks', async () => {
    const small = { ...DEFAULT_RELEASE_LIMITS, maxUnpackedBytes: 1024, maxFiles: 2 };
    const zeros = gzipSync(Buffer.alloc(8 * 1024 * 1024));
    const error = await unpackRelease(Readable.from([zeros]), dir, small).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReleaseTooLargeError);
  });

  it('refuses a body that is not a tar.gz, and an empty archive', async () => {
    const error = await unpackRelease(
      Readable.from([Buffer.from('not gzip at all')]),
      dir,
      DEFAULT_RELEASE_LIMITS,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReleaseRefusedError);
    expect((error as ReleaseRefusedError).problems[0]).toMatch(/not a readable tar\.gz/);
    expect(await refusal([{ name: 'only-a-folder', type: 'directory' }])).toMatch(/holds no files/);
  });
});

describe('checkEntryPath', () => {
  it('keeps safe relative paths', () => {
    expect(checkEntryPath('./a/b.js')).toEqual({ path: 'a/b.js' });
    expect(checkEntryPath('a//b.js')).toEqual({ path: 'a/b.js' });
  });
});
