// Reads the pages of web imports in worker threads (page-reader-worker.ts), each page within a time and a memory
// limit: the server's own thread never parses a page, so a huge or hostile one slows no other request, and one that
// takes too long or needs too much memory is stopped and refused with a sentence instead of holding a core or the
// process's memory. Threads start on the first import and stop after a while without one.
import type { Worker } from 'node:worker_threads';
import { Refusal } from '../refusal';
import type { PageDraft } from './import-page';
import type { PageReaderAnswer, PageReaderJob } from './page-reader-messages';
import { startWorker } from './worker-script';

export interface PageReaderLimits {
  /** How long reading one page may take. */
  timeoutMs: number;
  /** The heap a worker may use (V8's old generation), in MiB. */
  memoryMb: number;
  /** Pages read at once. */
  threads: number;
  /** Pages waiting for a thread; more are refused as busy. */
  queue: number;
  /** A thread idle this long stops. */
  idleMs: number;
  /** How long a new thread may take to load the reader. */
  startMs: number;
}

export const PAGE_READER_LIMITS: PageReaderLimits = {
  timeoutMs: 10_000,
  memoryMb: 256,
  threads: 2,
  queue: 8,
  idleMs: 30_000,
  startMs: 30_000,
};

export const READ_TOO_LONG_MESSAGE =
  'This page takes too long to read as a recipe. Paste only the part of the page that holds the recipe.';
export const READ_TOO_LARGE_MESSAGE =
  'This page needs too much memory to read as a recipe. Paste only the part of the page that holds the recipe.';
export const READERS_BUSY_MESSAGE = 'Too many pages are being read right now. Try again in a moment.';

interface Job {
  page: PageReaderJob;
  resolve: (draft: PageDraft | undefined) => void;
  reject: (error: Error) => void;
}

/** One worker thread, reading one page at a time. */
class ReaderThread {
  private readonly worker: Worker;
  private ready = false;
  private current: { job: Job; timer?: NodeJS.Timeout } | undefined;
  private startTimer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    script: URL,
    private readonly limits: PageReaderLimits,
    private readonly events: { idle: (thread: ReaderThread) => void; stopped: (thread: ReaderThread) => void },
  ) {
    this.worker = startWorker(script, { resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb } });
    this.worker.on('message', (answer: PageReaderAnswer) => this.answer(answer));
    this.worker.on('error', (error: Error & { code?: string }) =>
      this.stop(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new Refusal('invalid', READ_TOO_LARGE_MESSAGE)
          : new Error(`The page reader failed: ${error.message}`),
      ),
    );
    this.worker.on('exit', () => this.stop(new Error('The page reader stopped.')));
    this.startTimer = setTimeout(
      () => this.stop(new Error(`The page reader did not start within ${limits.startMs} ms.`)),
      limits.startMs,
    );
  }

  get busy(): boolean {
    return this.current !== undefined;
  }

  run(job: Job): void {
    clearTimeout(this.idleTimer);
    this.current = { job };
    if (this.ready) this.post();
  }

  private post(): void {
    const current = this.current;
    if (!current) return;
    current.timer = setTimeout(() => this.stop(new Refusal('invalid', READ_TOO_LONG_MESSAGE)), this.limits.timeoutMs);
    this.worker.postMessage(current.job.page);
  }

  private answer(answer: PageReaderAnswer): void {
    if (this.stopped) return;
    if ('ready' in answer) {
      this.ready = true;
      clearTimeout(this.startTimer);
      if (this.current) this.post();
      else this.becomeIdle();
      return;
    }
    const current = this.current;
    if (!current) return;
    clearTimeout(current.timer);
    this.current = undefined;
    if ('draft' in answer) current.job.resolve(answer.draft);
    else if ('refusal' in answer) current.job.reject(new Refusal(answer.refusal.kind, answer.refusal.message));
    else current.job.reject(new Error(`Reading the page failed: ${answer.failure}`));
    this.becomeIdle();
  }

  private becomeIdle(): void {
    this.idleTimer = setTimeout(() => this.stop(), this.limits.idleMs);
    this.idleTimer.unref();
    this.events.idle(this);
  }

  /** Ends the thread; the page it was reading (if any) gets `error`. */
  stop(error: Error = new Error('The page reader stopped.')): void {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.startTimer);
    clearTimeout(this.idleTimer);
    const current = this.current;
    this.current = undefined;
    if (current) {
      clearTimeout(current.timer);
      current.job.reject(error);
    }
    void this.worker.terminate();
    this.events.stopped(this);
  }
}

export class PageReaders {
  private readonly threads = new Set<ReaderThread>();
  private readonly waiting: Job[] = [];
  private closed = false;

  constructor(
    private readonly script: URL,
    private readonly limits: PageReaderLimits = PAGE_READER_LIMITS,
  ) {}

  /** The page's draft (undefined when it holds no recipe); refusals as the reader or the limits give them. */
  read(page: PageReaderJob): Promise<PageDraft | undefined> {
    if (this.closed) return Promise.reject(new Error('The page readers are closed.'));
    const free = [...this.threads].some((thread) => !thread.busy) || this.threads.size < this.limits.threads;
    if (!free && this.waiting.length >= this.limits.queue) {
      return Promise.reject(new Refusal('busy', READERS_BUSY_MESSAGE));
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ page, resolve, reject });
      this.dispatch();
    });
  }

  /** Threads running now (started and not stopped). */
  get size(): number {
    return this.threads.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('The page readers are closed.'));
    for (const thread of [...this.threads]) thread.stop();
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const thread = [...this.threads].find((candidate) => !candidate.busy) ?? this.newThread();
      if (!thread) return;
      thread.run(this.waiting.shift() as Job);
    }
  }

  private newThread(): ReaderThread | undefined {
    if (this.closed || this.threads.size >= this.limits.threads) return undefined;
    const thread = new ReaderThread(this.script, this.limits, {
      idle: () => this.dispatch(),
      stopped: (stopped) => {
        this.threads.delete(stopped);
        this.dispatch();
      },
    });
    this.threads.add(thread);
    return thread;
  }
}
