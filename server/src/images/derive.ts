// The upload pipeline: check an uploaded file is an accepted image of a sane size, then derive the files the
// site serves (capped original, page image, card thumbnail) and the tiny placeholder, all from one decode.
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type ResizeOptions, type Sharp } from 'sharp';
import {
  ACCEPTED_IMAGE_FORMATS,
  STORED_IMAGE_SIDE_MAX_PX,
  detectImageType,
  type ImageType,
} from '@simple-recipes/shared-api/image-type';
import { LIMITS } from '@simple-recipes/shared-api/types';
import { imageDeriveDuration, imagesDerived } from '../metrics/registry';
import { Refusal } from '../refusal';
import { semaphore } from './semaphore';

// No libvips operation cache: every upload is different, and a flat memory profile matters more.
sharp.cache(false);

/**
 * Decoding a large upload holds its pixels in memory (auto-rotation needs the whole image): a few at a time
 * keeps memory bounded under concurrent uploads; the others wait.
 */
const derivations = semaphore(2);

export const NOT_AN_IMAGE_MESSAGE = `The file is not a supported image (${ACCEPTED_IMAGE_FORMATS}).`;
export const TOO_MANY_PIXELS_MESSAGE = `The image is too large: it may have at most ${LIMITS.imagePixelsMax / 1_000_000} megapixels.`;

const notAnImage = () => new Refusal('unsupported-type', NOT_AN_IMAGE_MESSAGE);

export const ORIGINAL_MAX_PX = STORED_IMAGE_SIDE_MAX_PX;
export const PAGE_MAX_PX = 1600;
export const PAGE_TARGET_BYTES = 200 * 1024;
export const THUMBNAIL_WIDTH = 480;
export const THUMBNAIL_TARGET_BYTES = 30 * 1024;
export const PLACEHOLDER_WIDTH = 16;

export interface EncodedImage {
  /** Content-hash file name, e.g. `3f…a1.webp`. */
  name: string;
  data: Buffer;
  width: number;
  height: number;
}

export interface DerivedImages {
  original: EncodedImage;
  page: EncodedImage;
  thumbnail: EncodedImage;
  /** `data:image/webp;base64,…` — a few hundred bytes. */
  placeholder: string;
}

const SHARP_FORMAT: Record<ImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

function contentName(data: Buffer, extension: string): string {
  return `${createHash('sha256').update(data).digest('hex').slice(0, 40)}.${extension}`;
}

function fromRaw(raw: RawImage): Sharp {
  return sharp(raw.data, { raw: raw.info });
}

async function checkHeader(bytes: Buffer, type: ImageType): Promise<void> {
  let metadata: Metadata;
  try {
    // Reads the header only; the pixel limit is checked here, before anything is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (metadata.format !== SHARP_FORMAT[type] || !metadata.width || !metadata.height) {
    throw notAnImage();
  }
  if (metadata.width * metadata.height > LIMITS.imagePixelsMax) {
    throw new Refusal('too-large', TOO_MANY_PIXELS_MESSAGE);
  }
}

/** Decodes once (auto-rotated by EXIF, capped at ORIGINAL_MAX_PX) into raw pixels every output is made from. */
async function decode(bytes: Buffer): Promise<RawImage> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: LIMITS.imagePixelsMax, autoOrient: true })
      .resize(ORIGINAL_MAX_PX, ORIGINAL_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch {
    throw notAnImage();
  }
}

async function encodeOriginal(raw: RawImage, type: ImageType): Promise<EncodedImage> {
  const image = fromRaw(raw);
  let data: Buffer;
  let extension: string;
  if (type === 'jpeg') {
    data = await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    extension = 'jpg';
  } else if (type === 'png') {
    data = await image.png({ compressionLevel: 6 }).toBuffer();
    extension = 'png';
  } else {
    // WebP input stays WebP; GIF (first frame) and AVIF become WebP, which encodes much faster than AVIF.
    data = await image.webp({ quality: 90 }).toBuffer();
    extension = 'webp';
  }
  return { name: contentName(data, extension), data, width: raw.info.width, height: raw.info.height };
}

