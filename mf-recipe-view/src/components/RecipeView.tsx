import type { Recipe } from '@simple-recipes/shared-api';
import { useRecipeHead } from '../hooks/useRecipeHead';
import { useServings } from '../hooks/useServings';
import { EditorControls } from './EditorControls';
import { IngredientSections } from './IngredientSections';
import { RecipeHeader } from './RecipeHeader';
import { StepSections } from './StepSections';
import { StartCooking } from './StartCooking';
import styles from './RecipeView.module.css';

/**
 * A loaded recipe: editor controls, header, ingredients on the left and steps on the right. Amounts follow the
 * servings chosen; the JSON-LD always describes the recipe as stored.
 */
export function RecipeView({ recipe, canEdit }: { recipe: Recipe; canEdit: boolean }) {
  useRecipeHead(recipe);
  const servings = useServings(recipe.serving_count);
  return (
    <article className={styles.recipe}>
      {canEdit && <EditorControls stub={recipe.stub} name={recipe.name} />}
      <RecipeHeader recipe={recipe} servings={servings}>
        <StartCooking recipe={recipe} factor={servings.factor} servings={servings.servings} />
      </RecipeHeader>
      <div className={styles.body}>
        <IngredientSections sections={recipe.ingredients_sections} factor={servings.factor} />
        <StepSections sections={recipe.recipe_sections} />
      </div>
    </article>
  );
}
