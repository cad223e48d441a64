// Sorting a million ids with a comparator holds the event loop for about a second: sorted here in runs of 32,768
// (one step each), then merged pairwise, a turn for other work after every step.

const RUN = 32_768;

/** `ids` sorted by `compare` (a stable merge sort); `pause` is awaited between steps of ≈ 30 ms. */
export async function sortInSteps(
  ids: Int32Array,
  compare: (a: number, b: number) => number,
  pause: () => Promise<void>,
): Promise<Int32Array> {
  let from = ids.slice();
  for (let start = 0; start < from.length; start += RUN) {
    from.subarray(start, start + RUN).sort(compare);
    await pause();
  }
  let to = new Int32Array(from.length);
  for (let width = RUN; width < from.length; width *= 2) {
    let steps = 0;
    for (let left = 0; left < from.length; left += 2 * width) {
      const middle = Math.min(left + width, from.length);
      const end = Math.min(left + 2 * width, from.length);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < end)
        to[k++] = compare(from[j] as number, from[i] as number) < 0 ? (from[j++] as number) : (from[i++] as number);
      while (i < middle) to[k++] = from[i++] as number;
      while (j < end) to[k++] = from[j++] as number;
      steps += end - left;
      if (steps >= RUN * 4) {
        steps = 0;
        await pause();
      }
    }
    [from, to] = [to, from];
  }
  return from;
}
