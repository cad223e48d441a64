import { use } from 'react';
import { VisuallyHidden } from '@simple-recipes/shared-ui';
import { loadScaler, loadedScaler } from '../scaling/load-scaler';
import styles from './ingredient-amount.module.css';

/**
 * An ingredient's amount for the servings shown. A scaled amount is marked: underlined in the accent colour, with
 * the recipe's own amount as its tooltip and read after it by screen readers. At the recipe's own servings the
 * text is shown as written, without loading the scaler.
 */
export function IngredientAmount({ amount, factor }: { amount: string; factor: number }) {
  if (factor === 1) return <>{amount}</>;
  const scaleAmount = loadedScaler() ?? use(loadScaler());
  const { text, scaled } = scaleAmount(amount, factor);
  if (!scaled) return <>{amount}</>;
  return (
    <span className={styles.scaled} title={`Scaled from ${amount}`}>
      {text}
      <VisuallyHidden> (scaled from {amount})</VisuallyHidden>
    </span>
  );
}
