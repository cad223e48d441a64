import { LIMITS } from '@simple-recipes/shared-api';

const MIB = 1024 * 1024;

/**
 * Why a picked file is not taken, checked before sending so nobody waits for an upload that will be
 * refused. The server checks the bytes again; this only reads the declared type and the size.
 */
export function imageProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/')) {
    return `${file.name} was not added: it is not an image. Choose a JPEG, PNG, WebP, GIF or AVIF file.`;
  }
  if (file.size > LIMITS.imageBytesMax) {
    return `${file.name} was not added: it is larger than ${LIMITS.imageBytesMax / MIB} MiB.`;
  }
  return undefined;
}
