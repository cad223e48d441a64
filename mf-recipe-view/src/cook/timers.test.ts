import {
  addTime,
  createTimer,
  describeDuration,
  formatClock,
  isFinished,
  newlyFinished,
  parseTimers,
  pauseTimer,
  resumeTimer,
  timeLeft,
} from './timers';

const start = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('a kitchen timer', () => {
  it('counts down from its stored end time, whatever happened in between', () => {
    const timer = createTimer('t1', 'simmer for 10 minutes', 600, start);
    expect(timeLeft(timer, start)).toBe(600_000);
    expect(timeLeft(timer, start + 61_500)).toBe(538_500);
    // A reload is the same timer read back: nothing but the clock decides.
    const reloaded = parseTimers(JSON.parse(JSON.stringify([timer])))[0]!;
    expect(timeLeft(reloaded, start + 300_000)).toBe(300_000);
    expect(isFinished(reloaded, start + 599_999)).toBe(false);
    expect(isFinished(reloaded, start + 600_000)).toBe(true);
    expect(timeLeft(reloaded, start + 900_000)).toBe(0);
  });

  it('stands still while paused and goes on from there when resumed', () => {
    const paused = pauseTimer(createTimer('t1', 'rest', 120, start), start + 20_000);
    expect(timeLeft(paused, start + 500_000)).toBe(100_000);
    const resumed = resumeTimer(paused, start + 500_000);
    expect(timeLeft(resumed, start + 550_000)).toBe(50_000);
    expect(isFinished(resumed, start + 600_000)).toBe(true);
  });

  it('takes more time, and runs again when more is added after it ended', () => {
    const timer = createTimer('t1', 'bake', 60, start);
    expect(timeLeft(addTime(timer, 60_000, start + 30_000), start + 30_000)).toBe(90_000);
    const ended = { ...timer, rung: true };
    const extended = addTime(ended, 60_000, start + 120_000);
    expect(isFinished(extended, start + 120_000)).toBe(false);
    expect(extended.rung).toBe(false);
    expect(timeLeft(extended, start + 150_000)).toBe(30_000);
    // Taking time off never takes it below a second.
    expect(timeLeft(addTime(timer, -300_000, start), start)).toBe(1000);
  });

  it('is announced once: only ended timers not yet rung are new', () => {
    const a = createTimer('a', 'a', 60, start);
    const b = createTimer('b', 'b', 120, start);
    expect(newlyFinished([a, b], start + 90_000).map((timer) => timer.id)).toEqual(['a']);
    expect(newlyFinished([{ ...a, rung: true }, b], start + 90_000)).toEqual([]);
  });
});

describe('showing time', () => {
  it('as a clock, seconds rounded up', () => {
    expect(formatClock(600_000)).toBe('10:00');
    expect(formatClock(545_001)).toBe('9:06');
    expect(formatClock(4_500_000)).toBe('1:15:00');
    expect(formatClock(400)).toBe('0:01');
    expect(formatClock(0)).toBe('0:00');
  });

  it('in words', () => {
    expect(describeDuration(4_500_000)).toBe('1 hour 15 minutes');
    expect(describeDuration(61_000)).toBe('1 minute 1 second');
    expect(describeDuration(0)).toBe('0 seconds');
  });
});

it('drops anything in storage that is not a timer', () => {
  const good = createTimer('a', 'a', 60, start);
  expect(parseTimers([good, { id: 'x' }, null, 'text', { ...good, endsAt: 'soon' }])).toEqual([good]);
  expect(parseTimers({ not: 'a list' })).toEqual([]);
});
