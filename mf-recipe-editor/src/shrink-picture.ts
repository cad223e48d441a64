import { LIMITS } from '@simple-recipes/shared-api';
import {
  IMAGE_HEAD_BYTES,
  IMAGE_MIME_TYPES,
  STORED_IMAGE_SIDE_MAX_PX,
  detectImageType,
  type ImageType,
} from '@simple-recipes/shared-api/image-type';
import { readFileHead } from './read-file-head';
import { decodePicture, type DecodedPicture } from './canvas-picture';

/** The size a picture is scaled to: its longest side at most STORED_IMAGE_SIDE_MAX_PX, never enlarged. */
export function shrunkSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, STORED_IMAGE_SIDE_MAX_PX / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A photo stays JPEG; anything else becomes WebP, which keeps transparency. */
export function shrunkType(type: ImageType): 'image/jpeg' | 'image/webp' {
  return type === 'jpeg' ? 'image/jpeg' : 'image/webp';
}

/** Tried in turn until the result fits the upload limit; the first is what the server's own re-encoding keeps. */
export const SHRINK_QUALITIES = [0.9, 0.8, 0.7];

/** The made-smaller file's name, with its new type's extension: `photo.jpeg` → `photo.jpg`, `scan.png` → `scan.webp`. */
export function shrunkName(name: string, mime: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'picture';
  return `${base}.${mime === 'image/jpeg' ? 'jpg' : 'webp'}`;
}

export interface ShrunkPicture {
  file: File;
  width: number;
  height: number;
}

/**
 * A picture too large to upload, made smaller in the browser; null when the browser cannot decode it or the result is
 * still too large (or, encoded, not a picture the server takes).
 */
export async function shrinkPicture(
  file: File,
  type: ImageType,
  decode: (file: File) => Promise<DecodedPicture | null> = decodePicture,
): Promise<ShrunkPicture | null> {
  const picture = await decode(file).catch(() => null);
  if (!picture) return null;
  try {
    const { width, height } = shrunkSize(picture.width, picture.height);
    const mime = shrunkType(type);
    for (const quality of SHRINK_QUALITIES) {
      const blob = await picture.encode(width, height, mime, quality).catch(() => null);
      if (!blob || blob.size === 0) return null;
      if (blob.size > LIMITS.imageBytesMax) continue;
      const encoded = detectImageType(await readFileHead(blob, IMAGE_HEAD_BYTES));
      if (!encoded) return null;
      const encodedMime = IMAGE_MIME_TYPES[encoded];
      return { file: new File([blob], shrunkName(file.name, encodedMime), { type: encodedMime }), width, height };
    }
    return null;
  } finally {
    picture.close();
  }
}
