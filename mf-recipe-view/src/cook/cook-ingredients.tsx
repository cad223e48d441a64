import { useState } from 'react';
import { shownAmount, type IngredientSection } from '@simple-recipes/shared-api';
import { IngredientAmount } from '../components/ingredient-amount';
import { ingredientKey } from './cook-steps';
import styles from './cook-mode.module.css';

export interface CookIngredientsProps {
  sections: IngredientSection[];
  factor: number;
  /** Null when the recipe gives no serving count. */
  servings: number | null;
  ticked: string[];
  onToggle(key: string): void;
}

/** Wide enough for the ingredients beside the steps (cook-mode.module.css uses the same width). */
const WIDE = '(min-width: 48rem)';

/**
 * The ingredients for the servings chosen, each with a check box to tick it off once it is out or in. Beside the
 * steps on a wide screen; folded above them on a phone, so the step is what fills the screen.
 */
export function CookIngredients({ sections, factor, servings, ticked, onToggle }: CookIngredientsProps) {
  const [openAtFirst] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches);
  const total = sections.reduce((count, section) => count + section.ingredients.length, 0);
  const done = sections.reduce(
    (count, section, sectionIndex) =>
      count +
      section.ingredients.filter((_, itemIndex) => ticked.includes(ingredientKey(sections, sectionIndex, itemIndex)))
        .length,
    0,
  );
  return (
    <details className={styles.ingredients} open={openAtFirst}>
      <summary className={styles.ingredientsSummary}>
        Ingredients{servings !== null ? ` for ${servings}` : ''}{' '}
        <span className={styles.muted}>
          ({done} of {total} ticked)
        </span>
      </summary>
      {sections.map((section, sectionIndex) => (
        <fieldset key={section.id ?? sectionIndex} className={styles.ingredientSection}>
          <legend className={styles.ingredientSectionName}>{section.name}</legend>
          {section.ingredients.map((item, itemIndex) => {
            const key = ingredientKey(sections, sectionIndex, itemIndex);
            return (
              <label key={key} className={styles.check}>
                <input type="checkbox" checked={ticked.includes(key)} onChange={() => onToggle(key)} />
                <span>
                  {item.ingredient}
                  {shownAmount(item.amount) && (
                    <span className={styles.muted}>
                      {' ('}
                      <IngredientAmount amount={item.amount} factor={factor} />)
                    </span>
                  )}
                  {item.notes.trim() && <span className={styles.itemNotes}>{item.notes}</span>}
                </span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </details>
  );
}
