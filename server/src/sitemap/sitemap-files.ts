// The sitemap's files: /sitemap.xml (every address, or past 50,000 an index of parts) and its parts. A file is
// written while its rows are read, a batch at a time (never the whole list in memory), and the bytes sent are kept
// until the next write: every write bumps the list generation (list-cache.ts), which is what a kept file is filed
// under. A crawler asking again before anything changed gets the kept bytes, already compressed.
import { recipePageUrl } from '@simple-recipes/shared-api/json-ld';
import type { Store } from '../db/store';
import { MAX_URLS_PER_FILE, partRange, sitemapLayout } from './sitemap-layout';
import { sitemapIndex, URLSET_END, URLSET_START, urlEntry } from './sitemap-xml';

/** Rows read per query while a part is written. */
const BATCH_ROWS = 5000;

/** Bytes of kept files in all (compressed, a 100,000-recipe sitemap is well under 1 MB per coding). */
const DEFAULT_MAX_KEPT_BYTES = 32 * 1024 * 1024;

/** The address of one part of a split sitemap. */
export function sitemapPartUrl(origin: string, part: number): string {
  return new URL(`/sitemap.xml?part=${part}`, origin).href;
}

/** The XML of one file, in pieces. `part` null: /sitemap.xml itself. */
export async function* sitemapXml(
  store: Store,
  origin: string,
  file: { part: number | null; parts: number },
  maxUrlsPerFile = MAX_URLS_PER_FILE,
): AsyncGenerator<string> {
  if (file.part === null && file.parts > 1) {
    yield sitemapIndex(Array.from({ length: file.parts }, (_, index) => sitemapPartUrl(origin, index + 1)));
    return;
  }
  const range = partRange(file.part ?? 1, maxUrlsPerFile);
  yield URLSET_START;
  if (range.home) yield urlEntry(new URL('/', origin).href);
  let remaining = range.recipes;
  let afterId: number | undefined;
  while (remaining > 0) {
    const limit = Math.min(BATCH_ROWS, remaining);
    const rows = await store.sitemapRows(afterId === undefined ? { limit, offset: range.offset } : { limit, afterId });
    if (rows.length > 0) yield rows.map((row) => urlEntry(recipePageUrl(origin, row.stub), row.updated_at)).join('');
    if (rows.length < limit) break;
    remaining -= rows.length;
    afterId = rows[rows.length - 1]?.id;
  }
  yield URLSET_END;
}

export interface SitemapRequest {
  /** null: /sitemap.xml; a number: /sitemap.xml?part=N. */
  part: number | null;
  origin: string;
  /** The content coding the bytes are kept in (`br`, `gzip`, `identity`). */
  coding: string;
}

export type SitemapAnswer =
  { kind: 'missing' } | { kind: 'file'; generation: number; parts: number; kept: Buffer | null };

/** Files kept for one list generation. */
export class SitemapFiles {
  private generation = -1;
  private readonly kept = new Map<string, Buffer>();
  private keptBytes = 0;
  /** The last `keep` under way: a request arriving meanwhile waits for it rather than writing the file again. */
  private keeping: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Store,
    private readonly options: { maxUrlsPerFile?: number; maxKeptBytes?: number } = {},
  ) {}

  private key({ part, origin, coding }: SitemapRequest): string {
    return `${origin} ${part ?? 'index'} ${coding}`;
  }

  private settle(generation: number): void {
    if (generation <= this.generation) return;
    this.generation = generation;
    this.kept.clear();
    this.keptBytes = 0;
  }

  /** Which file answers (a part past the last is missing) and its kept bytes when there are any. */
  async find(request: SitemapRequest): Promise<SitemapAnswer> {
    await this.keeping;
    const { recipes, generation } = await this.store.recipeListVersion();
    this.settle(generation);
    const { parts } = sitemapLayout(recipes, this.options.maxUrlsPerFile);
    if (request.part !== null && (parts === 1 || request.part > parts)) return { kind: 'missing' };
    const kept = generation === this.generation ? (this.kept.get(this.key(request)) ?? null) : null;
    return { kind: 'file', generation, parts, kept };
  }

  /** The file's XML, in pieces (for an answer `find` had no kept bytes for). */
  xml(request: SitemapRequest, parts: number): AsyncGenerator<string> {
    return sitemapXml(this.store, request.origin, { part: request.part, parts }, this.options.maxUrlsPerFile);
  }

  /**
   * Keeps the bytes sent for a file written under `generation`, unless the data changed while it was written
   * (its batches may then mix two states) or the kept files would pass their size limit.
   */
  keep(request: SitemapRequest, generation: number, body: Buffer): Promise<void> {
    const kept = this.keeping.then(() => this.storeKept(request, generation, body));
    this.keeping = kept.catch(() => undefined);
    return kept;
  }

  private async storeKept(request: SitemapRequest, generation: number, body: Buffer): Promise<void> {
    const now = (await this.store.recipeListVersion()).generation;
    this.settle(now);
    if (now !== generation || this.generation !== generation) return;
    const key = this.key(request);
    if (this.kept.has(key) || this.keptBytes + body.length > (this.options.maxKeptBytes ?? DEFAULT_MAX_KEPT_BYTES))
      return;
    this.kept.set(key, body);
    this.keptBytes += body.length;
  }
}
