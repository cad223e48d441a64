// Graceful shutdown of the real process: on SIGTERM it takes no new requests, finishes every request in flight
// (a slow save deriving a 12 MP photo, an upload still arriving), closes the database cleanly — SQLite checkpoints
// and removes its write-ahead log, PostgreSQL connections are closed — and exits 0. Everything it acknowledged is
// there after a restart.
import BetterSqlite3 from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { SQLITE_FILE_NAME } from '../../src/db/dialects/sqlite';
import { ApiClient, draft } from '../helpers/client';
import { TEST_DATABASE } from '../helpers/database';
import * as images from '../helpers/images';
import type { TestServer } from '../helpers/server';
import { disposeServerProcess, startServerProcess, type ServerProcess } from '../helpers/server-process';

jest.setTimeout(180_000);

/** A save whose body arrives in two halves: the second only when `rest()` is called. */
function slowUpload(url: string, cookie: string, name: string, picture: Buffer) {
  const boundary = 'SlowUploadBoundary';
  const parts = draft(name);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    picture,
    Buffer.from('\r\n'),
    ...(['recipe', 'ingredients', 'steps'] as const).map((part) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part}"\r\n\r\n${JSON.stringify(parts[part])}\r\n`,
      ),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const target = new URL(`${url}/api/recipes`);
  const req = request({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
      'x-requested-with': 'XMLHttpRequest',
      cookie,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += String(chunk)));
      response.on('end', () => resolve({ status: response.statusCode!, body: text }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.subarray(0, half));
  return { answer, rest: () => req.end(body.subarray(half)) };
}

async function serverConnections(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

it('SIGTERM: finishes the requests in flight, refuses new ones, closes the database cleanly and exits 0', async () => {
  const [photo, picture] = await Promise.all([images.photo12mp(), images.jpeg(1600, 1200)]);
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;
  try {
    first = await startServerProcess();
    const running = first;
    const client = new ApiClient({ url: running.url } as TestServer);
    expect((await client.login()).status).toBe(204);
    const existing = await client.create(draft('Steady Stew'));
    if (TEST_DATABASE === 'postgres') expect(await serverConnections(running.database.databaseUrl!)).toBeGreaterThan(0);

    // In flight when the signal comes: a slow save (a 12 MP photo to derive), an update with a picture, and an
    // upload whose second half has not been sent yet.
    const received = /"url":"\/api\/recipes","host"/;
    let mark = running.log().length;
    const slowSave = client.save(draft('Photo Finish Pie'), { image: photo });
    await running.waitForLog(received, mark);
    mark = running.log().length;
    const update = client.save(draft('Steady Stew', { recipe: { serving_count: 7 } }), {
      stub: existing,
      image: picture,
    });
    await running.waitForLog(/"url":"\/api\/recipes\/steady-stew"/, mark);
    mark = running.log().length;
    const upload = slowUpload(running.url, client.cookie!, 'Half Sent Soup', picture);
    await running.waitForLog(received, mark);

    const signalled = Date.now();
    running.child.kill('SIGTERM');
    await running.waitForLog(/Shutting down: finishing requests in flight/);

    // Nothing new begins: a new connection is refused (or answered 503).
    const late = await fetch(`${running.url}/api/tags`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    upload.rest();
    const [slow, updated, uploaded] = await Promise.all([slowSave, update, upload.answer]);
    expect([slow.status, updated.status, uploaded.status]).toEqual([201, 200, 201]);
    expect(await running.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(15_000);

    // The database was closed, not abandoned.
    if (TEST_DATABASE === 'sqlite') {
      expect(existsSync(join(running.dataDir, `${SQLITE_FILE_NAME}-wal`))).toBe(false);
      const db = new BetterSqlite3(join(running.dataDir, SQLITE_FILE_NAME), { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
    } else {
      expect(await serverConnections(running.database.databaseUrl!)).toBe(0);
    }

    // Every acknowledged save is there, whole, for the next process.
    second = await startServerProcess({ dataDir: running.dataDir, database: running.database });
    const visitor = new ApiClient({ url: second.url } as TestServer);
    for (const [stub, servings] of [
      [await slow.text(), 4],
      [await updated.text(), 7],
      [uploaded.body, 4],
    ] as const) {
      const recipe = await visitor.recipe(stub);
      expect(recipe.serving_count).toBe(servings);
      expect(recipe.ingredients_sections[0]!.ingredients).toHaveLength(2);
      expect(recipe.recipe_sections[0]!.steps).toHaveLength(2);
      const image = await fetch(second.url + recipe.imageUrl!);
      expect(image.status).toBe(200);
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  } finally {
    if (second) {
      if (first && first.child.exitCode === null && first.child.signalCode === null) first.child.kill('SIGKILL');
      await disposeServerProcess(second);
    } else {
      await disposeServerProcess(first);
    }
  }
});
