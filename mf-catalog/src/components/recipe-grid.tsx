import type { Ref } from 'react';
import { useLocation } from 'react-router-dom';
import type { RecipeSummary } from '@simple-recipes/shared-api';
import { CardSkeleton } from './card-skeleton';
import { RecipeCard } from './recipe-card';
import styles from './recipe-grid.module.css';

/** Cards in the first row of the widest grid get their images first (the largest paint). */
const FIRST_ROW = 4;

export interface RecipeGridProps {
  recipes: RecipeSummary[];
  ref?: Ref<HTMLUListElement>;
}

export function RecipeGrid({ recipes, ref }: RecipeGridProps) {
  const { search } = useLocation();
  return (
    <ul ref={ref} className={styles.grid} aria-label="Recipes">
      {recipes.map((recipe, index) => (
        <li key={recipe.id} className={styles.cell}>
          <RecipeCard recipe={recipe} priority={index < FIRST_ROW} listQuery={search} />
        </li>
      ))}
    </ul>
  );
}

/** The grid while the first page loads: hidden from screen readers, which hear the status line instead. */
export function SkeletonGrid({ count }: { count: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="recipe-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.cell}>
          <CardSkeleton />
        </li>
      ))}
    </ul>
  );
}
