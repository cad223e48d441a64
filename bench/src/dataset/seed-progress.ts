// One progress line of a long seed: how far, how fast, how long still, and the seeding process's memory.
import type { SeedProgress } from './seed';

const formatSeconds = (seconds: number) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
    : `${Math.round(seconds)} s`;

export function seedProgressLine({ done, total, seconds, rssMiB }: SeedProgress): string {
  const rate = seconds > 0 ? done / seconds : 0;
  const eta = rate > 0 ? (total - done) / rate : Number.NaN;
  const percent = total > 0 ? Math.round((done / total) * 100) : 100;
  return (
    `${done.toLocaleString('en')} / ${total.toLocaleString('en')} recipes (${percent} %), ` +
    `${Math.round(rate).toLocaleString('en')} recipes/s, ${done >= total ? 'done' : `ETA ${Number.isFinite(eta) ? formatSeconds(eta) : '?'}`}, RSS ${Math.round(rssMiB)} MiB`
  );
}

/** Calls `log` at most every `everySeconds` seconds, and always for the last batch. */
export function throttledSeedLog(log: (line: string) => void, everySeconds = 10): (state: SeedProgress) => void {
  let last = -Infinity;
  return (state) => {
    if (state.done < state.total && state.seconds - last < everySeconds) return;
    last = state.seconds;
    log(`  ${seedProgressLine(state)}`);
  };
}
