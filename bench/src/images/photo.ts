// A 12-megapixel (4000 × 3000) photo-like JPEG: light falling across a table, large round shapes (plates, food)
// with crisp edges, a scatter of small pieces (herbs, crumbs), texture at the scale the page image keeps, and
// sensor noise — a few MB like a phone camera's picture, not a flat image any encoder squeezes to nothing.
import sharp from 'sharp';
import { seededRandom } from '../dataset/generate';

export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;

export async function photoLikeJpeg(seed = 7): Promise<Buffer> {
  const random = seededRandom(seed);
  // The scene at 1/4 scale, enlarged smoothly.
  const w = PHOTO_WIDTH / 4;
  const h = PHOTO_HEIGHT / 4;
  const scene = Buffer.alloc(w * h * 3);
  const shape = (min: number, max: number) => ({
    x: random() * w,
    y: random() * h,
    r: (min + random() * (max - min)) * w,
    color: [60 + random() * 190, 40 + random() * 160, 20 + random() * 120],
  });
  const blobs = [
    ...Array.from({ length: 9 }, () => shape(0.08, 0.25)),
    ...Array.from({ length: 400 }, () => shape(0.002, 0.012)),
  ];
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const light = 0.65 + 0.35 * Math.sin((x / w) * 2.1 + 0.4) * Math.cos((y / h) * 1.7);
      let rgb = [140 * light, 105 * light, 80 * light];
      for (const blob of blobs) {
        if (Math.abs(x - blob.x) > blob.r || Math.abs(y - blob.y) > blob.r) continue;
        const d = Math.hypot(x - blob.x, y - blob.y) / blob.r;
        if (d < 1) {
          const a = d < 0.97 ? 1 : (1 - d) / 0.03;
          const shade = 0.75 + 0.25 * Math.cos(d * 3 + blob.x);
          rgb = rgb.map((c, i) => c * (1 - a) + (blob.color[i] as number) * shade * a);
        }
      }
      const at = (y * w + x) * 3;
      scene[at] = rgb[0] as number;
      scene[at + 1] = rgb[1] as number;
      scene[at + 2] = rgb[2] as number;
    }
  }
  const base = await sharp(scene, { raw: { width: w, height: h, channels: 3 } })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  // Texture (grain of wood, crumbs) at 1/2.5 scale, plus per-pixel sensor noise.
  const tw = Math.ceil(PHOTO_WIDTH / 2.5);
  const th = Math.ceil(PHOTO_HEIGHT / 2.5);
  const texture = Buffer.alloc(tw * th);
  for (let i = 0; i < texture.length; i += 1) texture[i] = 128 + (random() - 0.5) * 90;
  const grain = await sharp(texture, { raw: { width: tw, height: th, channels: 1 } })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let p = 0, i = 0; p < grain.length; p += 1) {
    const g = ((grain[p] as number) - 128) * 0.5;
    for (let c = 0; c < 3; c += 1, i += 1) {
      const noise = (random() + random() + random() - 1.5) * 7;
      base[i] = Math.max(0, Math.min(255, (base[i] as number) + g + noise));
    }
  }
  return sharp(base, { raw: { width: PHOTO_WIDTH, height: PHOTO_HEIGHT, channels: 3 } })
    .jpeg({ quality: 90, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
