import { LIMITS } from '@simple-recipes/shared-api';
import { IMAGE_HEAD_BYTES, detectImageType, isHeif, type ImageType } from '@simple-recipes/shared-api/image-type';
import { pictureMessages } from './picture-messages';
import { readFileHead } from './read-file-head';
import type { ShrunkPicture } from './shrink-picture';

/** What becomes of a chosen file: the file to send (the chosen one, or one made smaller), or why there is none. */
export type TakenPicture = { file: File; note?: string } | { file: null; problem: string };

interface TakeOptions {
  /** Told when the file is too large and is being made smaller (which takes a moment). */
  onShrinking?: () => void;
  shrink?: (file: File, type: ImageType) => Promise<ShrunkPicture | null>;
}

// Loaded only when a picture is too large: the canvas code stays out of the form's first load.
const shrinkLazily = async (file: File, type: ImageType) =>
  (await import('./shrink-picture')).shrinkPicture(file, type);

/**
 * Checks a chosen file by its first bytes, so nobody waits for an upload the server will refuse (it checks them
 * again), and makes one over the upload limit smaller when the browser can.
 */
export async function takePicture(
  file: File,
  { onShrinking, shrink = shrinkLazily }: TakeOptions = {},
): Promise<TakenPicture> {
  let head: Uint8Array;
  try {
    head = await readFileHead(file, IMAGE_HEAD_BYTES);
  } catch {
    return { file: null, problem: pictureMessages.unreadable(file.name) };
  }
  const type = detectImageType(head);
  if (!type) {
    return { file: null, problem: (isHeif(head) ? pictureMessages.heif : pictureMessages.notAnImage)(file.name) };
  }
  if (file.size <= LIMITS.imageBytesMax) return { file };

  onShrinking?.();
  const shrunk = await shrink(file, type).catch((error: unknown) => {
    console.error('The picture could not be made smaller:', error);
    return null;
  });
  if (!shrunk) return { file: null, problem: pictureMessages.tooLarge(file.name) };
  return { file: shrunk.file, note: pictureMessages.madeSmaller(file.name, shrunk.width, shrunk.height) };
}
