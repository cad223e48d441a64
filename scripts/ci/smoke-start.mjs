// Start-up smoke test of the real server process on whatever Node.js runs this script: a first start on an empty
// DATA_DIR (migrations, the first editor, the sample recipes with their pictures: SQLite and sharp both load),
// the health endpoints on the operations port, a list call, then a clean shutdown on SIGTERM.
// Usage: node scripts/ci/smoke-start.mjs   (from the repository root)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TIMEOUT_MS = 120_000;
const dataDir = await mkdtemp(join(tmpdir(), 'recipes-smoke-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: 'server',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    METRICS_PORT: '0',
    DATA_DIR: dataDir,
    SERVE_SITE: 'false',
    EDITOR_PASSWORD: 'smoke test password',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
const seen = (pattern) =>
  new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(log);
      if (match) resolve(match);
    };
    child.stdout.on('data', (chunk) => ((log += chunk), check()));
    child.stderr.on('data', (chunk) => ((log += chunk), check()));
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before printing ${pattern}`)));
    check();
  });

async function getJson(url) {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
}

const timer = setTimeout(() => {
  console.error(`smoke: no answer within ${TIMEOUT_MS / 1000} s\n${log}`);
  child.kill('SIGKILL');
  process.exit(1);
}, TIMEOUT_MS);

try {
  const [, ops] = await seen(/Health and metrics listening at (http:\/\/[\d.]+:\d+)/);
  const [, site] = await seen(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
  const alive = await getJson(`${ops}/healthz`);
  const ready = await getJson(`${ops}/readyz`);
  const list = await getJson(`${site}/api/recipes`);
  if (alive.status !== 200 || ready.status !== 200 || list.status !== 200 || list.body.count < 24) {
    throw new Error(
      `unexpected answers: healthz ${alive.status}, readyz ${ready.status} ${JSON.stringify(ready.body)}, list ${list.status} count ${list.body.count}`,
    );
  }
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`the server exited with ${code} after SIGTERM`);
  console.log(
    `smoke: Node.js ${process.version} started the server, seeded ${list.body.count} recipes, /readyz ready, clean shutdown.`,
  );
} catch (error) {
  console.error(`smoke: ${error.message}\n${log}`);
  child.kill('SIGKILL');
  process.exitCode = 1;
} finally {
  clearTimeout(timer);
  await rm(dataDir, { recursive: true, force: true });
}
