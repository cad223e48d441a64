import { EditorsOnlyNotice } from './editors-only-notice';
import { RecipeRemovedNotice } from './recipe-removed-notice';
import { RecipeSavedNotice } from './recipe-saved-notice';

/**
 * The notices a navigation's history state asks for: why a visitor is on `/`, which recipe was just removed, or that
 * the recipe shown was just saved.
 */
export default function PageNotices() {
  return (
    <>
      <EditorsOnlyNotice />
      <RecipeRemovedNotice />
      <RecipeSavedNotice />
    </>
  );
}
