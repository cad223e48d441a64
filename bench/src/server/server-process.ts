// The production server (`node server/dist/main.js`, as `npm start` runs it) on 127.0.0.1 and a free port.
import { spawn } from 'node:child_process';
import { REPO_ROOT, SERVER_MAIN } from '../paths';
import { freePort } from './free-port';

export const BENCH_EDITOR = { username: 'bench-editor', password: 'bench-editor-password-1' } as const;

export interface ServerProcess {
  url: string;
  pid: number;
  logs(): string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

export async function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  siteRoot?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.siteRoot ? { SITE_ROOT: options.siteRoot } : { SERVE_SITE: 'false' }),
      SEED: 'false',
      EDITOR_USERNAME: BENCH_EDITOR.username,
      EDITOR_PASSWORD: BENCH_EDITOR.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) while starting:\n${output}`);
    try {
      if ((await fetch(`${url}/api/tags`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, pid: child.pid as number, logs: () => output, stop };
}
