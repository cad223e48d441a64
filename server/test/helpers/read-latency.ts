// Keeps visitors reading (the tag list and the first list page) while something else goes on, and gives the
// times the answers took — to show that no request freezes the others.
export interface ReadSample {
  status: number;
  ms: number;
}

/** Reads in `concurrency` loops until `done` settles; returns every answer's status and time. */
export async function readWhile(url: string, done: Promise<unknown>, concurrency = 4): Promise<ReadSample[]> {
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => undefined);
  const samples: ReadSample[] = [];
  const paths = ['/api/tags', '/api/recipes', '/api/recipes?sortField=created_at&sortDir=desc'];
  const loop = async (offset: number) => {
    for (let n = offset; !finished; n++) {
      const started = performance.now();
      const response = await fetch(url + paths[n % paths.length]);
      await response.arrayBuffer();
      samples.push({ status: response.status, ms: performance.now() - started });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => loop(i)));
  return samples;
}

/**
 * That the reads kept answering fast while the other work went on: their 99th percentile and the event loop's longest
 * delay each under a second (a bound for correctness, not a benchmark). `REPORT_EVENT_LOOP_DELAY=1` prints them.
 */
export function expectReadsStayedFast(reads: ReadSample[], delay: { maxMs: number }): void {
  const ms = reads.map((sample) => sample.ms);
  expect(percentile(ms, 99)).toBeLessThan(1_000);
  expect(delay.maxMs).toBeLessThan(1_000);
  if (process.env.REPORT_EVENT_LOOP_DELAY)
    console.log({ reads: reads.length, readP50: percentile(ms, 50), readP99: percentile(ms, 99), delay });
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
