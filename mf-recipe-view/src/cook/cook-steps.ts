import type { IngredientSection, StepSection } from '@simple-recipes/shared-api';

export interface CookStep {
  /** Stable key for its tick: the step's id, or its place when it has none. */
  key: string;
  /** Its number in the whole recipe (numbering runs on across sections, as on the page). */
  number: number;
  sectionIndex: number;
  sectionName: string;
  step: string;
  notes: string;
}

/** Every step of every section in order, numbered 1…n. */
export function flattenSteps(sections: StepSection[]): CookStep[] {
  let number = 0;
  return sections.flatMap((section, sectionIndex) =>
    section.steps.map((step, stepIndex) => ({
      key: `step-${step.id ?? `${sectionIndex}.${stepIndex}`}`,
      number: ++number,
      sectionIndex,
      sectionName: section.name,
      step: step.step,
      notes: step.notes,
    })),
  );
}

export function ingredientKey(sections: IngredientSection[], sectionIndex: number, itemIndex: number): string {
  const id = sections[sectionIndex]?.ingredients[itemIndex]?.id;
  return `ingredient-${id ?? `${sectionIndex}.${itemIndex}`}`;
}

/** Index of the first step of the section `offset` sections away from the one holding `position`. */
export function sectionStart(steps: CookStep[], position: number, offset: number): number {
  const current = steps[position]?.sectionIndex ?? 0;
  const sections = [...new Set(steps.map((step) => step.sectionIndex))];
  const target = sections[Math.min(sections.length - 1, Math.max(0, sections.indexOf(current) + offset))];
  const index = steps.findIndex((step) => step.sectionIndex === target);
  return index < 0 ? 0 : index;
}
