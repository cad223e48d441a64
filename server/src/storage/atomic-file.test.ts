import * as fsPromises from 'node:fs/promises';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withTemporaryPath, writeFileAtomic, type AtomicFileSystem } from './atomic-file';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atomic-file-test-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });

type Step = 'open' | 'write' | 'sync' | 'close' | 'link' | 'rename';

/** The real file system, except that `step` fails the way a full disk makes it fail (after doing its part). */
function failingAt(step: Step): AtomicFileSystem {
  return {
    rm: fsPromises.rm,
    open: (async (path: string, flags: string) => {
      if (step === 'open') throw diskFull();
      const handle = await fsPromises.open(path, flags);
      return new Proxy(handle, {
        get(target, property) {
          const failing: Partial<Record<Step, string>> = { write: 'writeFile', sync: 'sync', close: 'close' };
          if (failing[step] === property) {
            return async (...args: unknown[]) => {
              // A write that fails part-way has written some bytes; a failing close still closes.
              if (step === 'write') await target.write(Buffer.from('half'));
              if (step === 'close') await target.close();
              void args;
              throw diskFull();
            };
          }
          const value = Reflect.get(target, property) as unknown;
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
    }) as AtomicFileSystem['open'],
    link: (async (from: string, to: string) => {
      if (step === 'link') throw diskFull();
      return fsPromises.link(from, to);
    }) as AtomicFileSystem['link'],
    rename: (async (from: string, to: string) => {
      if (step === 'rename') throw diskFull();
      return fsPromises.rename(from, to);
    }) as AtomicFileSystem['rename'],
  };
}

describe('writeFileAtomic', () => {
  it('creates the file with its bytes and leaves no temporary file', async () => {
    const target = join(dir, 'picture.webp');
    expect(await writeFileAtomic(target, Buffer.from('pixels'))).toBe(true);
    expect(await readFile(target, 'utf8')).toBe('pixels');
    expect(await readdir(dir)).toEqual(['picture.webp']);
  });

  it('in create mode leaves an existing file alone and says so', async () => {
    const target = join(dir, 'picture.webp');
    await writeFile(target, 'first');
    expect(await writeFileAtomic(target, 'second')).toBe(false);
    expect(await readFile(target, 'utf8')).toBe('first');
    expect(await readdir(dir)).toEqual(['picture.webp']);
  });

  it('in replace mode replaces an existing file', async () => {
    const target = join(dir, 'settings.json');
    await writeFile(target, 'old');
    expect(await writeFileAtomic(target, 'new', { mode: 'replace' })).toBe(true);
    expect(await readFile(target, 'utf8')).toBe('new');
    expect(await readdir(dir)).toEqual(['settings.json']);
  });

  it.each<[Step, 'create' | 'replace']>([
    ['open', 'create'],
    ['write', 'create'],
    ['sync', 'create'],
    ['close', 'create'],
    ['link', 'create'],
    ['write', 'replace'],
    ['rename', 'replace'],
  ])('when %s fails (%s mode) passes the error on and leaves nothing behind', async (step, mode) => {
    await writeFile(join(dir, 'other.webp'), 'untouched');
    const target = join(dir, 'picture.webp');
    await expect(
      writeFileAtomic(target, Buffer.alloc(64 * 1024, 1), { mode, fs: failingAt(step) }),
    ).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    expect(await readdir(dir)).toEqual(['other.webp']);
  });
});

describe('withTemporaryPath', () => {
  it('removes a temporary folder with its files when the work fails', async () => {
    await expect(
      withTemporaryPath(dir, async (path) => {
        await fsPromises.mkdir(path);
        await writeFile(join(path, 'part-1'), 'bytes');
        throw diskFull();
      }),
    ).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps what the work moved into place', async () => {
    const result = await withTemporaryPath(dir, async (path) => {
      await fsPromises.mkdir(path);
      await writeFile(join(path, 'file'), 'bytes');
      await fsPromises.rename(path, join(dir, 'release-1'));
      return 'done';
    });
    expect(result).toBe('done');
    expect(await readdir(dir)).toEqual(['release-1']);
    expect(await readdir(join(dir, 'release-1'))).toEqual(['file']);
  });
});
