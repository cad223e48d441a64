import { constants } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageFolderCheck } from './checks';
import { Readiness } from './readiness';

jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof fsPromises>('node:fs/promises');
  return { ...actual, access: jest.fn(actual.access) };
});

const { access: actualAccess } = jest.requireActual<typeof fsPromises>('node:fs/promises');

describe('the image folder check', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'images-check-'));
  });
  afterEach(async () => {
    jest.mocked(fsPromises.access).mockImplementation(actualAccess);
    await rm(dir, { recursive: true, force: true });
  });

  async function reportFor(folder: string) {
    const readiness = new Readiness();
    readiness.addCheck(imageFolderCheck(folder));
    readiness.setPhase('running');
    return readiness.report();
  }

  it('is ok for a folder it can read and write', async () => {
    expect(await reportFor(dir)).toEqual({ ready: true, phase: 'running', checks: { images: 'ok' } });
  });

  it('keeps the process ready when the folder is read-only, and says what that means', async () => {
    // As root (CI) a mode of 0555 would not stop writing: the file system's answer is made up instead.
    jest.mocked(fsPromises.access).mockImplementation(async (path, mode) => {
      if (mode !== undefined && (mode & constants.W_OK) !== 0) {
        throw Object.assign(new Error('read-only file system'), { code: 'EROFS' });
      }
      return actualAccess(path, mode);
    });
    expect(await reportFor(dir)).toEqual({
      ready: true,
      phase: 'running',
      checks: { images: 'the image folder is read-only (EROFS): pictures are served, new ones are refused' },
    });
  });

  it('makes the process not ready when the folder is gone', async () => {
    expect(await reportFor(join(dir, 'gone'))).toEqual({
      ready: false,
      phase: 'running',
      checks: { images: 'the image folder is not usable (ENOENT)' },
    });
  });
});
