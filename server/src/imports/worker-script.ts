// Starts a worker thread from a script file: the built server's JavaScript, or in development and tests (run from the
// TypeScript source) the .ts file, loaded through tsx as the process that starts it is.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** tsx's module hooks for the worker: its ESM API (the import flavour) and its CommonJS API. */
function tsxHooks(script: URL): { esm: string; cjs: string } {
  const require = createRequire(script);
  const packageFile = require.resolve('tsx/package.json');
  const exports = (require(packageFile) as { exports: Record<string, { import: { default: string } }> }).exports;
  const esm = new URL(exports['./esm/api']?.import.default ?? '', pathToFileURL(packageFile)).href;
  return { esm, cjs: require.resolve('tsx/cjs/api') };
}

export function startWorker(script: URL, options: WorkerOptions = {}): Worker {
  if (!fileURLToPath(script).endsWith('.ts')) return new Worker(script, options);
  const { esm, cjs } = tsxHooks(script);
  const boot = [
    `require(${JSON.stringify(cjs)}).register();`,
    `import(${JSON.stringify(esm)}).then(({ register }) => { register(); return import(${JSON.stringify(script.href)}); });`,
  ].join('\n');
  return new Worker(boot, { ...options, eval: true });
}
