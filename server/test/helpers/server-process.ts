// The real server process (src/main.ts, configured by environment variables) as a child of the test, for what
// only a process shows: SIGKILL and SIGTERM, its memory, and everything it writes to its log.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createTestDatabase, type TestDatabase } from './database';
import { EDITOR } from './server';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
  database: TestDatabase;
  /** Everything the process printed so far (stdout and stderr). */
  log(): string;
  /** Resolves when a log line printed after offset `since` of log() matches (at once if one did already). */
  waitForLog(pattern: RegExp, since?: number): Promise<void>;
  /** Exit code (null when killed by a signal) and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resident memory of the process now, in bytes (Linux /proc). */
  rssBytes(): number;
  /** Its memory after full garbage collections (started with `memoryProbe`). */
  memoryAfterCollection(): Promise<CollectedMemory>;
}

/** process.memoryUsage() of the server, and its resident memory apart from file pages (`RssAnon`) and of them. */
export interface CollectedMemory extends NodeJS.MemoryUsage {
  rssAnon: number;
  rssFile: number;
}

export interface ServerProcessOptions {
  /** Reuse this folder and database (a restart); by default a new temporary folder and test database. */
  dataDir?: string;
  database?: TestDatabase;
  env?: Record<string, string>;
  /**
   * Once it listens, lower its open-file limit to this many (prlimit, as `ulimit -n` would): lowered before the
   * start, loading the modules alone could run out on a slow machine.
   */
  openFileLimit?: number;
  /** Preload test/helpers/memory-probe.cjs, so memoryAfterCollection() can ask the process what it holds. */
  memoryProbe?: boolean;
}

const START_TIMEOUT_MS = 60_000;

export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'recipes-process-test-')));
  const database = options.database ?? (await createTestDatabase());
  const probe = options.memoryProbe ? ['--expose-gc', '--require', join(__dirname, 'memory-probe.cjs')] : [];
  const child = spawn(process.execPath, [...probe, '--import', 'tsx', 'src/main.ts'], {
    cwd: join(__dirname, '..', '..'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      SEED: 'false',
      SERVE_SITE: 'false',
      LOG_LEVEL: 'info',
      EDITOR_USERNAME: EDITOR.username,
      EDITOR_PASSWORD: EDITOR.password,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', ...(options.memoryProbe ? (['ipc'] as const) : [])],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
  const onLine = (line: string) => {
    output += `${line}\n`;
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  createInterface({ input: child.stdout! }).on('line', onLine);
  createInterface({ input: child.stderr! }).on('line', onLine);
  const waitForLog = (pattern: RegExp, since = 0) =>
    new Promise<void>((resolve, reject) => {
      if (
        output
          .slice(since)
          .split('\n')
          .some((line) => pattern.test(line))
      )
        return resolve();
      waiters.push({ pattern, resolve });
      void exited.then(({ code, signal }) =>
        reject(new Error(`the server exited (${code ?? signal}) before logging ${pattern}:\n${output}`)),
      );
    });

  const timeout = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS);
  try {
    await waitForLog(/Server listening at http:\/\/127\.0\.0\.1:\d+/);
  } finally {
    clearTimeout(timeout);
  }
  const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1]!;
  if (options.openFileLimit !== undefined) {
    const limit = options.openFileLimit;
    execFileSync('prlimit', ['--pid', String(child.pid), `--nofile=${limit}:${limit}`]);
  }
  return {
    child,
    url,
    dataDir,
    database,
    log: () => output,
    waitForLog,
    exited,
    rssBytes: () => {
      const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      if (!kib) throw new Error('no VmRSS for the server process');
      return Number(kib) * 1024;
    },
    memoryAfterCollection: () =>
      new Promise((resolve, reject) => {
        if (!options.memoryProbe) return reject(new Error('the server was started without memoryProbe'));
        const answer = (message: unknown) => {
          const memory = (message as { memory?: CollectedMemory }).memory;
          if (!memory) return;
          child.off('message', answer);
          resolve(memory);
        };
        child.on('message', answer);
        child.send('memory', (error) => error && reject(error));
        void exited.then(({ code, signal }) => {
          const lastLines = output.slice(-4000);
          reject(new Error(`the server exited (${code ?? signal}) before telling its memory:\n${lastLines}`));
        });
      }),
  };
}

/** Stops the process if it still runs (SIGKILL) and removes its folder and database. */
export async function disposeServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server) return;
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await server.database.drop();
  await rm(server.dataDir, { recursive: true, force: true });
}
