import { useEffect, useId, useRef, useState } from 'react';
import { Button, VisuallyHidden } from '@simple-recipes/shared-ui';
import { preloadScaler } from '../scaling/load-scaler';
import { MAX_SERVINGS, MIN_SERVINGS, clampServings, parseServings } from '../scaling/servings';
import styles from './servings-control.module.css';

export interface ServingsControlProps {
  /** The servings shown now. */
  servings: number;
  /** The recipe's own servings, which Reset goes back to. */
  recipeServings: number;
  onChange(servings: number): void;
}

/**
 * − / number / + for the servings, 1–999. A typed number rescales as soon as it is a valid one; leaving the box
 * with anything else puts the current number back. Reset keeps its place while hidden, so nothing moves.
 */
export function ServingsControl({ servings, recipeServings, onChange }: ServingsControlProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // The servings last asked for: a change may wait for the scaler chunk before `servings` follows it, and clicks
  // meanwhile count on from what was asked (4 clicks on + from 4 make 8, not 5 four times).
  const asked = useRef(servings);
  useEffect(() => {
    asked.current = servings;
  }, [servings]);
  const hintId = useId();
  const invalid = draft !== null && parseServings(draft) === null;
  const isScaled = servings !== recipeServings;

  const change = (next: number) => {
    setDraft(null);
    asked.current = clampServings(next);
    onChange(asked.current);
  };
  const step = (by: number) => change(asked.current + by);

  return (
    // The scaler chunk is fetched as soon as the pointer or focus comes near, so a click rarely waits for it.
    <div className={styles.control} onPointerEnter={preloadScaler} onFocus={preloadScaler}>
      <div className={styles.stepper} role="group" aria-label="Servings">
        <Button
          className={styles.step}
          aria-label="Fewer servings"
          disabled={servings <= MIN_SERVINGS}
          onClick={() => step(-1)}
        >
          −
        </Button>
        <input
          className={styles.number}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label="Servings"
          aria-describedby={hintId}
          aria-invalid={invalid || undefined}
          value={draft ?? String(servings)}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const typed = parseServings(text);
            if (typed !== null) {
              asked.current = typed;
              onChange(typed);
            }
          }}
          onBlur={() => setDraft(null)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              step(event.key === 'ArrowUp' ? 1 : -1);
            }
          }}
        />
        <Button
          className={styles.step}
          aria-label="More servings"
          disabled={servings >= MAX_SERVINGS}
          onClick={() => step(1)}
        >
          +
        </Button>
      </div>
      <VisuallyHidden id={hintId}>
        A whole number from {MIN_SERVINGS} to {MAX_SERVINGS}; the amounts follow.
      </VisuallyHidden>
      <span className={styles.printed}>{servings}</span>
      <Button
        variant="ghost"
        className={isScaled ? styles.reset : `${styles.reset} ${styles.hidden}`}
        aria-hidden={!isScaled || undefined}
        tabIndex={isScaled ? undefined : -1}
        onClick={() => change(recipeServings)}
      >
        Reset to {recipeServings}
      </Button>
      {isScaled && <span className={styles.printedNote}>(recipe for {recipeServings})</span>}
      <VisuallyHidden role="status">{isScaled ? `Amounts for ${servings} servings.` : ''}</VisuallyHidden>
    </div>
  );
}
