// The picture formats a recipe may have, recognised by their first bytes (never by file name or declared type):
// the editor refuses another file when it is chosen, the server when it is sent.

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** The accepted formats as a sentence names them. */
export const ACCEPTED_IMAGE_FORMATS = 'JPEG, PNG, WebP, GIF or AVIF';

export const IMAGE_MIME_TYPES: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** How many first bytes `detectImageType` and `isHeif` look at. */
export const IMAGE_HEAD_BYTES = 256;

const AVIF_BRANDS = new Set(['avif', 'avis']);
// HEIC/HEIF (iPhone photos): still images and sequences, HEVC-coded or not. AVIF shares `mif1`, so it is told first.
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'heif']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The brands of an ISO-BMFF `ftyp` box: the major brand, then the compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length, IMAGE_HEAD_BYTES);
  const brands = [ascii(bytes, 8, 12)];
  // Compatible brands follow the major brand (4 bytes) and the minor version (4 bytes).
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 4) === 'PNG' &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return 'png';
  }
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ftypBrands(bytes).some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  return null;
}

/** A HEIC/HEIF picture (not AVIF): the format iPhones take photos in by default, which the site cannot read. */
export function isHeif(bytes: Uint8Array): boolean {
  const brands = ftypBrands(bytes);
  return !brands.some((brand) => AVIF_BRANDS.has(brand)) && brands.some((brand) => HEIF_BRANDS.has(brand));
}

/**
 * The longest side the server keeps of an upload (it scales larger pictures down to this before storing them), so a
 * picture made smaller in the browser to this size loses nothing the site would have shown.
 */
export const STORED_IMAGE_SIDE_MAX_PX = 2048;
