// The server process: `node dist/main.js` (production: API + built front end on PORT, default 8080) or
// `tsx watch src/main.ts --dev` (the API alone on :4000 for the front-end dev servers).
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { readConfig } from './config';
import { Readiness } from './health/readiness';
import { startOpsServer } from './ops-server';
import { portProblem } from './port-check';

const SHUTDOWN_TIMEOUT_MS = 15_000;

function handleShutdown(app: FastifyInstance, ops: FastifyInstance | null): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing requests in flight, then closing the database.');
    setTimeout(() => {
      app.log.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await ops?.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed.');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

function opsAddress(ops: FastifyInstance): string {
  const address = ops.server.address();
  return typeof address === 'object' && address ? `http://${address.address}:${address.port}` : String(address);
}

async function main(): Promise<void> {
  // src/main.ts and dist/main.js both sit two levels below the repository root.
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const config = readConfig(process.env, { dev: process.argv.includes('--dev'), repoRoot });
  const siteBuilt = config.siteRoot !== null && existsSync(join(config.siteRoot, 'shell', 'dist', 'index.html'));

  // Checked before anything is created: the first start makes the editor account and shows its password once.
  const problem = await portProblem(config.port, config.host);
  if (problem) throw new Error(problem);

  const readiness = new Readiness();
  const ops = config.ops ? await startOpsServer({ readiness, ...config.ops }) : null;
  if (ops) console.log(`Health and metrics listening at ${opsAddress(ops)} (/healthz, /readyz, /metrics).`);

  const app = await buildApp({
    ...config.app,
    // Beside this file: dist/imports/page-reader-worker.js when built, src/imports/page-reader-worker.ts from source.
    pageReaderScript: new URL(
      `./imports/page-reader-worker${extname(fileURLToPath(import.meta.url))}`,
      import.meta.url,
    ),
    readiness,
    ...(siteBuilt && config.siteRoot
      ? { static: { rootDir: config.siteRoot, ...(config.remotesJson ? { remotesJson: config.remotesJson } : {}) } }
      : {}),
  });
  if (config.siteRoot !== null && !siteBuilt) {
    app.log.warn('The front end is not built (run `npm run build`): serving the API only.');
  }
  handleShutdown(app, ops);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
