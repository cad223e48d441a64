// Uploads the 12-megapixel photo as an editor would (a new recipe with the picture) and weighs what the server
// made of it: the card thumbnail, the page image and the inline placeholder.
import sharp from 'sharp';
import type { Recipe } from '@simple-recipes/shared-api/types';
import { MARKER } from '../load/editor-session';
import { multipartBody } from '../load/multipart';
import { round } from '../load/stats';
import { PHOTO_HEIGHT, PHOTO_WIDTH, photoLikeJpeg } from './photo';

export interface ImageSize {
  bytes: number;
  width: number;
  height: number;
  format: string;
}

export interface ImageReport {
  upload: ImageSize;
  /** Seconds from sending the upload to the 201. */
  uploadSeconds: number;
  thumbnail: ImageSize;
  page: ImageSize;
  /** The `data:` URI as sent in every list answer (characters) and its decoded image bytes. */
  placeholder: { uriLength: number; bytes: number };
}

async function sizeOf(data: Buffer): Promise<ImageSize> {
  const meta = await sharp(data).metadata();
  return { bytes: data.length, width: meta.width ?? 0, height: meta.height ?? 0, format: meta.format ?? '?' };
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} → ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

export async function measureImages(baseUrl: string, cookie: string): Promise<ImageReport> {
  const photo = await photoLikeJpeg();
  const { contentType, body } = multipartBody(
    {
      recipe: JSON.stringify({
        name: 'Bench Photo Upload',
        serving_count: 2,
        prep_time: 10,
        cooking_time: 20,
        source: null,
        tags: [],
      }),
      ingredients: JSON.stringify([
        { name: 'Main', type: 'ingredients', ingredients: [{ ingredient: 'Tomatoes', amount: '4', notes: '' }] },
      ]),
      steps: JSON.stringify([
        { name: 'Method', type: 'recipes', steps: [{ step: 'Photograph the tomatoes.', notes: '' }] },
      ]),
    },
    { name: 'files', filename: 'IMG_0001.jpg', type: 'image/jpeg', data: photo },
  );
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/recipes`, {
    method: 'POST',
    headers: { ...MARKER, cookie, 'content-type': contentType },
    body: new Uint8Array(body),
  });
  const stub = await response.text();
  const uploadSeconds = (performance.now() - started) / 1000;
  if (response.status !== 201) throw new Error(`The photo upload failed: ${response.status} ${stub}`);
  const recipe = (await (await fetch(`${baseUrl}/api/recipes/${stub}`)).json()) as Recipe;
  if (!recipe.thumbnailUrl || !recipe.imageUrl) throw new Error('The uploaded recipe has no image URLs.');
  const placeholder = recipe.emptyImageUrl;
  const base64 = placeholder.slice(placeholder.indexOf(',') + 1);
  return {
    upload: { bytes: photo.length, width: PHOTO_WIDTH, height: PHOTO_HEIGHT, format: 'jpeg' },
    uploadSeconds: round(uploadSeconds, 2),
    thumbnail: await sizeOf(await download(new URL(recipe.thumbnailUrl, baseUrl).toString())),
    page: await sizeOf(await download(new URL(recipe.imageUrl, baseUrl).toString())),
    placeholder: { uriLength: placeholder.length, bytes: Buffer.from(base64, 'base64').length },
  };
}
