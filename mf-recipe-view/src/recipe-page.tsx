import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { RecipePageProps } from '@simple-recipes/shared-api/contracts';
import { ApiError, useRecipe } from '@simple-recipes/shared-api';
import { BackToList } from './components/back-to-list';
import { RecipeLoadError } from './components/recipe-load-error';
import { RecipeNotFound } from './components/recipe-not-found';
import { RecipeSkeleton } from './components/recipe-skeleton';
import { RecipeView } from './components/recipe-view';
import { preloadScaler } from './scaling/load-scaler';
import styles from './recipe-page.module.css';

function RecipePageContent({ stub, canEdit }: RecipePageProps) {
  const { data: recipe, error, mutate } = useRecipe(stub);

  if (error instanceof ApiError && error.status === 404) return <RecipeNotFound />;
  // A failed background revalidation keeps showing the recipe already on screen.
  // Scaled servings wait for the scaler chunk behind the skeleton, so the amounts never change in place.
  if (recipe)
    return (
      <Suspense fallback={<RecipeSkeleton />}>
        <RecipeView recipe={recipe} canEdit={canEdit} />
      </Suspense>
    );
  if (error) return <RecipeLoadError error={error} onRetry={() => void mutate()} />;
  return <RecipeSkeleton />;
}

/** The recipe page at `/:stub` (exposed as `mf_recipe_view/RecipePage`). */
export function RecipePage(props: RecipePageProps) {
  const { search } = useLocation();
  const scaled = new URLSearchParams(search).has('servings');
  // A scaled link fetches the scaler beside the recipe, not after it.
  useEffect(() => {
    if (scaled) preloadScaler();
  }, [scaled]);
  return (
    <div className={styles.page}>
      <BackToList />
      <RecipePageContent {...props} />
    </div>
  );
}

export default RecipePage;
