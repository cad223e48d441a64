import { useState } from 'react';
import { Button, VisuallyHidden } from '@simple-recipes/shared-ui';
import type { FoundDuration } from './find-durations';
import { describeDuration, formatClock } from './timers';
import styles from './cook-mode.module.css';

export interface TimerOfferProps {
  duration: FoundDuration;
  stepNumber: number;
  /**
   * The labels of the timers started and not yet ended: the offer of one says so, so it is not started twice by
   * mistake.
   */
  runningLabels: ReadonlySet<string>;
  onStart(label: string, seconds: number): void;
}

/** The label of the timer an offer starts: the step and the duration it names ("Step 3: 45 minutes"). */
function timerLabel(stepNumber: number, duration: FoundDuration): string {
  return `Step ${stepNumber}: ${duration.text}`;
}

/** A timer for a duration a step names, set to it (the longer end of a range) and adjustable before it starts. */
export function TimerOffer({ duration, stepNumber, runningLabels, onStart }: TimerOfferProps) {
  const [seconds, setSeconds] = useState(duration.seconds);
  const step = seconds > 120 ? 60 : 15;
  const stepWords = step === 60 ? '1 minute' : '15 seconds';
  const words = describeDuration(seconds * 1000);
  const label = timerLabel(stepNumber, duration);
  const running = runningLabels.has(label);
  return (
    <div className={styles.offer} role="group" aria-label={`Timer for “${duration.text}”`}>
      <Button
        className={styles.adjust}
        aria-label={`Less time (${stepWords})`}
        disabled={seconds <= 15}
        onClick={() => setSeconds(Math.max(15, seconds - step))}
      >
        −
      </Button>
      <span className={styles.offerClock} aria-label={words}>
        {formatClock(seconds * 1000)}
      </span>
      <Button
        className={styles.adjust}
        aria-label={`More time (${stepWords})`}
        onClick={() => setSeconds(seconds + step)}
      >
        +
      </Button>
      {running && <span className={styles.offerRunning}>Timer started</span>}
      <Button variant={running ? 'secondary' : 'primary'} onClick={() => onStart(label, seconds)}>
        {running ? 'Start another' : 'Start timer'}
        <VisuallyHidden> for {words}</VisuallyHidden>
      </Button>
    </div>
  );
}
