// Cook mode: the recipe made for a kitchen worktop. Loaded on first use (a chunk of its own), so the recipe page's
// first load does not carry it.
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import type { Recipe } from '@simple-recipes/shared-api';
import { Button, VisuallyHidden } from '@simple-recipes/shared-ui';
import { CookIngredients } from './cook-ingredients';
import { CookStepCard } from './cook-step-card';
import { flattenSteps, sectionStart } from './cook-steps';
import { TimerList } from './timer-list';
import { useCookProgress } from './use-cook-progress';
import { useSwipe } from './use-swipe';
import { useTimers } from './use-timers';
import { useWakeLock } from './use-wake-lock';
import { WakeLockNote } from './wake-lock-note';
import styles from './cook-mode.module.css';

export interface CookModeProps {
  recipe: Recipe;
  /** What the amounts are multiplied by, and the servings that gives. */
  factor: number;
  /** Null when the recipe gives no serving count. */
  servings: number | null;
  onLeave(): void;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type);
}

export function CookMode({ recipe, factor, servings, onLeave }: CookModeProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stageRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const steps = useMemo(() => flattenSteps(recipe.recipe_sections), [recipe.recipe_sections]);
  const progress = useCookProgress(recipe.id, steps.length);
  const timers = useTimers(recipe.id);
  const runningTimers = new Set(timers.timers.filter((timer) => !timers.isFinished(timer)).map((timer) => timer.label));
  const wakeLock = useWakeLock();
  const latestLeave = useRef(onLeave);
  latestLeave.current = onLeave;

  const current = steps[progress.position];
  const sectionCount = recipe.recipe_sections.length;
  const bySection = progress.view === 'section';
  const inSection = steps.filter((step) => step.sectionIndex === current?.sectionIndex);
  const shown = bySection ? inSection : current ? [current] : [];
  const atStart = bySection ? current?.sectionIndex === steps[0]?.sectionIndex : progress.position === 0;
  const atEnd = bySection
    ? current?.sectionIndex === steps[steps.length - 1]?.sectionIndex
    : progress.position >= steps.length - 1;
  const where = bySection
    ? `Section ${(current?.sectionIndex ?? 0) + 1} of ${sectionCount}`
    : `Step ${current?.number ?? 0} of ${steps.length}`;

  // Modal while open: the page behind is inert, Escape leaves; focus starts on the step.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    headingRef.current?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    };
  }, []);

  const go = (offset: 1 | -1) => {
    if (offset === 1 ? atEnd : atStart) return;
    const next = bySection ? sectionStart(steps, progress.position, offset) : progress.position + offset;
    progress.goTo(next);
    // Focus inside the step that is going away (or nowhere) would be lost: put it on the new step's heading.
    const focused = document.activeElement;
    if (!focused || focused === document.body || stageRef.current?.contains(focused)) headingRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  // Swiping left shows the next step, as turning a page does.
  const swipe = useSwipe((direction) => go(direction === 'left' ? 1 : -1));

  return (
    <dialog
      ref={dialogRef}
      className={styles.cook}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        latestLeave.current();
      }}
    >
      <header className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          Cooking: {recipe.name}
        </h2>
        <div className={styles.barActions}>
          <Button aria-pressed={bySection} onClick={() => progress.setView(bySection ? 'step' : 'section')}>
            Whole section
          </Button>
          <Button onClick={progress.clear}>Clear ticks</Button>
          <Button variant="primary" onClick={() => latestLeave.current()}>
            Leave cooking
          </Button>
        </div>
      </header>
      <WakeLockNote status={wakeLock} />

      <div className={styles.layout}>
        <CookIngredients
          sections={recipe.ingredients_sections}
          factor={factor}
          servings={servings}
          ticked={progress.ingredients}
          onToggle={progress.toggleIngredient}
        />
        <section ref={stageRef} className={styles.stage} aria-labelledby={`${titleId}-where`} {...swipe}>
          <h3 id={`${titleId}-where`} ref={headingRef} tabIndex={-1} className={styles.where}>
            {where}
            {current && <span className={styles.sectionName}>{current.sectionName}</span>}
          </h3>
          <ol className={styles.steps}>
            {shown.map((step) => (
              <CookStepCard
                key={step.key}
                step={step}
                ticked={progress.steps.includes(step.key)}
                onToggle={() => progress.toggleStep(step.key)}
                runningTimers={runningTimers}
                onStartTimer={timers.start}
              />
            ))}
          </ol>
        </section>
      </div>

      {/* Timers and Back/Next stay in reach at the bottom of the screen, however far the step is scrolled. */}
      <div className={styles.footer}>
        <TimerList timers={timers} />

        <nav className={styles.nav} aria-label="Steps">
          {/* aria-disabled, not disabled: the button keeps focus at the first and last step. */}
          <Button className={styles.navButton} aria-disabled={atStart || undefined} onClick={() => go(-1)}>
            <span aria-hidden="true">←</span> Back
          </Button>
          <Button
            variant="primary"
            className={styles.navButton}
            aria-disabled={atEnd || undefined}
            onClick={() => go(1)}
          >
            Next <span aria-hidden="true">→</span>
          </Button>
        </nav>
      </div>
      <VisuallyHidden role="status">{where}</VisuallyHidden>
    </dialog>
  );
}

export default CookMode;
