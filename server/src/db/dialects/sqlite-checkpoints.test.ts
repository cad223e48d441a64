import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { startCheckpoints, type Checkpoints } from './sqlite-checkpoints';

const PAGE = 4096;

let dir: string;
let file: string;
let connection: BetterSqlite3.Database;
let checkpoints: Checkpoints | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sqlite-checkpoints-'));
  file = join(dir, 'test.db');
  connection = new BetterSqlite3(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.exec('create table rows (body text not null)');
});

afterEach(async () => {
  await checkpoints?.close();
  checkpoints = undefined;
  connection.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Commits `pages` pages' worth of rows in one transaction: it stays in the WAL until a checkpoint. */
function writePages(pages: number): void {
  const insert = connection.prepare('insert into rows (body) values (?)');
  connection.transaction(() => {
    for (let page = 0; page < pages; page++) insert.run('x'.repeat(PAGE - 100));
  })();
}

async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return condition();
}

it('copies what commits write into the database file in its own thread', async () => {
  checkpoints = startCheckpoints(connection, file);
  // Past SQLite's own threshold (1,000 pages), which the connection no longer uses while the worker runs.
  writePages(2_000);
  expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBeGreaterThan(2_000);
  expect(await waitFor(() => statSync(file).size >= 2_000 * PAGE, 10_000)).toBe(true);
});

it('leaves checkpoints to the connection again when the worker cannot run', async () => {
  checkpoints = startCheckpoints(connection, join(dir, 'missing.db'));
  expect(await waitFor(() => connection.pragma('wal_autocheckpoint', { simple: true }) === 1_000, 10_000)).toBe(true);
  writePages(1_200);
  expect(statSync(file).size).toBeGreaterThanOrEqual(1_000 * PAGE);
});

it('stops its thread on close, once however often it is asked', async () => {
  checkpoints = startCheckpoints(connection, file);
  writePages(10);
  await Promise.all([checkpoints.close(), checkpoints.close()]);
  await checkpoints.close();
  // The rows are in the database file: the worker checkpointed once more before it stopped.
  expect(statSync(file).size).toBeGreaterThanOrEqual(10 * PAGE);
});
