import { Button } from '@simple-recipes/shared-ui';
import { describeDuration, formatClock, isPaused, timeLeft, type KitchenTimer } from './timers';
import styles from './CookMode.module.css';

export interface TimerListProps {
  timers: KitchenTimer[];
  now: number;
  /** Timers that ended while the page was open, announced until dismissed. */
  finished: KitchenTimer[];
  isFinished(timer: KitchenTimer): boolean;
  onPause(id: string): void;
  onResume(id: string): void;
  onAddMinute(id: string): void;
  onRemove(id: string): void;
}

/**
 * Every timer of the recipe with its time left. A timer's clock is not a live region (it would be read out every
 * second); an ended timer is announced once through the alert above the list.
 */
export function TimerList(props: TimerListProps) {
  const { timers, now, finished, isFinished, onPause, onResume, onAddMinute, onRemove } = props;
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
                      <Button aria-label={`Resume ${timer.label}`} onClick={() => onResume(timer.id)}>
                        Resume
                      </Button>
                    ) : (
                      <Button aria-label={`Pause ${timer.label}`} onClick={() => onPause(timer.id)}>
                        Pause
                      </Button>
                    ))}
                  <Button aria-label={`+1 min ${timer.label}`} onClick={() => onAddMinute(timer.id)}>
                    +1 min
                  </Button>
                  <Button
                    variant={done ? 'primary' : 'ghost'}
                    aria-label={`${done ? 'Dismiss' : 'Cancel'} ${timer.label}`}
                    onClick={() => onRemove(timer.id)}
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
