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

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
