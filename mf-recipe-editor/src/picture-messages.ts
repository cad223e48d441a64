import { LIMITS } from '@simple-recipes/shared-api';
import { ACCEPTED_IMAGE_FORMATS } from '@simple-recipes/shared-api/image-type';

const MIB = 1024 * 1024;
export const IMAGE_MIB_MAX = LIMITS.imageBytesMax / MIB;

/** What the picker says about a chosen file: why it was not taken, or what was done to it. */
export const pictureMessages = {
  notAnImage: (name: string) => `${name} was not added: it is not an image. Choose a ${ACCEPTED_IMAGE_FORMATS} file.`,
  heif: (name: string) =>
    `${name} was not added: it is a HEIC photo, the iPhone format this site cannot take. ` +
    'Export it as JPEG, or set the iPhone camera to “Most Compatible” (Settings › Camera › Formats) so new photos are JPEG.',
  unreadable: (name: string) => `${name} was not added: it could not be read. Choose the file again.`,
  tooLarge: (name: string) => `${name} was not added: it is larger than ${IMAGE_MIB_MAX} MiB.`,
  shrinking: (name: string) => `${name} is larger than ${IMAGE_MIB_MAX} MiB: making it smaller…`,
  madeSmaller: (name: string, width: number, height: number) =>
    `${name} was larger than ${IMAGE_MIB_MAX} MiB, so it was made smaller (${width} × ${height} pixels).`,
};
