import { recipeFigures, type Recipe } from '@simple-recipes/shared-api';
import { useRecipeHead } from '../hooks/use-recipe-head';
import { useServings } from '../hooks/use-servings';
import { EditorControls } from './editor-controls';
import { IngredientSections } from './ingredient-sections';
import { RecipeHeader } from './recipe-header';
import { StepSections } from './step-sections';
import { StartCooking } from './start-cooking';
import styles from './recipe-view.module.css';

/**
 * A loaded recipe: editor controls, header, ingredients on the left and steps on the right. Amounts follow the
 * servings chosen; the JSON-LD always describes the recipe as stored.
 */
export function RecipeView({ recipe, canEdit }: { recipe: Recipe; canEdit: boolean }) {
  useRecipeHead(recipe);
  const servings = useServings(recipeFigures(recipe).servings);
  return (
    <article className={styles.recipe}>
      <EditorControls stub={recipe.stub} name={recipe.name} canEdit={canEdit} />
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
