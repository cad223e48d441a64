// The worker thread that reads pages for imports (page-readers.ts): each message is a page's HTML, each answer its
// draft, or the refusal the reader threw. It runs apart from the server's thread, so a page that takes long to read
// delays no other request, and the server can stop it.
import { parentPort } from 'node:worker_threads';
import { Refusal } from '../refusal';
import { importDraftFromHtml } from './import-page';
import { pastedPage } from './pasted/pasted-text';
import type { PageReaderAnswer, PageReaderJob } from './page-reader-messages';

const port = parentPort;
if (!port) throw new Error('page-reader-worker.ts runs as a worker thread only.');

port.on('message', (job: PageReaderJob) => {
  let answer: PageReaderAnswer;
  try {
    // What was pasted is laid out as a page here, within the reader's time limit, as a long text takes a while.
    const html = job.pasted ? pastedPage(job.html) : job.html;
    const draft = importDraftFromHtml(html, {
      tags: job.tags,
      ...(job.pageUrl ? { pageUrl: job.pageUrl } : {}),
      ...(job.recipeName !== undefined ? { recipeName: job.recipeName } : {}),
    });
    answer = { draft };
  } catch (error) {
    answer =
      error instanceof Refusal
        ? { refusal: { kind: error.kind, message: error.message } }
        : { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(answer);
});
port.postMessage({ ready: true } satisfies PageReaderAnswer);
