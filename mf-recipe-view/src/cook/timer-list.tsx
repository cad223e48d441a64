import { Button } from '@simple-recipes/shared-ui';
import { describeDuration, formatClock, isPaused, timeLeft } from './timers';
import type { RecipeTimers } from './use-timers';
import styles from './cook-mode.module.css';

export interface TimerListProps {
  /** The recipe's timers and what can be done with them. */
  timers: RecipeTimers;
}

/**
 * Every timer of the recipe with its time left. A timer's clock is not a live region (it would be read out every
 * second); an ended timer is announced once through the alert above the list.
 */
export function TimerList({ timers: recipeTimers }: TimerListProps) {
  const { timers, now, finished, isFinished, pause, resume, addMinute, remove } = recipeTimers;
  return (
    <section className={styles.timers} aria-label="Timers">
      <div role="alert" className={styles.timerAlert}>
        {finished.map((timer) => (
          <p key={timer.id} className={styles.timerAlertLine}>
            Time is up: {timer.label}
          </p>
        ))}
      </div>
      {timers.length > 0 && (
        <ul className={styles.timerList}>
          {timers.map((timer) => {
            const done = isFinished(timer);
            const left = timeLeft(timer, now);
            return (
              <li key={timer.id} className={done ? `${styles.timer} ${styles.timerDone}` : styles.timer}>
                <span className={styles.timerLabel}>{timer.label}</span>
                <span
                  role="timer"
                  className={styles.timerClock}
                  aria-label={done ? 'Done' : `${describeDuration(left)} left`}
                >
                  {done ? 'Done' : formatClock(left)}
                  {isPaused(timer) && ' (paused)'}
                </span>
                <span className={styles.timerActions}>
                  {!done &&
                    (isPaused(timer) ? (
                      <Button aria-label={`Resume ${timer.label}`} onClick={() => resume(timer.id)}>
                        Resume
                      </Button>
                    ) : (
                      <Button aria-label={`Pause ${timer.label}`} onClick={() => pause(timer.id)}>
                        Pause
                      </Button>
                    ))}
                  <Button aria-label={`+1 min ${timer.label}`} onClick={() => addMinute(timer.id)}>
                    +1 min
                  </Button>
                  <Button
                    variant={done ? 'primary' : 'ghost'}
                    aria-label={`${done ? 'Dismiss' : 'Cancel'} ${timer.label}`}
                    onClick={() => remove(timer.id)}
                  >
                    {done ? 'Dismiss' : 'Cancel'}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
