import type { RecipePageProps } from 'shared-api/contracts';

export function RecipePage(props: RecipePageProps) {
  return <section data-testid="mf-recipe-view">{JSON.stringify(props)}</section>;
}

export default RecipePage;
