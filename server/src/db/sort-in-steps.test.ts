import { sortInSteps } from './sort-in-steps';

describe('sortInSteps', () => {
  it('sorts as a plain sort does, across runs and merges, pausing between steps of a large sort', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647);
    for (const size of [0, 1, 5, 32_768, 32_769, 100_000, 200_003]) {
      const ids = Int32Array.from({ length: size }, () => random() % 50_000);
      const compare = (a: number, b: number) => (a % 1000) - (b % 1000) || a - b;
      let pauses = 0;
      const sorted = await sortInSteps(ids, compare, async () => {
        pauses += 1;
      });
      expect(Array.from(sorted)).toEqual(Array.from(ids).sort(compare));
      if (size > 100_000) expect(pauses).toBeGreaterThan(4);
    }
  });
});
