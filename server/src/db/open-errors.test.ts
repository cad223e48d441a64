import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from './open-store';

describe('a database that cannot be opened at start', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'open-errors-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('names the SQLite file and what DATA_DIR must be', async () => {
    // A file where the folder should be: nothing can be made under it.
    const dataDir = join(folder, 'not-a-folder');
    writeFileSync(dataDir, 'x');
    await expect(openStore({ dataDir })).rejects.toThrow(
      new RegExp(`^The database ${dataDir}/recipes\\.db could not be opened: .+ DATA_DIR must be a folder`),
    );
  });

  it('says a DATABASE_URL that is no address is one, without repeating its password', async () => {
    const error = (await openStore({ dataDir: folder, databaseUrl: 'postgres://a:secret@@:xx/' }).catch(
      (caught: unknown) => caught,
    )) as Error;
    expect(error.message).toMatch(/^DATABASE_URL is not a valid address: write it as postgres:\/\/USER/);
    expect(error.message).not.toContain('secret');
  });

  it('says nothing answers at the address DATABASE_URL names, and which one (not its password)', async () => {
    // Port 1 on the loopback: refused at once.
    const error = (await openStore({
      dataDir: folder,
      databaseUrl: 'postgres://recipes:secret@127.0.0.1:1/recipes',
    }).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toBe(
      'The database named by DATABASE_URL (127.0.0.1:1/recipes) could not be used: nothing answers there: ' +
        'is PostgreSQL running, on that host and port?',
    );
  });
});
