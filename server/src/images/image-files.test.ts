import * as fsPromises from 'node:fs/promises';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImageFiles, type OpenedImage } from './image-files';

const NAME = `${'c0'.repeat(20)}.webp`;

let files: ImageFiles;
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'image-files-test-'));
  files = new ImageFiles(join(dir, 'images'));
  await files.init();
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readAll(image: OpenedImage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of image.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('open', () => {
  const data = Buffer.alloc(300_000, 7);

  it('gives the size and the bytes of a stored file', async () => {
    await files.writeNew([{ name: NAME, data, width: 1, height: 1 }]);
    const image = await files.open(NAME);
    expect(image?.size).toBe(data.length);
    expect((await readAll(image!)).equals(data)).toBe(true);
  });

  it('still reads the whole file when a save removes it after it was opened', async () => {
    await files.writeNew([{ name: NAME, data, width: 1, height: 1 }]);
    const image = await files.open(NAME);
    await files.remove([NAME]);
    expect(await files.open(NAME)).toBeNull();
    expect((await readAll(image!)).equals(data)).toBe(true);
  });

  it('is null for a file that is not there, a name that is not ours, or a folder', async () => {
    expect(await files.open(NAME)).toBeNull();
    expect(await files.open('../secret.webp')).toBeNull();
    await mkdir(join(files.dir, NAME));
    expect(await files.open(NAME)).toBeNull();
  });
});

describe('writeNew', () => {
  it('on a full disk leaves neither a temporary file nor the files it wrote before the failure', async () => {
    let links = 0;
    const fullAfterOneFile = new ImageFiles(join(dir, 'images'), {
      open: fsPromises.open,
      rm: fsPromises.rm,
      rename: fsPromises.rename,
      link: (async (from: string, to: string) => {
        if (++links > 1) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        return fsPromises.link(from, to);
      }) as typeof fsPromises.link,
    });
    const image = (n: number) => ({
      name: `${String(n).repeat(40)}.webp`,
      data: Buffer.alloc(1000, n),
      width: 1,
      height: 1,
    });

    await expect(fullAfterOneFile.writeNew([image(1), image(2), image(3)])).rejects.toMatchObject({ code: 'ENOSPC' });

    expect(await readdir(files.dir)).toEqual([]);
  });
});
