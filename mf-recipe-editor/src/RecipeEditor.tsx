import type { RecipeEditorProps } from 'shared-api/contracts';

export function RecipeEditor(props: RecipeEditorProps) {
  return <section data-testid="mf-recipe-editor">{JSON.stringify(props)}</section>;
}

export default RecipeEditor;
