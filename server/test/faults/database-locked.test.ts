// Another connection holds the database's write lock (an operator's sqlite3 shell, a script, a second process on
// the same DATA_DIR; on PostgreSQL a LOCK TABLE): writes wait for it without freezing the server — reads keep
// answering fast — and past the bounded wait they get 503 + Retry-After with nothing half saved. Once the lock is
// gone, writes work again without a restart.
import { DATABASE_BUSY_MESSAGE } from '../../src/machine/faults';
import { draft, editorClient, errorOf, type ApiClient } from '../helpers/client';
import { TEST_DATABASE } from '../helpers/database';
import * as images from '../helpers/images';
import { expectReadsStayedFast, percentile, readWhile } from '../helpers/read-latency';
import { startServer, type TestServer } from '../helpers/server';
import { holdWriteLock, type WriteLock } from '../helpers/write-lock';

jest.setTimeout(60_000);

const LOCK_WAIT_MS = 1_500;

let server: TestServer;
let editor: ApiClient;
let lock: WriteLock | undefined;

beforeAll(async () => {
  server = await startServer({ lockWaitMs: LOCK_WAIT_MS });
  editor = await editorClient(server);
  for (let n = 0; n < 20; n++) await editor.create(draft(`Lock Soup ${n}`));
});

afterEach(async () => {
  await lock?.release();
  lock = undefined;
});

afterAll(async () => {
  await server?.close();
});

const target = () => ({ dataDir: server.dataDir, ...(server.databaseUrl ? { databaseUrl: server.databaseUrl } : {}) });

it('a save past the bounded wait answers 503 + Retry-After, writes nothing, and reads go on meanwhile', async () => {
  const filesBefore = await server.imageFiles();
  lock = await holdWriteLock(target());
  server.app.eventLoopDelay.reset();

  const started = Date.now();
  const save = editor.save(draft('Locked Out Pie'), { image: await images.jpeg(320, 240) });
  const reads = await readWhile(server.url, save);
  const response = await save;
  const waited = Date.now() - started;

  expect(response.status).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await errorOf(response)).error).toBe(DATABASE_BUSY_MESSAGE);
  expect(waited).toBeGreaterThanOrEqual(LOCK_WAIT_MS - 100);

  // Reads answered all along, fast (a bound for correctness: the old driver-side busy wait froze them for 10 s).
  expect(reads.length).toBeGreaterThan(20);
  expect(reads.every((sample) => sample.status === 200)).toBe(true);
  expectReadsStayedFast(reads, server.app.eventLoopDelay.snapshot());

  // Nothing of the refused save is left: no recipe, no picture, no temporary file.
  await lock.release();
  lock = undefined;
  expect((await editor.list('search=Locked Out')).count).toBe(0);
  expect(await server.imageFiles()).toEqual(filesBefore);
  expect(server.app.faults.active().map((fault) => fault.kind)).toContain('database-busy');

  // And the next save works, without a restart.
  expect((await editor.save(draft('Locked Out Pie'))).status).toBe(201);
});

it('a save that gets the lock within the wait simply succeeds', async () => {
  lock = await holdWriteLock(target());
  const save = editor.save(draft('Patient Pudding'));
  setTimeout(() => void lock?.release().then(() => (lock = undefined)), 300);
  const response = await save;
  expect(response.status).toBe(201);
  expect((await editor.recipe(await response.text())).name).toBe('Patient Pudding');
});

(TEST_DATABASE === 'sqlite' ? it : it.skip)(
  'logging in while the SQLite file is locked answers 503, not a frozen server',
  async () => {
    lock = await holdWriteLock(target());
    const visitor = new (editor.constructor as typeof ApiClient)(server);
    const login = visitor.login();
    const reads = await readWhile(server.url, login);
    const response = await login;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await errorOf(response)).error).toBe(DATABASE_BUSY_MESSAGE);
    expect(
      percentile(
        reads.map((sample) => sample.ms),
        99,
      ),
    ).toBeLessThan(1_000);

    await lock.release();
    lock = undefined;
    expect((await visitor.login()).status).toBe(204);
  },
);
