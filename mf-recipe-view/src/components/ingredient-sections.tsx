import { shownAmount, type IngredientSection } from '@simple-recipes/shared-api';
import { IngredientAmount } from './ingredient-amount';
import styles from './sections.module.css';

/**
 * Each ingredient section by name, its items as "ingredient (amount)" with their notes underneath; amounts are
 * multiplied by `factor` (the servings shown over the recipe's own).
 */
export function IngredientSections({ sections, factor = 1 }: { sections: IngredientSection[]; factor?: number }) {
  return (
    <section className={styles.column} aria-labelledby="recipe-ingredients">
      <h2 id="recipe-ingredients" className={styles.heading}>
        Ingredients
      </h2>
      {sections.map((section, index) => (
        <div key={section.id ?? index} className={styles.section}>
          <h3 className={styles.sectionName}>{section.name}</h3>
          <ul className={styles.ingredients}>
            {section.ingredients.map((item, itemIndex) => (
              <li key={item.id ?? itemIndex} className={styles.item}>
                <span>
                  {item.ingredient}
                  {shownAmount(item.amount) && (
                    <span className={styles.amount}>
                      {' ('}
                      <IngredientAmount amount={item.amount} factor={factor} />)
                    </span>
                  )}
                </span>
                {item.notes.trim() && <p className={styles.notes}>{item.notes}</p>}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