/** WebP at the first quality that fits the byte target (the last one otherwise). */
async function encodeWebpWithin(
  raw: RawImage,
  resize: ResizeOptions,
  targetBytes: number,
  qualities: number[],
): Promise<EncodedImage> {
  const encode = (quality: number) =>
    fromRaw(raw)
      .resize({ ...resize, withoutEnlargement: true })
      .webp({ quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  let result: { data: Buffer; info: OutputInfo } = await encode(qualities[0]!);
  for (const quality of qualities.slice(1)) {
    if (result.data.length <= targetBytes) break;
    result = await encode(quality);
  }
  const { data, info } = result;
  return { name: contentName(data, 'webp'), data, width: info.width, height: info.height };
}

async function encodePlaceholder(raw: RawImage): Promise<string> {
  const data = await fromRaw(raw)
    .resize({ width: PLACEHOLDER_WIDTH, height: PLACEHOLDER_WIDTH, fit: 'inside' })
    .blur(0.6)
    .webp({ quality: 40 })
    .toBuffer();
  return `data:image/webp;base64,${data.toString('base64')}`;
}

export interface DeriveOptions {
  /**
   * The name the file came under (a collection's zip entry). A file named as this site names its stored originals
   * (its content hash) that is already one — no metadata, no rotation, within the size cap — is kept byte for
   * byte, so an export imported again loses nothing to a second encoding; any other file is encoded afresh.
   */
  fileName?: string;
}

const STORED_EXTENSION: Partial<Record<ImageType, string>> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** The file as the site's stored original, when it is one (see DeriveOptions.fileName). */
async function asStoredOriginal(bytes: Buffer, type: ImageType, fileName: string): Promise<EncodedImage | null> {
  const extension = STORED_EXTENSION[type];
  if (!extension) return null;
  const name = contentName(bytes, extension);
  if (fileName.slice(fileName.lastIndexOf('/') + 1) !== name) return null;
  const metadata = await sharp(bytes).metadata();
  const { width, height } = metadata;
  const bare = !metadata.exif && !metadata.icc && !metadata.xmp && !metadata.iptc && !metadata.orientation;
  if (!bare || !width || !height || Math.max(width, height) > ORIGINAL_MAX_PX) return null;
  return { name, data: bytes, width, height };
}

/**
 * Checks and derives every stored form of an uploaded image.
 * Throws a Refusal: 'unsupported-type' (not an accepted image, or it does not decode) or 'too-large' (too many
 * pixels).
 */
export async function deriveImages(bytes: Buffer, options: DeriveOptions = {}): Promise<DerivedImages> {
  const type = detectImageType(bytes);
  if (!type) throw notAnImage();
  await checkHeader(bytes, type);
  return derivations(async () => {
    const endTimer = imageDeriveDuration.startTimer();
    const derived = await deriveChecked(bytes, type, options);
    endTimer();
    imagesDerived.inc();
    return derived;
  });
}

async function deriveChecked(bytes: Buffer, type: ImageType, options: DeriveOptions): Promise<DerivedImages> {
  const raw = await decode(bytes);
  const stored = options.fileName ? await asStoredOriginal(bytes, type, options.fileName) : null;
  const original = stored ?? (await encodeOriginal(raw, type));
  const page = await encodeWebpWithin(
    raw,
    { width: PAGE_MAX_PX, height: PAGE_MAX_PX, fit: 'inside' },
    PAGE_TARGET_BYTES,
    [80, 72, 64, 56, 48, 40],
  );
  const thumbnail = await encodeWebpWithin(
    raw,
    { width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH * 2, fit: 'inside' },
    THUMBNAIL_TARGET_BYTES,
    [75, 65, 55, 45, 35, 25],
  );
  const placeholder = await encodePlaceholder(raw);
  return { original, page, thumbnail, placeholder };
}
