// Starts the production server (API + built shell and remotes) the way `npm start` does, on a free port with a
// temporary, seeded DATA_DIR, and stops it (removing the folder) afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { REPO_ROOT } from './paths';

/** The editor account the server creates on first start (docs/design.md §4). */
export const EDITOR = { username: 'editor', password: 'e2e-editor-password' } as const;

export interface Site {
  baseURL: string;
  dataDir: string;
  /** Everything the server printed, for failure messages. */
  logs(): string;
  stop(): Promise<void>;
}

export interface SiteOptions {
  /** A remotes.json to serve instead of the build's (REMOTES_JSON). */
  remotesJson?: string;
  /** Seed the sample recipes (default true). */
  seed?: boolean;
  env?: Record<string, string>;
}

const START_TIMEOUT_MS = 90_000;

async function waitUntilServing(baseURL: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) while starting:\n${logs()}`);
    try {
      const response = await fetch(`${baseURL}/api/tags`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${logs()}`);
}

export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recipes-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: options.seed === false ? 'false' : 'true',
      EDITOR_USERNAME: EDITOR.username,
      EDITOR_PASSWORD: EDITOR.password,
      LOG_LEVEL: 'warn',
      ...(options.remotesJson ? { REMOTES_JSON: options.remotesJson } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const logs = () => output;

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilServing(baseURL, child, logs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, logs, stop };
}
