// A store in another OS process, for tests of what several server processes do at once. Run with tsx:
//   node --import tsx store-process.ts '<OpenStoreOptions JSON>'
// It prints "started", waits for a line "open" (so a test can make several processes open at the same moment),
// opens the store (running migrations), prints "ready", then for each further line on stdin — a JSON
// `{ "method": "updateRecipe", "args": [...] }` — calls the store and prints `{ "result": … }` or `{ "error": … }`.
import { createInterface } from 'node:readline';
import { openStore } from '../open-store';
import type { Store } from '../store';

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}');
  const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  process.stdout.write('started\n');
  if ((await lines.next()).value !== 'open') return;
  const store = await openStore(options);
  process.stdout.write('ready\n');
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    const line = next.value as string;
    const { method, args } = JSON.parse(line) as { method: keyof Store; args: unknown[] };
    try {
      const result = await (store[method] as (...a: unknown[]) => Promise<unknown>)(...args);
      process.stdout.write(`${JSON.stringify({ result: result instanceof Set ? [...result] : (result ?? null) })}\n`);
    } catch (error) {
      process.stdout.write(`${JSON.stringify({ error: String(error) })}\n`);
    }
  }
  await store.close();
}

main().catch((error) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
