// The real process (src/main.ts): configured by environment variables, and on SIGTERM it stops taking new
// connections, finishes the requests in flight and closes the database before it exits.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ApiClient, draft } from './helpers/client';
import { createTestDatabase } from './helpers/database';
import * as images from './helpers/images';
import { startServer, type TestServer } from './helpers/server';

jest.setTimeout(120_000);

interface Running {
  child: ChildProcess;
  url: string;
  /** Resolves with each log line's message as it arrives. */
  waitForLog(pattern: RegExp): Promise<void>;
  exited: Promise<number | null>;
}

function startMain(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(__dirname, '..'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED: 'false',
      SERVE_SITE: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const lines: string[] = [];
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const waitForLog = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (lines.some((line) => pattern.test(line))) return resolve();
      waiters.push({ pattern, resolve });
      void exited.then((code) => reject(new Error(`the server exited (${code}) before logging ${pattern}: ${stderr}`)));
    });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match) resolve({ child, url: match[1]!, waitForLog, exited });
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}): ${stderr}`)));
  });
}

it('serves with the environment’s settings and shuts down gracefully on SIGTERM', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'recipes-main-test-'));
  const database = await createTestDatabase();
  let running: Running | undefined;
  let after: TestServer | undefined;
  try {
    running = await startMain({
      DATA_DIR: dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      EDITOR_USERNAME: 'head-chef',
      EDITOR_PASSWORD: 'from-the-environment',
    });
    const client = new ApiClient({ url: running.url } as TestServer);
    expect((await client.login('head-chef', 'from-the-environment')).status).toBe(204);

    // A slow save (a 12 MP photo to derive) is in flight when SIGTERM arrives: it must still complete.
    const photo = await images.photo12mp();
    const inFlight = client.save(draft('Saved During Shutdown'), { image: photo });
    await running.waitForLog(/"url":"\/api\/recipes"/);
    const signalled = Date.now();
    running.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(201);
    expect(await running.exited).toBe(0);
    // Well before the 15 s shutdown timeout: nothing held the process open.
    expect(Date.now() - signalled).toBeLessThan(10_000);
    await expect(fetch(`${running.url}/api/tags`)).rejects.toThrow();

    // The save is there, whole, for the next process.
    after = await startServer({ reuse: { dataDir, database } });
    const recipe = await new ApiClient(after).recipe('saved-during-shutdown');
    expect(recipe.imageUrl).toMatch(/^\/api\/images\//);
    expect((await fetch(after.url + recipe.imageUrl)).status).toBe(200);
  } finally {
    if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
    if (after) await after.close();
    else {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
});

it('refuses a port another program holds before it makes the first editor, so the password shown is for a site that runs', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'recipes-main-port-'));
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const { port } = holder.address() as AddressInfo;
  let running: Running | undefined;
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(__dirname, '..'),
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        SEED: 'false',
        SERVE_SITE: 'false',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(
      `Port ${port} on 127.0.0.1 is in use by another program: stop it, or set PORT to a free port.`,
    );
    expect(stdout).not.toContain('Password:');

    // No account was made: the next start, on a free port, is still the first and shows the password.
    running = await startMain({ DATA_DIR: dataDir });
    await running.waitForLog(/Password: \S+/);
  } finally {
    if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
    await new Promise((resolve) => holder.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
});
