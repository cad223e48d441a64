// `npm run bench:collection -w bench [-- --recipes N --db sqlite|postgres]`: the whole collection's export and
// re-import at size (issue 14's target: 5,000 recipes each way within a minute, in bounded memory). Seeds N recipes
// (a share of them with pictures, as the load bench does) into one server, exports them over HTTP, imports the zip
// into an empty server, imports it again (everything skipped), and prints the times and the process's peak RSS.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '@simple-recipes/server/src/app';
import { createBenchDatabase, type DbKind } from '../dataset/databases';
import { seedDatabase } from '../dataset/seed';
import { REPO_ROOT } from '../paths';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const count = Number(option('--recipes', '5000'));
const kind = option('--db', 'sqlite') as DbKind;
const adminUrl = process.env.PG_BENCH_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const EDITOR = { username: 'bench', password: 'bench-collection-password' };

interface Imported {
  imported: number;
  skipped: unknown[];
}

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

async function serve(database: { dataDir: string; databaseUrl?: string }) {
  const app = await buildApp({
    ...database,
    editor: EDITOR,
    logger: false,
    announce: () => undefined,
    pageReaderScript: pathToFileURL(path.join(REPO_ROOT, 'server/src/imports/page-reader-worker.ts')),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(EDITOR),
  });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { app, url, cookie };
}

async function timed<T>(what: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const source = await createBenchDatabase(kind, adminUrl);
const target = await createBenchDatabase(kind, adminUrl);
try {
  await timed(`seed ${count} recipes (${kind})`, () => seedDatabase(source, count));
  const from = await serve(source);
  const to = await serve(target);
  peakRss = process.memoryUsage().rss;
  const baseRss = peakRss;
  const zip = await timed('export', async () => {
    const response = await fetch(`${from.url}/api/export`, { headers: { cookie: from.cookie } });
    if (!response.ok) throw new Error(`export → ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  });
  console.log(`  zip: ${(zip.length / 1024 / 1024).toFixed(1)} MiB`);
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(zip)]), 'recipes.zip');
    const response = await fetch(`${to.url}/api/imports`, {
      method: 'POST',
      headers: { cookie: to.cookie, 'x-requested-with': 'XMLHttpRequest' },
      body: form,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`import → ${response.status} ${text}`);
    // Progress lines while it writes, then `{ result }`; plain JSON when there was nothing to write.
    const last = JSON.parse(text.trim().split('\n').pop() ?? '{}') as { result?: Imported } & Imported;
    return last.result ?? last;
  };
  const first = await timed('import into an empty site', upload);
  console.log(`  imported ${first.imported}, skipped ${first.skipped.length}`);
  const second = await timed('import the same file again', upload);
  console.log(`  imported ${second.imported}, skipped ${second.skipped.length}`);
  console.log(
    `peak RSS of this process (both servers, the zip held by the client): ${(peakRss / 1024 / 1024).toFixed(0)} MiB (before the export: ${(baseRss / 1024 / 1024).toFixed(0)} MiB)`,
  );
  await from.app.close();
  await to.app.close();
} finally {
  clearInterval(sampler);
  await source.drop();
  await target.drop();
}
