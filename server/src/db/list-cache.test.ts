import { GenerationCache } from './list-cache';

const ids = (...values: number[]) => Int32Array.from(values);

it('builds a list once per generation, however many ask at the same time', async () => {
  const cache = new GenerationCache<Int32Array>(Infinity, (ids) => ids.length);
  let builds = 0;
  const build = async () => {
    builds += 1;
    return ids(3, 1, 2);
  };
  const answers = await Promise.all([cache.get('k', 1, build), cache.get('k', 1, build), cache.get('k', 1, build)]);
  expect(answers.map((answer) => Array.from(answer))).toEqual([[3, 1, 2], [3, 1, 2], [3, 1, 2]]);
  expect(await cache.get('k', 1, build)).toEqual(ids(3, 1, 2));
  expect(builds).toBe(1);
});

it('drops everything at a new generation and never caches for a request that read an older one', async () => {
  const cache = new GenerationCache<Int32Array>(Infinity, (ids) => ids.length);
  await cache.get('k', 1, async () => ids(1));
  expect(await cache.get('k', 2, async () => ids(1, 2))).toEqual(ids(1, 2));
  // A slow request that read generation 1 before the write: it builds its own answer, which is not kept.
  expect(await cache.get('k', 1, async () => ids(9))).toEqual(ids(9));
  expect(await cache.get('k', 2, async () => ids(0))).toEqual(ids(1, 2));
});

it('keeps at most maxIds ids, dropping the least recently used lists', async () => {
  const cache = new GenerationCache<Int32Array>(5, (ids) => ids.length);
  await cache.get('a', 1, async () => ids(1, 2));
  await cache.get('b', 1, async () => ids(3, 4));
  await cache.get('a', 1, async () => ids(0)); // a is used again: b is now the oldest
  await cache.get('c', 1, async () => ids(5, 6));
  expect(await cache.get('a', 1, async () => ids(0))).toEqual(ids(1, 2));
  expect(await cache.get('b', 1, async () => ids(7))).toEqual(ids(7));
  // A list larger than the whole cache is answered, not kept.
  await cache.get('big', 1, async () => ids(1, 2, 3, 4, 5, 6));
  expect(await cache.get('big', 1, async () => ids(0))).toEqual(ids(0));
});

it('does not keep a failed build', async () => {
  const cache = new GenerationCache<Int32Array>(Infinity, (ids) => ids.length);
  await expect(cache.get('k', 1, async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
  expect(await cache.get('k', 1, async () => ids(4))).toEqual(ids(4));
});
