import { LIMITS } from '@simple-recipes/shared-api';
import { takePicture } from './take-picture';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
// The start of an iPhone photo: an ISO-BMFF `ftyp` box of brand `heic`.
const HEIC_HEAD = [0, 0, 0, 24, ...[...'ftypheic'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0];
const HEIC_BRANDS = [...'mif1heic'].map((c) => c.charCodeAt(0));

function file(name: string, head: number[], size = 4096, type = 'image/jpeg'): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

describe('takePicture', () => {
  it('takes a picture of an accepted format within the limit as it is', async () => {
    const chosen = file('soup.jpg', JPEG_HEAD);
    expect(await takePicture(chosen)).toEqual({ file: chosen });
  });

  it('refuses random bytes named .jpg, whatever the browser says its type is', async () => {
    const noise = file('soup.jpg', [0x12, 0x34, 0x56, 0x78, 0x9a]);
    expect(await takePicture(noise)).toEqual({
      file: null,
      problem: 'soup.jpg was not added: it is not an image. Choose a JPEG, PNG, WebP, GIF or AVIF file.',
    });
  });

  it('refuses a HEIC photo, naming the iPhone format and what to choose instead', async () => {
    const taken = await takePicture(file('IMG_0042.HEIC', [...HEIC_HEAD, ...HEIC_BRANDS], 4096, 'image/heic'));
    expect(taken.file).toBeNull();
    expect('problem' in taken && taken.problem).toBe(
      'IMG_0042.HEIC was not added: it is a HEIC photo, the iPhone format this site cannot take. ' +
        'Export it as JPEG, or set the iPhone camera to “Most Compatible” (Settings › Camera › Formats) so new photos are JPEG.',
    );
  });

  it('makes a picture over the upload limit smaller, and says so', async () => {
    const large = file('camera.jpg', JPEG_HEAD, LIMITS.imageBytesMax + 1);
    const smaller = file('camera.jpg', JPEG_HEAD, 900_000);
    const shrink = jest.fn().mockResolvedValue({ file: smaller, width: 2048, height: 1536 });
    const onShrinking = jest.fn();

    const taken = await takePicture(large, { shrink, onShrinking });

    expect(shrink).toHaveBeenCalledWith(large, 'jpeg');
    expect(onShrinking).toHaveBeenCalled();
    expect(taken).toEqual({
      file: smaller,
      note: 'camera.jpg was larger than 10 MiB, so it was made smaller (2048 × 1536 pixels).',
    });
  });

  it('refuses a picture over the limit as too large when it cannot be made smaller', async () => {
    const large = file('camera.jpg', JPEG_HEAD, LIMITS.imageBytesMax + 1);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const shrink of [jest.fn().mockResolvedValue(null), jest.fn().mockRejectedValue(new Error('no memory'))]) {
      expect(await takePicture(large, { shrink })).toEqual({
        file: null,
        problem: 'camera.jpg was not added: it is larger than 10 MiB.',
      });
    }
  });

  it('refuses it as too large where the browser cannot decode pictures (no createImageBitmap)', async () => {
    const large = file('camera.jpg', JPEG_HEAD, LIMITS.imageBytesMax + 1);
    expect(await takePicture(large)).toEqual({
      file: null,
      problem: 'camera.jpg was not added: it is larger than 10 MiB.',
    });
  });
});
