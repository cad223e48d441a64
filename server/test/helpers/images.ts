// Test images made on the fly with sharp: small ones for API tests, a photo-like 12 MP one for size targets.
import sharp from 'sharp';

/** A smooth two-colour gradient picture, like a simple photo. */
export function gradientSvg(width: number, height: number, from = '#c0392b', to = '#f1c40f'): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#fff" opacity="0.6"/></svg>`,
  );
}

export async function jpeg(width = 640, height = 480, from?: string, to?: string): Promise<Buffer> {
  return sharp(gradientSvg(width, height, from, to))
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function png(width = 320, height = 240): Promise<Buffer> {
  return sharp(gradientSvg(width, height, '#2980b9', '#8e44ad'))
    .png()
    .toBuffer();
}

export async function webp(width = 320, height = 240): Promise<Buffer> {
  return sharp(gradientSvg(width, height, '#16a085', '#f39c12'))
    .webp()
    .toBuffer();
}

export async function gif(width = 64, height = 48): Promise<Buffer> {
  return sharp(gradientSvg(width, height)).gif().toBuffer();
}

export async function avif(width = 64, height = 48): Promise<Buffer> {
  return sharp(gradientSvg(width, height)).avif({ effort: 0 }).toBuffer();
}

/** A JPEG whose EXIF says "rotate 90° clockwise to display" (orientation 6): stored 300×200, shown 200×300. */
export async function rotatedJpeg(): Promise<Buffer> {
  return sharp(gradientSvg(300, 200)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

/** A noisy 4000×3000 photo-like JPEG (12 MP): the hard case for the size targets. */
export async function photo12mp(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .png()
    .toBuffer();
  return sharp(gradientSvg(width, height))
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A PNG whose header claims width × height but has no real pixel data: anything that decoded it in full
 * would fail (or allocate gigabytes); the pixel limit must refuse it from the header alone.
 */
export function hugePngHeaderOnly(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
export const HTML_FILE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
