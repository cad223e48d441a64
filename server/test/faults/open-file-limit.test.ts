// The server process, its open-file limit lowered to 128 (prlimit) once it listens, hit by a burst of picture requests: it never crashes; a
// request that cannot open its file gets 503 + Retry-After with a sentence (connections the kernel could not even
// hand over are closed, which a browser retries); the fault is logged once, and afterwards it answers normally.
import { TOO_MANY_OPEN_FILES_MESSAGE } from '../../src/machine/faults';
import { ApiClient, draft } from '../helpers/client';
import { TEST_DATABASE } from '../helpers/database';
import * as images from '../helpers/images';
import type { TestServer } from '../helpers/server';
import { disposeServerProcess, startServerProcess, type ServerProcess } from '../helpers/server-process';

jest.setTimeout(120_000);

const OPEN_FILE_LIMIT = 128;
const BURST = 500;

let server: ServerProcess | undefined;

afterAll(async () => {
  await disposeServerProcess(server);
});

type Outcome = { status: number; retryAfter: string | null; body: string } | { status: 'connection closed' };

// Runs once, in the SQLite pass.
(TEST_DATABASE === 'sqlite' ? it : it.skip)(
  'a burst past the open-file limit answers 503, never crashes, and recovers',
  async () => {
    server = await startServerProcess({ openFileLimit: OPEN_FILE_LIMIT });
    const editor = new ApiClient({ url: server.url } as TestServer);
    expect((await editor.login()).status).toBe(204);
    const recipe = await editor.recipe(await editor.create(draft('Burst Bun'), { image: await images.jpeg() }));
    const urls = [recipe.imageUrl!, recipe.thumbnailUrl!];
    const logBefore = server.log().length;

    const outcomes: Outcome[] = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        fetch(server!.url + urls[i % 2]).then(
          async (response) => ({
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body: response.status === 200 ? String((await response.arrayBuffer()).byteLength) : await response.text(),
          }),
          (): Outcome => ({ status: 'connection closed' }),
        ),
      ),
    );

    expect(server.child.exitCode).toBeNull();
    const refused = outcomes.filter((outcome) => outcome.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect(outcome).toMatchObject({
        retryAfter: expect.stringMatching(/^\d+$/),
        body: JSON.stringify({ error: TOO_MANY_OPEN_FILES_MESSAGE }),
      });
    }
    // Nothing else: no 500, no half answer.
    expect(
      outcomes.filter(
        (outcome) => outcome.status !== 200 && outcome.status !== 503 && outcome.status !== 'connection closed',
      ),
    ).toEqual([]);
    // The log comes through the child's stdout, which may arrive after the answers do.
    await server.waitForLog(/"fault":"too-many-open-files"/, logBefore);

    // Once the burst is over, pictures and saves work again.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await fetch(server.url + urls[0])).status;
    }
    expect(status).toBe(200);
    expect((await editor.save(draft('After The Burst'), { image: await images.png() })).status).toBe(201);
    expect(server.child.exitCode).toBeNull();

    // One log line for the whole burst, not one per refused request.
    const faultLines = server
      .log()
      .slice(logBefore)
      .split('\n')
      .filter((line) => line.includes('"fault":"too-many-open-files"'));
    expect(faultLines).toHaveLength(1);
    expect(server.log().slice(logBefore)).not.toMatch(/request failed/);
  },
);
