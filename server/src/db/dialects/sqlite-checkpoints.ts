// WAL checkpoints in a worker thread of their own. A checkpoint copies the WAL into the database file and syncs
// both; better-sqlite3 runs it synchronously, so SQLite's automatic checkpoint (at the commit that takes the WAL
// past 1,000 pages) held the event loop for as long as the disk took to sync: on a busy disk, over a second while a
// bulk insert ran. The worker's own connection checkpoints often enough that the commits here never reach that
// size; should the worker fail, the connection checkpoints by itself again, as SQLite does by default.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

/** How often the worker checkpoints (a PASSIVE checkpoint with nothing to copy costs a few microseconds). */
export const CHECKPOINT_EVERY_MS = 250;
/** SQLite's own automatic checkpoint size, in pages. */
const DEFAULT_AUTOCHECKPOINT_PAGES = 1_000;
/**
 * While the worker runs, the connection's own checkpoint only starts past this many pages (64 MiB of WAL at 4 KiB
 * a page): a net should the worker fall far behind, never reached while it keeps up.
 */
const FALLBACK_AUTOCHECKPOINT_PAGES = 16_384;

/**
 * The worker's code. It is plain JavaScript handed to the Worker as a string, so the same code runs from the
 * TypeScript source (tests, development) and from the bundle, without a separate file to find.
 * PASSIVE never waits for readers or writers. A checkpoint that fails (another process checkpointing, a full disk
 * the database file cannot grow on) is tried again on the next turn: the WAL keeps every commit meanwhile. A worker
 * that cannot open the database ends, and the connection checkpoints by itself.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {}
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface Checkpoints {
  /** Stops the worker after a last checkpoint. */
  close(): Promise<void>;
}

/**
 * better-sqlite3's entry file, for the worker to load the same package, or undefined when it cannot be found.
 * `require` is there in the bundle (its banner), in Jest and in Playwright. Run by tsx as ES modules (development),
 * this module has none: the package is looked up from the working directory, then from the script node was started
 * with. No `import.meta` here: the Playwright suite loads this file as CommonJS.
 */
function driverFile(): string | undefined {
  if (typeof require === 'function') return require.resolve('better-sqlite3');
  const from = [join(process.cwd(), 'index.js'), process.argv[1]].filter((f): f is string => Boolean(f));
  for (const base of from) {
    try {
      return createRequire(base).resolve('better-sqlite3');
    } catch {
      // not reachable from there; try the next place
    }
  }
  return undefined;
}

/** With no worker, the connection keeps SQLite's own automatic checkpoints. */
const NO_WORKER: Checkpoints = { close: async () => {} };

export function startCheckpoints(connection: BetterSqlite3.Database, file: string): Checkpoints {
  const driver = driverFile();
  if (driver === undefined) return NO_WORKER;
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, file, everyMs: CHECKPOINT_EVERY_MS },
    resourceLimits: { maxOldGenerationSizeMb: 16 },
  });
  worker.unref();
  let running = true;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  const fallBack = () => {
    if (!running) return;
    running = false;
    if (connection.open) connection.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
  };
  worker.on('error', fallBack);
  worker.on('exit', fallBack);
  connection.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);

  return {
    async close() {
      if (running) {
        running = false;
        // Unreferenced, the worker would not keep the process alive until it has exited.
        worker.ref();
        worker.postMessage('close');
      }
      await exited;
    },
  };
}
