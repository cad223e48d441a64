import { detectImageType, isHeif } from './image-type';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

/** An ISO-BMFF `ftyp` box of these brands (major first), as HEIF and AVIF files begin. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible);
};

describe('detectImageType', () => {
  it('tells each accepted format by its first bytes', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectImageType(bytes('GIF89a'))).toBe('gif');
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(detectImageType(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    expect(detectImageType(ftyp('mif1', 'avif'))).toBe('avif');
  });

  it('is null for random bytes, text and HEIC photos', () => {
    expect(detectImageType(bytes([0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0]))).toBeNull();
    expect(detectImageType(bytes('hello, this is no picture'))).toBeNull();
    expect(detectImageType(ftyp('heic', 'mif1', 'heic'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('isHeif', () => {
  it('recognises iPhone photos (HEIC) and other HEIF files, but not AVIF', () => {
    expect(isHeif(ftyp('heic', 'mif1', 'heic'))).toBe(true);
    expect(isHeif(ftyp('mif1', 'heic'))).toBe(true);
    expect(isHeif(ftyp('heix'))).toBe(true);
    expect(isHeif(ftyp('avif', 'mif1'))).toBe(false);
    expect(isHeif(ftyp('isom', 'mp41'))).toBe(false);
    expect(isHeif(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(false);
  });
});
