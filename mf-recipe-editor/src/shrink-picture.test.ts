import { LIMITS } from '@simple-recipes/shared-api';
import type { DecodedPicture } from './canvas-picture';
import { shrinkPicture, shrunkSize } from './shrink-picture';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const WEBP_HEAD = [...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0));

const blob = (head: number[], size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new Blob([bytes]);
};

/** A decoded picture of this size whose encoder answers with `results` in turn (one per quality tried). */
function decoded(width: number, height: number, results: (Blob | null)[]) {
  const picture = {
    width,
    height,
    encode: jest.fn((..._args: [number, number, string, number]) => Promise.resolve(results.shift() ?? null)),
    close: jest.fn(),
  } satisfies DecodedPicture;
  return picture;
}

const big = (name: string) => new File([new Uint8Array(16)], name, { type: 'image/jpeg' });

describe('shrunkSize', () => {
  it('scales the longest side down to 2048 pixels, the largest the server keeps, and never enlarges', () => {
    expect(shrunkSize(8000, 6000)).toEqual({ width: 2048, height: 1536 });
    expect(shrunkSize(3000, 6000)).toEqual({ width: 1024, height: 2048 });
    expect(shrunkSize(1200, 800)).toEqual({ width: 1200, height: 800 });
  });
});

describe('shrinkPicture', () => {
  it('encodes a JPEG photo as a smaller JPEG named like the original', async () => {
    const picture = decoded(6000, 4000, [blob(JPEG_HEAD, 2_000_000)]);

    const shrunk = await shrinkPicture(big('holiday.jpeg'), 'jpeg', () => Promise.resolve(picture));

    expect(picture.encode).toHaveBeenCalledWith(2048, 1365, 'image/jpeg', 0.9);
    expect(shrunk).toMatchObject({ width: 2048, height: 1365 });
    expect(shrunk?.file.name).toBe('holiday.jpg');
    expect(shrunk?.file.type).toBe('image/jpeg');
    expect(shrunk?.file.size).toBe(2_000_000);
    expect(picture.close).toHaveBeenCalled();
  });

  it('makes a PNG a WebP (which keeps transparency), and tries a lower quality while the result is still too large', async () => {
    const picture = decoded(5000, 5000, [blob(WEBP_HEAD, LIMITS.imageBytesMax + 1), blob(WEBP_HEAD, 3_000_000)]);

    const shrunk = await shrinkPicture(big('scan.png'), 'png', () => Promise.resolve(picture));

    expect(picture.encode.mock.calls.map((call) => call.slice(2))).toEqual([
      ['image/webp', 0.9],
      ['image/webp', 0.8],
    ]);
    expect(shrunk?.file.name).toBe('scan.webp');
    expect(shrunk?.file.type).toBe('image/webp');
  });

  it('gives up when the browser cannot decode it, cannot encode it, or the result stays too large', async () => {
    expect(await shrinkPicture(big('a.jpg'), 'jpeg', () => Promise.resolve(null))).toBeNull();
    expect(await shrinkPicture(big('a.jpg'), 'jpeg', () => Promise.reject(new Error('broken')))).toBeNull();
    expect(await shrinkPicture(big('a.jpg'), 'jpeg', () => Promise.resolve(decoded(4000, 3000, [null])))).toBeNull();
    const tooLarge = () => blob(JPEG_HEAD, LIMITS.imageBytesMax + 1);
    const stubborn = decoded(4000, 3000, [tooLarge(), tooLarge(), tooLarge()]);
    expect(await shrinkPicture(big('a.jpg'), 'jpeg', () => Promise.resolve(stubborn))).toBeNull();
    expect(stubborn.encode).toHaveBeenCalledTimes(3);
    expect(stubborn.close).toHaveBeenCalled();
  });
});
