import type { StepSection } from '@simple-recipes/shared-api';
import styles from './sections.module.css';

/** Number of each section's first step: numbering runs on across sections (1–3, then 4–6…). */
function firstStepNumbers(sections: StepSection[]): number[] {
  let next = 1;
  return sections.map((section) => {
    const first = next;
    next += section.steps.length;
    return first;
  });
}

/**
 * Step sections with numbered steps and their notes. Numbers run on across sections, so "step 5" names one step
 * of the whole recipe; each section's `<ol start>` keeps the numbers real list numbers for screen readers.
 */
export function StepSections({ sections }: { sections: StepSection[] }) {
  const starts = firstStepNumbers(sections);
  return (
    <section className={styles.column} aria-labelledby="recipe-steps">
      <h2 id="recipe-steps" className={styles.heading}>
        Steps
      </h2>
      {sections.map((section, index) => (
        <div key={section.id ?? index} className={styles.section}>
          <h3 className={styles.sectionName}>{section.name}</h3>
          <ol className={styles.steps} start={starts[index]}>
            {section.steps.map((step, stepIndex) => (
              <li key={step.id ?? stepIndex} className={styles.step}>
                <p className={styles.stepText}>{step.step}</p>
                {step.notes.trim() && <p className={styles.notes}>{step.notes}</p>}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
