import { VisuallyHidden } from '@simple-recipes/shared-ui';
import { scaleAmount } from '../scaling/scaleAmount';
import styles from './IngredientAmount.module.css';

/**
 * An ingredient's amount for the servings shown. A scaled amount is marked: underlined in the accent colour, with
 * the recipe's own amount as its tooltip and read after it by screen readers.
 */
export function IngredientAmount({ amount, factor }: { amount: string; factor: number }) {
  const { text, scaled } = scaleAmount(amount, factor);
  if (!scaled) return <>{amount}</>;
  return (
    <span className={styles.scaled} title={`Scaled from ${amount}`}>
      {text}
      <VisuallyHidden> (scaled from {amount})</VisuallyHidden>
    </span>
  );
}
