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
  expect(answers.map((answer) => Array.from(answer))).toEqual([
    [3, 1, 2],
    [3, 1, 2],
    [3, 1, 2],
  ]);
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
  await expect(cache.get('k', 1, async () => Promise.reject(new Error('database gone')))).rejects.toThrow(
    'database gone',
  );
  expect(await cache.get('k', 1, async () => ids(4))).toEqual(ids(4));
});

describe('getMany', () => {
  const names = (keys: number[]) => new Map(keys.map((key) => [key, `recipe ${key}`]));

  it('reads only the keys it does not hold, in one go, and answers every key', async () => {
    const cache = new GenerationCache<string, number>(Infinity);
    const asked: number[][] = [];
    const build = async (missing: number[]) => {
      asked.push(missing);
      return names(missing);
    };
    expect([...(await cache.getMany([1, 2, 3], 1, build))].sort()).toEqual([...names([1, 2, 3])].sort());
    expect([...(await cache.getMany([2, 3, 4, 5], 1, build)).keys()].sort()).toEqual([2, 3, 4, 5]);
    expect(await cache.getMany([5, 1], 1, build)).toEqual(names([5, 1]));
    expect(asked).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('leaves out what the build did not find (a recipe removed meanwhile)', async () => {
    const cache = new GenerationCache<string, number>(Infinity);
    const answer = await cache.getMany([1, 2], 1, async () => names([1]));
    expect([...answer.keys()]).toEqual([1]);
    expect(await cache.getMany([2], 1, async () => names([2]))).toEqual(names([2]));
  });

  it('starts afresh at a new generation and keeps nothing read for an older one', async () => {
    const cache = new GenerationCache<string, number>(Infinity);
    await cache.getMany([1], 1, async () => new Map([[1, 'old name']]));
    expect(await cache.getMany([1], 2, async () => new Map([[1, 'new name']]))).toEqual(new Map([[1, 'new name']]));
    expect(await cache.getMany([1, 2], 1, async (missing) => new Map(missing.map((key) => [key, 'stale'])))).toEqual(
      new Map([
        [1, 'stale'],
        [2, 'stale'],
      ]),
    );
    expect(
      await cache.getMany([1, 2], 2, async (missing) => new Map(missing.map((key) => [key, 'read again']))),
    ).toEqual(
      new Map([
        [1, 'new name'],
        [2, 'read again'],
      ]),
    );
  });

  it('keeps within its capacity by weight, dropping the least recently used', async () => {
    const cache = new GenerationCache<string, number>(10, (value) => value.length);
    await cache.getMany(
      [1, 2],
      1,
      async () =>
        new Map([
          [1, 'aaaa'],
          [2, 'bbbb'],
        ]),
    );
    await cache.getMany([1], 1, async () => new Map([[1, 'never']])); // 1 is used again: 2 is now the oldest
    await cache.getMany([3], 1, async () => new Map([[3, 'cccc']]));
    expect(await cache.getMany([1, 2, 3], 1, async (missing) => new Map(missing.map((key) => [key, 'read'])))).toEqual(
      new Map([
        [1, 'aaaa'],
        [2, 'read'],
        [3, 'cccc'],
      ]),
    );
  });
});

it('when full, drops the least recently used down to 90 % of its capacity at once', async () => {
  const cache = new GenerationCache<string, number>(10);
  await cache.getMany(
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    1,
    async (missing) => new Map(missing.map((key) => [key, 'kept'])),
  );
  await cache.getMany([11], 1, async () => new Map([[11, 'kept']]));
  // 11 entries in a cache of 10: the two oldest go, leaving 9.
  expect(
    await cache.getMany([1, 2, 3, 11], 1, async (missing) => new Map(missing.map((key) => [key, 'read']))),
  ).toEqual(
    new Map([
      [1, 'read'],
      [2, 'read'],
      [3, 'kept'],
      [11, 'kept'],
    ]),
  );
});

it('keeps what is used while it fills, and drops an entry once it is no longer used', async () => {
  const cache = new GenerationCache<string, number>(10);
  const read = (keys: number[]) =>
    cache.getMany(keys, 1, async (missing) => new Map(missing.map((key) => [key, `read ${key}`])));
  await read([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  for (let key = 11; key <= 40; key++) {
    if (key <= 20) await read([1]); // 1 is used while the first twenty come in, then no more
    await read([2]); // 2 is used all along
    await read([key]);
  }
  const held = await cache.getMany([1, 2, 40], 1, async (missing) => new Map(missing.map((key) => [key, 'again'])));
  expect(held).toEqual(
    new Map([
      [1, 'again'],
      [2, 'read 2'],
      [40, 'read 40'],
    ]),
  );
});

describe('getMany with a change log', () => {
  const values = (keys: number[]) => Promise.resolve(new Map(keys.map((key) => [key, `v${key}`])));

  it('drops only the values the log names as changed when the generation moves on', async () => {
    const asked: Array<[number, number]> = [];
    const cache = new GenerationCache<string, number>(
      Infinity,
      () => 1,
      'test',
      async (from, to) => {
        asked.push([from, to]);
        return [2];
      },
    );
    await cache.getMany([1, 2, 3], 1, values);
    const built: number[][] = [];
    await cache.getMany([1, 2, 3], 4, (missing) => {
      built.push(missing);
      return values(missing);
    });
    expect(asked).toEqual([[1, 4]]);
    expect(built).toEqual([[2]]);
  });

  it('forgets everything when the log cannot tell', async () => {
    const cache = new GenerationCache<string, number>(
      Infinity,
      () => 1,
      'test',
      async () => null,
    );
    await cache.getMany([1, 2], 1, values);
    const built: number[][] = [];
    await cache.getMany([1, 2], 2, (missing) => {
      built.push(missing);
      return values(missing);
    });
    expect(built).toEqual([[1, 2]]);
  });
});

describe('fill', () => {
  const cards = (keys: number[]) => new Map(keys.map((key) => [key, `card ${key}`]));

  it('stores what it reads until the cache holds 90 % of its capacity, then says it is full', async () => {
    const cache = new GenerationCache<string, number>(100, () => 10);
    expect(await cache.fill(1, async () => cards([1, 2, 3, 4, 5]))).toBe('filled');
    expect(await cache.fill(1, async () => cards([6, 7, 8, 9, 10, 11]))).toBe('full');
    expect(await cache.fill(1, async () => cards([12]))).toBe('full');
    const read: number[] = [];
    const answer = await cache.getMany([1, 9, 10], 1, async (missing) => {
      read.push(...missing);
      return cards(missing);
    });
    expect(answer).toEqual(cards([1, 9, 10]));
    expect(read).toEqual([10]);
  });

  it('keeps nothing read for an older generation, nor what it read while the generation moved on', async () => {
    const cache = new GenerationCache<string, number>(Infinity);
    expect(await cache.fill(2, async () => cards([1]))).toBe('filled');
    expect(await cache.fill(1, async () => cards([2]))).toBe('stale');
    const movedOnDuringRead = await cache.fill(2, async () => {
      await cache.getMany([3], 3, async () => cards([3]));
      return cards([4]);
    });
    expect(movedOnDuringRead).toBe('stale');

    const read: number[] = [];
    await cache.getMany([1, 2, 3, 4], 3, async (missing) => {
      read.push(...missing);
      return cards(missing);
    });
    expect(read).toEqual([1, 2, 4]);
  });
});
