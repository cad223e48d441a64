// The width and height of a stored picture (link previews announce them, so the first share shows the picture at
// once), read from the file's header. Files are named by their content and never change: a size, once read, is
// right for as long as the file exists.
import sharp from 'sharp';
import { IMAGES_PATH } from '../recipes/to-api';
import type { ImageFiles } from './image-files';

export interface PictureSize {
  width: number;
  height: number;
}

/** Sizes remembered (a few dozen bytes each). */
const MAX_KNOWN = 10_000;

/** Looks up the size of the picture at an image URL of the API (`/api/images/<name>`); null when it has none. */
export function pictureSizes(images: ImageFiles): (imageUrl: string) => Promise<PictureSize | null> {
  const known = new Map<string, PictureSize>();
  return async (imageUrl) => {
    const name = imageUrl.startsWith(IMAGES_PATH) ? imageUrl.slice(IMAGES_PATH.length) : '';
    const file = images.pathOf(name);
    if (!file) return null;
    const hit = known.get(name);
    if (hit) return hit;
    try {
      const { width, height } = await sharp(file).metadata();
      if (!width || !height) return null;
      if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value as string);
      const size = { width, height };
      known.set(name, size);
      return size;
    } catch {
      return null; // removed meanwhile, or unreadable: the preview simply goes without its size
    }
  };
}
