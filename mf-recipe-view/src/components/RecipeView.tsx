import type { Recipe } from '@simple-recipes/shared-api';
import { useRecipeHead } from '../hooks/useRecipeHead';
import { EditorControls } from './EditorControls';
import { IngredientSections } from './IngredientSections';
import { RecipeHeader } from './RecipeHeader';
import { StepSections } from './StepSections';
import styles from './RecipeView.module.css';

/** A loaded recipe: editor controls, header, ingredients on the left and steps on the right. */
export function RecipeView({ recipe, canEdit }: { recipe: Recipe; canEdit: boolean }) {
  useRecipeHead(recipe);
  return (
    <article className={styles.recipe}>
      {canEdit && <EditorControls stub={recipe.stub} name={recipe.name} />}
      <RecipeHeader recipe={recipe} />
      <div className={styles.body}>
        <IngredientSections sections={recipe.ingredients_sections} />
        <StepSections sections={recipe.recipe_sections} />
      </div>
    </article>
  );
}
