import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Refusal } from '../refusal';
import { TOO_DEEP_MESSAGE } from './read-page';
import {
  PAGE_READER_LIMITS,
  PageReaders,
  READERS_BUSY_MESSAGE,
  READ_TOO_LARGE_MESSAGE,
  READ_TOO_LONG_MESSAGE,
  type PageReaderLimits,
} from './page-readers';
import { recipePage } from './testing/recipe-page';

const SCRIPT = pathToFileURL(join(__dirname, 'page-reader-worker.ts'));

// Each test starts worker threads and reads pages that take seconds on purpose: on a machine busy with other
// suites, that takes longer than Jest's 5 s default without anything being wrong.
jest.setTimeout(30_000);

const RECIPE_PAGE = recipePage({
  '@type': 'Recipe',
  name: 'Tomato soup',
  recipeIngredient: ['1 kg tomatoes', '2 cloves garlic, minced'],
  recipeInstructions: ['Roast the tomatoes.', 'Blend with the garlic.'],
});

/** Thousands of unlisted ingredient rows: seconds of reading on this machine. */
function slowPage(rows = 5000): string {
  const lines = Array.from({ length: rows }, (_, i) => `<div><span>${i} g</span> <span>flour ${i}</span></div>`);
  return `<html><body><h1>Bread</h1><h2>Ingredients</h2>${lines.join('')}<h2>Method</h2><p>Mix.</p></body></html>`;
}

const open: PageReaders[] = [];
function readers(limits: Partial<PageReaderLimits> = {}): PageReaders {
  const created = new PageReaders(SCRIPT, { ...PAGE_READER_LIMITS, ...limits });
  open.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((created) => created.close()));
});

async function refusalOf(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('PageReaders', () => {
  it('reads a page in a worker thread into its draft', async () => {
    const draft = await readers().read({ html: RECIPE_PAGE, pageUrl: 'https://example.com/soup', tags: [] });
    expect(draft?.name).toBe('Tomato soup');
    expect(draft?.source).toBe('https://example.com/soup');
    expect(draft?.ingredients_sections[0]?.ingredients.map((item) => item.ingredient)).toEqual(['tomatoes', 'garlic']);
    expect(draft?.recipe_sections[0]?.steps.map((step) => step.step)).toEqual([
      'Roast the tomatoes.',
      'Blend with the garlic.',
    ]);
  });

  it('answers undefined for a page without a recipe, and the reader’s own refusals as they are', async () => {
    const pool = readers();
    await expect(pool.read({ html: '<html><body><p>Hello</p></body></html>', tags: [] })).resolves.toBeUndefined();
    const deep = `<html><body>${'<div>'.repeat(400)}x${'</div>'.repeat(400)}</body></html>`;
    const refusal = await refusalOf(pool.read({ html: deep, tags: [] }));
    expect(refusal.kind).toBe('invalid');
    expect(refusal.message).toBe(TOO_DEEP_MESSAGE);
  });

  it('stops a page that takes longer than the limit, and reads the next one in a new thread', async () => {
    const pool = readers({ timeoutMs: 200 });
    const refusal = await refusalOf(pool.read({ html: slowPage(), tags: [] }));
    expect(refusal.kind).toBe('invalid');
    expect(refusal.message).toBe(READ_TOO_LONG_MESSAGE);
    await expect(pool.read({ html: RECIPE_PAGE, tags: [] })).resolves.toMatchObject({ name: 'Tomato soup' });
  });

  it('refuses a page that needs more memory than a reader may use', async () => {
    const pool = readers({ memoryMb: 8 });
    const refusal = await refusalOf(pool.read({ html: slowPage(40_000), tags: [] }));
    expect(refusal.message).toBe(READ_TOO_LARGE_MESSAGE);
    await expect(readers().read({ html: RECIPE_PAGE, tags: [] })).resolves.toMatchObject({ name: 'Tomato soup' });
  });

  it('keeps the server’s thread free while a page is read', async () => {
    const pool = readers();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 20);
    try {
      await pool.read({ html: slowPage(2000), tags: [] });
    } finally {
      clearInterval(ticker);
    }
    // Read on this thread, the page would let no timer fire until it was done.
    expect(ticks).toBeGreaterThan(3);
  });

  it('refuses as busy when every thread is reading and the queue is full', async () => {
    const pool = readers({ threads: 1, queue: 1, timeoutMs: 30_000 });
    const first = pool.read({ html: slowPage(2000), tags: [] });
    const second = pool.read({ html: RECIPE_PAGE, tags: [] });
    const refusal = await refusalOf(pool.read({ html: RECIPE_PAGE, tags: [] }));
    expect(refusal.kind).toBe('busy');
    expect(refusal.message).toBe(READERS_BUSY_MESSAGE);
    await expect(first).resolves.toMatchObject({ name: 'Bread' });
    await expect(second).resolves.toMatchObject({ name: 'Tomato soup' });
  });

  it('stops an idle thread after a while and starts one again when a page comes', async () => {
    const pool = readers({ idleMs: 100 });
    await pool.read({ html: RECIPE_PAGE, tags: [] });
    expect(pool.size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(pool.size).toBe(0);
    await expect(pool.read({ html: RECIPE_PAGE, tags: [] })).resolves.toMatchObject({ name: 'Tomato soup' });
  });
});
