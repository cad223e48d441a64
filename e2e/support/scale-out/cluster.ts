// The scale-out deployment of the README, for real: two production server processes (server/dist/main.js) on
// two ports over one new PostgreSQL database and one shared DATA_DIR (image folder), started at the same moment
// on the empty database, with nginx in front running deploy/nginx.conf. PostgreSQL or nginx missing is an error.
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../../server/src/db/testing/test-databases';
import { freePort } from '../free-port';
import { REPO_ROOT } from '../paths';
import { EDITOR } from '../site';
import { startNginx, type Nginx } from './nginx';
import { ensureServerBuilt, SERVER_MAIN } from './server-build';

export interface AppProcess {
  name: string;
  /** Its own address, bypassing nginx. */
  url: string;
  port: number;
  /** Everything it printed (pino JSON lines and the console). */
  log(): string;
  running(): boolean;
  /** SIGKILL: gone at once, mid-request or not. */
  kill(): Promise<void>;
  /** Starts it again on the same port, database and folder. */
  restart(): Promise<void>;
}

export interface Cluster {
  /** nginx: the site's one origin. */
  url: string;
  a: AppProcess;
  b: AppProcess;
  dataDir: string;
  imagesDir: string;
  databaseUrl: string;
  nginx: Nginx;
  /** A query on the shared database, for what the API does not show. */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  logs(): string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

function appProcess(name: string, port: number, env: Record<string, string>): AppProcess & { started: Promise<void> } {
  let child: ChildProcess;
  let output = '';
  let exited: Promise<void>;

  const launch = (): Promise<void> => {
    child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const listening = `Server listening at http://127.0.0.1:${port}`;
    const from = output.length; // a restart: only what this run prints
    const deadline = Date.now() + START_TIMEOUT_MS;
    return new Promise<void>((resolve, reject) => {
      const check = setInterval(() => {
        if (output.includes(listening, from)) {
          clearInterval(check);
          resolve();
        } else if (child.exitCode !== null || Date.now() > deadline) {
          clearInterval(check);
          child.kill('SIGKILL');
          reject(new Error(`Server process ${name} did not start (exit ${child.exitCode}):\n${output}`));
        }
      }, 50);
    });
  };

  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };

  return {
    name,
    url: `http://127.0.0.1:${port}`,
    port,
    log: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    kill,
    restart: async () => {
      await kill();
      output += `\n--- ${name} restarted ---\n`;
      await launch();
    },
    started: launch(),
  };
}

export async function startCluster(): Promise<Cluster> {
  ensureServerBuilt();
  const database: TestDatabase = await createTestDatabase('postgres');
  const databaseUrl = database.options.databaseUrl!;
  const dataDir = database.options.dataDir;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const [portA, portB, nginxPort] = [await freePort(), await freePort(), await freePort()];

  // What every process of a deployment shares; only PORT differs.
  const env = {
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    TRUST_PROXY: '127.0.0.1',
    SEED: 'true',
    EDITOR_USERNAME: EDITOR.username,
    EDITOR_PASSWORD: EDITOR.password,
    LOG_LEVEL: 'info',
  };
  // Both at once on the empty database: migrations, the first account and the seed must happen exactly once.
  const a = appProcess('A', portA!, env);
  const b = appProcess('B', portB!, env);
  let nginx: Nginx | undefined;

  const stop = async () => {
    await nginx?.stop();
    await Promise.all([a.kill(), b.kill()]);
    await pool.end();
    await database.drop();
  };

  try {
    const started = await Promise.allSettled([a.started, b.started]);
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
    nginx = await startNginx({ listenPort: nginxPort!, upstreamPorts: [portA!, portB!] });
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }

  return {
    url: nginx.url,
    a,
    b,
    dataDir,
    imagesDir: path.join(dataDir, 'images'),
    databaseUrl,
    nginx,
    query: async (text, values) => (await pool.query(text, values)).rows,
    logs: () => `--- A ---\n${a.log()}\n--- B ---\n${b.log()}\n--- nginx error log ---\n${nginx?.errorLog() ?? ''}`,
    stop,
  };
}
