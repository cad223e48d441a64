// The sharp pipeline on its own: formats by bytes, refusals, EXIF rotation and the derived sizes.
import sharp from 'sharp';
import { LIMITS } from '@simple-recipes/shared-api/types';
import {
  deriveImages,
  NOT_AN_IMAGE_MESSAGE,
  ORIGINAL_MAX_PX,
  PAGE_MAX_PX,
  PAGE_TARGET_BYTES,
  THUMBNAIL_TARGET_BYTES,
  THUMBNAIL_WIDTH,
} from '../src/images/derive';
import { detectImageType } from '@simple-recipes/shared-api/image-type';
import { Refusal } from '../src/refusal';
import * as images from './helpers/images';

async function refusal(bytes: Buffer): Promise<Refusal> {
  try {
    await deriveImages(bytes);
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error('expected the image to be refused');
}

describe('detectImageType', () => {
  it.each([
    ['jpeg', images.jpeg],
    ['png', images.png],
    ['webp', images.webp],
    ['gif', images.gif],
    ['avif', images.avif],
  ] as const)('recognises %s by its bytes', async (type, make) => {
    expect(detectImageType(await make())).toBe(type);
  });

  it('recognises nothing else', () => {
    expect(detectImageType(images.SVG_IMAGE)).toBeNull();
    expect(detectImageType(images.HTML_FILE)).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF0000WAVE'))).toBeNull();
  });
});

describe('deriveImages', () => {
  it.each([
    ['JPEG', images.jpeg],
    ['PNG', images.png],
    ['WebP', images.webp],
    ['GIF', images.gif],
    ['AVIF', images.avif],
  ] as const)('accepts %s and derives WebP page and card images', async (_name, make) => {
    const derived = await deriveImages(await make());
    for (const file of [derived.page, derived.thumbnail]) {
      expect(file.name).toMatch(/^[0-9a-f]{40}\.webp$/);
      expect((await sharp(file.data).metadata()).format).toBe('webp');
    }
    expect(derived.original.name).toMatch(/^[0-9a-f]{40}\.(jpg|png|webp)$/);
  });

  it('refuses SVG, HTML and empty files as not an image (415)', async () => {
    for (const bytes of [images.SVG_IMAGE, images.HTML_FILE, Buffer.alloc(0)]) {
      const error = await refusal(bytes);
      expect(error.kind).toBe('unsupported-type');
      expect(error.message).toBe(NOT_AN_IMAGE_MESSAGE);
    }
  });

  it('refuses a truncated JPEG (415)', async () => {
    const whole = await images.jpeg(800, 600);
    const error = await refusal(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(error.kind).toBe('unsupported-type');
  });

  it('refuses a polyglot: JPEG magic bytes followed by HTML (415)', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), images.HTML_FILE]);
    expect((await refusal(bytes)).kind).toBe('unsupported-type');
  });

  it('refuses more than 40 megapixels from the header, before decoding (413)', async () => {
    const bomb = images.hugePngHeaderOnly(10_000, 5_000);
    expect(bomb.length).toBeLessThan(200);
    const error = await refusal(bomb);
    expect(error.kind).toBe('too-large');
    expect(error.message).toMatch(/40 megapixels/);
    // Exactly at the limit is still judged by decoding (and this fake has no pixels: 415, not 413).
    const atLimit = images.hugePngHeaderOnly(8_000, LIMITS.imagePixelsMax / 8_000);
    expect((await refusal(atLimit)).kind).toBe('unsupported-type');
  });

  it('turns the picture upright by its EXIF orientation', async () => {
    const derived = await deriveImages(await images.rotatedJpeg());
    expect([derived.original.width, derived.original.height]).toEqual([200, 300]);
    const meta = await sharp(derived.page.data).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
  });

  it('never enlarges a small picture', async () => {
    const derived = await deriveImages(await images.png(120, 90));
    expect([derived.thumbnail.width, derived.page.width, derived.original.width]).toEqual([120, 120, 120]);
  });

  it('derives the sizes of docs/design.md §3 from a 12 MP photo', async () => {
    const photo = await images.photo12mp();
    const derived = await deriveImages(photo);
    expect(Math.max(derived.original.width, derived.original.height)).toBe(ORIGINAL_MAX_PX);
    expect(derived.page.width).toBe(PAGE_MAX_PX);
    expect(derived.page.height).toBe(1200);
    expect(derived.page.data.length).toBeLessThanOrEqual(PAGE_TARGET_BYTES);
    expect(derived.thumbnail.width).toBe(THUMBNAIL_WIDTH);
    expect(derived.thumbnail.data.length).toBeLessThanOrEqual(THUMBNAIL_TARGET_BYTES);
    expect(derived.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(derived.placeholder.length).toBeLessThan(1000);
    const placeholder = await sharp(Buffer.from(derived.placeholder.split(',')[1]!, 'base64')).metadata();
    expect(placeholder.width).toBe(16);
  }, 60_000);

  it('names files by their content: the same upload gives the same names', async () => {
    const bytes = await images.jpeg();
    const [first, second] = [await deriveImages(bytes), await deriveImages(bytes)];
    expect(second.page.name).toBe(first.page.name);
    expect(second.thumbnail.name).toBe(first.thumbnail.name);
    expect(first.page.name).not.toBe(first.thumbnail.name);
  });
});
