// The SQLite side of "who is using the site": marks under DATA_DIR/run (PostgreSQL's lock is covered by
// server/test/backup-restore.test.ts, which runs on both databases).
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { holdSite, SiteInUseError } from './site-in-use';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'site-in-use-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

it('lets servers share a site, refuses a restore while one runs, and leaves nothing once they stop', async () => {
  const first = await holdSite('server', undefined, dataDir);
  const second = await holdSite('server', undefined, dataDir);
  const refused = holdSite('restore', undefined, dataDir);
  await expect(refused).rejects.toBeInstanceOf(SiteInUseError);
  await expect(refused).rejects.toThrow(
    new RegExp(`^A server is running on this site \\(process ${process.pid}\\): stop it, then restore\\. If no such`),
  );
  await first();
  await expect(holdSite('restore', undefined, dataDir)).rejects.toThrow(/^A server is running on this site/);
  await second();
  const restore = await holdSite('restore', undefined, dataDir);
  await restore();
  expect(await readdir(dataDir)).toEqual([]);
});

it('refuses a server, and a second restore, while a restore is under way', async () => {
  const restore = await holdSite('restore', undefined, dataDir);
  await expect(holdSite('server', undefined, dataDir)).rejects.toThrow(
    /^A restore is replacing this site \(process \d+\): start the server once it has finished\./,
  );
  await expect(holdSite('restore', undefined, dataDir)).rejects.toThrow(
    /^A restore is replacing this site \(process \d+\): let it finish first\./,
  );
  await restore();
  const server = await holdSite('server', undefined, dataDir);
  await server();
});

it('lets a backup share the site with a server, refuses a restore while it reads, and a backup during a restore', async () => {
  const server = await holdSite('server', undefined, dataDir);
  const backup = await holdSite('backup', undefined, dataDir);
  await server();
  await expect(holdSite('restore', undefined, dataDir)).rejects.toThrow(
    /^A backup is being taken of this site \(process \d+\): let it finish, then restore\./,
  );
  await backup();

  const restore = await holdSite('restore', undefined, dataDir);
  await expect(holdSite('backup', undefined, dataDir)).rejects.toThrow(
    /^A restore is replacing this site \(process \d+\): back it up once the restore has finished\./,
  );
  await restore();
  await (
    await holdSite('backup', undefined, dataDir)
  )();
  expect(await readdir(dataDir)).toEqual([]);
});

it('ignores the mark of a server that ended without removing it, and one it cannot read', async () => {
  // A process that has exited: its pid is free (the mark a killed server leaves behind).
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  await mkdir(join(dataDir, 'run'));
  await writeFile(
    join(dataDir, 'run', 'server-stale.json'),
    JSON.stringify({ user: 'server', pid: Number(ended.stdout), host: hostname() }),
  );
  await writeFile(join(dataDir, 'run', 'server-half.json'), '{"user":"ser');
  const restore = await holdSite('restore', undefined, dataDir);
  await restore();
});
