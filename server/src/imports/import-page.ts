// The importer's one entry for a page's HTML (the API and `npm run import:score` both use it): the recipe on the
// page as a draft, without its picture (fetched separately), or undefined when the page holds no recipe.
import type { Tag } from '@simple-recipes/shared-api/types';
import { draftOf, type DraftWithoutImage } from './draft';
import { readRecipePage } from './read-page';

export interface PageDraft extends DraftWithoutImage {
  /** The picture the page names, to fetch (absolute http(s) URL), if any. */
  pictureUrl?: string;
}

export function importDraftFromHtml(
  html: string,
  options: { pageUrl?: string; tags: Tag[]; recipeName?: string },
): PageDraft | undefined {
  const found = readRecipePage(html, options.pageUrl, options.recipeName);
  if (!found) return undefined;
  const draft: PageDraft = draftOf(found, options.tags);
  if (found.imageUrl) draft.pictureUrl = found.imageUrl;
  return draft;
}
