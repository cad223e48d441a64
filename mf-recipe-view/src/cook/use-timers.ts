import { useCallback, useEffect, useState } from 'react';
import { prepareAlarm, ringAlarm } from './alarm';
import { timersKey } from './cook-storage';
import {
  addTime,
  createTimer,
  isFinished,
  isPaused,
  newlyFinished,
  parseTimers,
  pauseTimer,
  resumeTimer,
  type KitchenTimer,
} from './timers';
import { useStoredState } from './use-stored-state';

/** The clock shows whole seconds; reading it twice a second keeps it from skipping one. */
const TICK_MS = 500;

export interface RecipeTimers {
  timers: KitchenTimer[];
  /** The clock time the timers were last drawn at. */
  now: number;
  /** Timers that ended while this page was open, until dismissed. */
  finished: KitchenTimer[];
  start(label: string, seconds: number): void;
  pause(id: string): void;
  resume(id: string): void;
  addMinute(id: string): void;
  /** Cancels a running timer, or dismisses an ended one. */
  remove(id: string): void;
  isFinished(timer: KitchenTimer): boolean;
}

let lastId = 0;
const newId = () => `${Date.now().toString(36)}-${(lastId += 1)}`;

/**
 * The recipe's kitchen timers, stored with their end times so they survive step changes and reloads. While one
 * runs the clock is read a few times a second; when one ends the alarm rings once and `finished` names it.
 */
export function useTimers(recipeId: number): RecipeTimers {
  const [timers, setTimers] = useStoredState(timersKey(recipeId), parseTimers);
  const [now, setNow] = useState(() => Date.now());
  const [finished, setFinished] = useState<KitchenTimer[]>([]);
  const running = timers.some((timer) => !isPaused(timer) && !timer.rung);

  useEffect(() => {
    if (!running) return undefined;
    const interval = window.setInterval(() => setNow(Date.now()), TICK_MS);
    // A hidden tab's intervals are slowed down: catch up as soon as it is back.
    const onVisible = () => setNow(Date.now());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [running]);

  useEffect(() => {
    const ended = newlyFinished(timers, now);
    if (ended.length === 0) return;
    ringAlarm();
    setFinished((current) => [...current, ...ended]);
    const endedIds = new Set(ended.map((timer) => timer.id));
    setTimers((current) => current.map((timer) => (endedIds.has(timer.id) ? { ...timer, rung: true } : timer)));
  }, [now, timers, setTimers]);

  const change = useCallback(
    (id: string, update: (timer: KitchenTimer, at: number) => KitchenTimer) => {
      const at = Date.now();
      setNow(at);
      setTimers((current) => current.map((timer) => (timer.id === id ? update(timer, at) : timer)));
      setFinished((current) => current.filter((timer) => timer.id !== id));
    },
    [setTimers],
  );

  return {
    timers,
    now,
    finished,
    start: useCallback(
      (label: string, seconds: number) => {
        prepareAlarm();
        const at = Date.now();
        setNow(at);
        setTimers((current) => [...current, createTimer(newId(), label, seconds, at)]);
      },
      [setTimers],
    ),
    pause: useCallback((id: string) => change(id, pauseTimer), [change]),
    resume: useCallback((id: string) => change(id, resumeTimer), [change]),
    addMinute: useCallback((id: string) => change(id, (timer, at) => addTime(timer, 60_000, at)), [change]),
    remove: useCallback(
      (id: string) => {
        setTimers((current) => current.filter((timer) => timer.id !== id));
        setFinished((current) => current.filter((timer) => timer.id !== id));
      },
      [setTimers],
    ),
    isFinished: (timer: KitchenTimer) => isFinished(timer, now),
  };
}
