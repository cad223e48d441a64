// Starts store-process.ts children and talks to them (see there).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import type { OpenStoreOptions, Store } from '../store';

type Method = keyof Store & string;

export interface StoreProcess {
  /** Resolves once the child runs and waits for `open`. */
  started: Promise<void>;
  /** Makes the child open its store (running migrations); resolves once it did. */
  open(): Promise<void>;
  call(method: Method, ...args: unknown[]): Promise<unknown>;
  /** Closes the store and waits for the child to exit. */
  stop(): Promise<void>;
}

export function startStoreProcess(options: OpenStoreOptions): StoreProcess {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', join(__dirname, 'store-process.ts'), JSON.stringify(options)],
    { cwd: join(__dirname, '../../..'), stdio: 'pipe' },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const lines: Interface = createInterface({ input: child.stdout });
  const waiting: Array<(line: string) => void> = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      waiting.push(resolve);
      void exited.then((code) => reject(new Error(`store process exited (${code}): ${stderr}`)));
    });

  const expect = async (word: string) => {
    const line = await nextLine();
    if (line !== word) throw new Error(`store process said ${line} instead of ${word}: ${stderr}`);
  };
  const started = expect('started');

  return {
    started,
    async open() {
      await started;
      const ready = expect('ready');
      child.stdin.write('open\n');
      await ready;
    },
    async call(method, ...args) {
      const answer = nextLine();
      child.stdin.write(`${JSON.stringify({ method, args })}\n`);
      const parsed = JSON.parse(await answer) as { result?: unknown; error?: string };
      if (parsed.error !== undefined) throw new Error(parsed.error);
      return parsed.result;
    },
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}
