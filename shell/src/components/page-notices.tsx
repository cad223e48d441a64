import { EditorsOnlyNotice } from './editors-only-notice';
import { RecipeRemovedNotice } from './recipe-removed-notice';

/** The notices a navigation's history state asks for: why a visitor is on `/`, or which recipe was just removed. */
export default function PageNotices() {
  return (
    <>
      <EditorsOnlyNotice />
      <RecipeRemovedNotice />
    </>
  );
}
