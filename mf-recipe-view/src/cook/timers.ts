// Kitchen timers as data. A timer stores when it ends (not a count of ticks), so it keeps the right time across
// step changes, a throttled background tab and a reload; everything else is worked out from the clock.

export interface KitchenTimer {
  id: string;
  /** What it is for, e.g. the step's words "simmer for 10 minutes". */
  label: string;
  /** The length it was set to, in ms (for display and "Restart"). */
  durationMs: number;
  /** The clock time (ms since the epoch) it ends at while running. */
  endsAt: number;
  /** Set while paused: the ms that were left when it was paused. */
  pausedLeftMs: number | null;
  /** True once the cook has been told it ended (so a reload does not ring it again). */
  rung: boolean;
}

/** A new running timer of `seconds`, ending `seconds` after `now`. */
export function createTimer(id: string, label: string, seconds: number, now: number): KitchenTimer {
  const durationMs = Math.max(1, Math.round(seconds)) * 1000;
  return { id, label, durationMs, endsAt: now + durationMs, pausedLeftMs: null, rung: false };
}

/** Ms left (never below 0). */
export function timeLeft(timer: KitchenTimer, now: number): number {
  return Math.max(0, timer.pausedLeftMs ?? timer.endsAt - now);
}

export function isFinished(timer: KitchenTimer, now: number): boolean {
  return timeLeft(timer, now) === 0;
}

export function isPaused(timer: KitchenTimer): boolean {
  return timer.pausedLeftMs !== null;
}

export function pauseTimer(timer: KitchenTimer, now: number): KitchenTimer {
  if (isPaused(timer) || isFinished(timer, now)) return timer;
  return { ...timer, pausedLeftMs: timeLeft(timer, now) };
}

export function resumeTimer(timer: KitchenTimer, now: number): KitchenTimer {
  if (timer.pausedLeftMs === null) return timer;
  return { ...timer, endsAt: now + timer.pausedLeftMs, pausedLeftMs: null };
}

/** More (or, negative, less) time on a timer; a finished timer that gets more time runs again. */
export function addTime(timer: KitchenTimer, ms: number, now: number): KitchenTimer {
  const left = Math.max(1000, timeLeft(timer, now) + ms);
  return timer.pausedLeftMs !== null
    ? { ...timer, pausedLeftMs: left, rung: false }
    : { ...timer, endsAt: now + left, rung: false };
}

/** Timers that have just ended and not yet been announced. */
export function newlyFinished(timers: KitchenTimer[], now: number): KitchenTimer[] {
  return timers.filter((timer) => !timer.rung && isFinished(timer, now));
}

/** Time left as a clock: "9:05", "1:15:00"; seconds are rounded up, so "0:00" only shows once it has ended. */
export function formatClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The same in words, for screen readers: "1 hour 15 minutes", "45 seconds". */
export function describeDuration(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const parts: [number, string][] = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  const named = parts
    .filter(([count]) => count > 0)
    .map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`);
  return named.length > 0 ? named.join(' ') : '0 seconds';
}

/** Timers read back from storage: anything that is not a well-formed timer is dropped, never trusted. */
export function parseTimers(value: unknown): KitchenTimer[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is KitchenTimer =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.id === 'string' &&
      typeof item.label === 'string' &&
      Number.isFinite(item.durationMs) &&
      Number.isFinite(item.endsAt) &&
      (item.pausedLeftMs === null || Number.isFinite(item.pausedLeftMs)) &&
      typeof item.rung === 'boolean',
  );
}
