import { useMemo } from 'react';
import type { CookStep } from './cook-steps';
import { findDurations } from './find-durations';
import { TimerOffer } from './timer-offer';
import styles from './cook-mode.module.css';

export interface CookStepCardProps {
  step: CookStep;
  ticked: boolean;
  onToggle(): void;
  /** The labels of the timers started and not yet ended. */
  runningTimers: ReadonlySet<string>;
  onStartTimer(label: string, seconds: number): void;
}

/** One step in large type, a timer for each duration it names, and its "done" tick. */
export function CookStepCard({ step, ticked, onToggle, runningTimers, onStartTimer }: CookStepCardProps) {
  const durations = useMemo(() => findDurations(step.step), [step.step]);
  return (
    <li className={ticked ? `${styles.step} ${styles.stepDone}` : styles.step} value={step.number}>
      <p className={styles.stepText}>{step.step}</p>
      {step.notes.trim() && <p className={styles.stepNotes}>{step.notes}</p>}
      {durations.map((duration) => (
        <TimerOffer
          key={`${duration.index}`}
          duration={duration}
          stepNumber={step.number}
          runningLabels={runningTimers}
          onStart={onStartTimer}
        />
      ))}
      <label className={styles.check}>
        <input type="checkbox" checked={ticked} onChange={onToggle} />
        <span>Step {step.number} done</span>
      </label>
    </li>
  );
}
