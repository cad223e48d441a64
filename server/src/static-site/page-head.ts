// From what a page is (page-lookup.ts) to the head it is sent with (head-tags.ts) and its status.
import type { PictureSize } from '../images/picture-size';
import { formHead, homeHead, notFoundHead, recipeHead, type PageHead } from './head-tags';
import type { PageLookup } from './page-lookup';

export async function headFor(
  page: Exclude<PageLookup, { kind: 'moved' }>,
  origin: string,
  pictureSize?: (imageUrl: string) => Promise<PictureSize | null>,
): Promise<PageHead> {
  switch (page.kind) {
    case 'home':
      return homeHead(origin);
    case 'recipe': {
      const { imageUrl } = page.recipe;
      const size = imageUrl && pictureSize ? await pictureSize(imageUrl) : null;
      return recipeHead(page.recipe, origin, size);
    }
    case 'unknown-recipe':
      return notFoundHead('Recipe');
    case 'not-found':
      return notFoundHead('Page');
    case 'form':
    case 'unavailable':
      return formHead();
  }
}

/** 404 for an address with nothing behind it (the page still shows its not-found screen), 503 to try again. */
export function pageStatus(page: PageLookup): number {
  if (page.kind === 'unknown-recipe' || page.kind === 'not-found') return 404;
  return page.kind === 'unavailable' ? 503 : 200;
}
