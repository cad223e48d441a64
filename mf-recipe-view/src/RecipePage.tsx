import type { RecipePageProps } from '@simple-recipes/shared-api/contracts';
import { ApiError, useRecipe } from '@simple-recipes/shared-api';
import { RecipeLoadError } from './components/RecipeLoadError';
import { RecipeNotFound } from './components/RecipeNotFound';
import { RecipeSkeleton } from './components/RecipeSkeleton';
import { RecipeView } from './components/RecipeView';
import styles from './RecipePage.module.css';

function RecipePageContent({ stub, canEdit }: RecipePageProps) {
  const { data: recipe, error, mutate } = useRecipe(stub);

  if (error instanceof ApiError && error.status === 404) return <RecipeNotFound />;
  // A failed background revalidation keeps showing the recipe already on screen.
  if (recipe) return <RecipeView recipe={recipe} canEdit={canEdit} />;
  if (error) return <RecipeLoadError error={error} onRetry={() => void mutate()} />;
  return <RecipeSkeleton />;
}

/** The recipe page at `/:stub` (exposed as `mf_recipe_view/RecipePage`). */
export function RecipePage(props: RecipePageProps) {
  return (
    <div className={styles.page}>
      <RecipePageContent {...props} />
    </div>
  );
}

export default RecipePage;
