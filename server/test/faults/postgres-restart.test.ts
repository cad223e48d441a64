// PostgreSQL stopped and started under a running server (the test's own throwaway instance, not the shared
// cluster): while it is away every request that needs it answers 503 + Retry-After with a clear sentence, the
// process stays up and logs the fault once; when it is back the server answers again by itself, no restart.
import { DATABASE_UNREACHABLE_MESSAGE } from '../../src/machine/faults';
import { ApiClient, draft, errorOf } from '../helpers/client';
import { TEST_DATABASE } from '../helpers/database';
import type { TestServer } from '../helpers/server';
import { disposeServerProcess, startServerProcess, type ServerProcess } from '../helpers/server-process';
import {
  startThrowawayPostgres,
  throwawayPostgresUnavailable,
  type ThrowawayPostgres,
} from '../helpers/throwaway-postgres';

jest.setTimeout(120_000);

const unavailable = throwawayPostgresUnavailable();
// Runs once, in the SQLite pass of the suite: it brings its own PostgreSQL.
const run = TEST_DATABASE === 'sqlite' && !unavailable;
if (unavailable) console.warn(`Skipping the PostgreSQL restart fault test: ${unavailable}.`);

let postgres: ThrowawayPostgres | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await disposeServerProcess(server);
  await postgres?.destroy();
});

async function until<T>(attempt: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await attempt();
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

(run ? it : it.skip)('answers 503 + Retry-After while PostgreSQL is down and recovers by itself', async () => {
  postgres = await startThrowawayPostgres();
  server = await startServerProcess({ database: { databaseUrl: postgres.url, drop: async () => undefined } });
  const editor = new ApiClient({ url: server.url } as TestServer);
  expect((await editor.login()).status).toBe(204);
  const stub = await editor.create(draft('Restart Ragout'));

  // From before the stop: a background task may be the first to find PostgreSQL gone, while it is stopping.
  const logBefore = server.log().length;
  await postgres.stop();
  const answers = await Promise.all([
    editor.request('GET', '/api/recipes'),
    editor.request('GET', `/api/recipes/${stub}`),
    editor.request('GET', '/api/tags'),
    editor.save(draft('While Away')),
    editor.request('GET', '/api/users'),
  ]);
  for (const response of answers) {
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(response)).error).toBe(DATABASE_UNREACHABLE_MESSAGE);
  }
  expect(server.child.exitCode).toBeNull();
  // One log line for the whole episode, not one per request.
  // The log comes through the child's stdout, which may arrive after the answers do.
  const faultLinesNow = () =>
    server!
      .log()
      .slice(logBefore)
      .split('\n')
      .filter((line) => line.includes('"fault":"database-unreachable"'));
  await until(async () => (faultLinesNow().length > 0 ? true : undefined), 'the fault log line', 5_000);
  const faultLines = faultLinesNow();
  expect(faultLines).toHaveLength(1);
  expect(faultLines[0]).toMatch(/Check that PostgreSQL is running/);
  expect(server.log().slice(logBefore)).not.toMatch(/request failed/);

  await postgres.start();
  const list = await until(async () => {
    const response = await editor.request('GET', '/api/recipes');
    return response.status === 200 ? ((await response.json()) as { count: number }) : undefined;
  }, 'the server to answer again');
  expect(list.count).toBe(1);
  // The session survived (it is stored in the database), and writing works again.
  expect((await editor.save(draft('After The Restart'))).status).toBe(201);
  expect(server.child.exitCode).toBeNull();
});
