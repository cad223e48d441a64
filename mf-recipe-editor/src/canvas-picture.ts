/** A decoded picture, to be drawn at another size and encoded. */
export interface DecodedPicture {
  width: number;
  height: number;
  encode(width: number, height: number, mime: string, quality: number): Promise<Blob | null>;
  close(): void;
}

function drawnOn(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function blobOf(canvas: OffscreenCanvas | HTMLCanvasElement, mime: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: mime, quality });
  return new Promise((resolve) => canvas.toBlob(resolve, mime, quality));
}

/** The file decoded by the browser (turned upright by its EXIF orientation); null where it cannot. */
export async function decodePicture(file: File): Promise<DecodedPicture | null> {
  if (typeof createImageBitmap === 'undefined') return null;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  return {
    width: bitmap.width,
    height: bitmap.height,
    async encode(width, height, mime, quality) {
      const canvas = drawnOn(width, height);
      const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
      if (!context) return null;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      return blobOf(canvas, mime, quality);
    },
    close: () => bitmap.close(),
  };
}
