// The whole collection as a zip, streamed while it is read: `index.json`, `recipes/<stub>.json` (schema.org
// Recipe JSON-LD each) and `images/<file>` (each picture once, as stored). Recipes are read a batch at a time and
// pictures are streamed from disk, so memory holds the JSON of the recipes and not their pictures.
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Store } from '../db/store';
import type { ImageFiles } from '../images/image-files';
import { recipeJsonLd } from './recipe-json-ld';

export const EXPORT_FORMAT = 'simple-recipes-export';
export const EXPORT_VERSION = 1;
const BATCH = 200;

export interface ExportIndex {
  format: typeof EXPORT_FORMAT;
  version: number;
  exported_at: string;
  count: number;
  recipes: Array<{ file: string; stub: string; name: string; image: string | null }>;
}

/** Starts the export; the zip's bytes come out of `stream` as recipes are added. */
export function exportCollection(store: Store, images: ImageFiles, onError: (error: unknown) => void): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  void (async () => {
    try {
      const index: ExportIndex = {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exported_at: new Date().toISOString(),
        count: 0,
        recipes: [],
      };
      const pictures = new Set<string>();
      let afterId = 0;
      for (;;) {
        const batch = await store.recipesAfter(afterId, BATCH);
        if (batch.length === 0) break;
        for (const recipe of batch) {
          let picture: string | null = null;
          if (recipe.image) {
            const path = images.pathOf(recipe.image.original);
            // A picture file lost from the disk leaves the recipe without one rather than breaking the export.
            if (
              path &&
              (await stat(path).then(
                (stats) => stats.isFile(),
                () => false,
              ))
            ) {
              picture = `images/${recipe.image.original}`;
              if (!pictures.has(picture)) {
                pictures.add(picture);
                // JPEG/PNG/WebP are compressed already.
                zip.addFile(path, picture, { compress: false });
              }
            }
          }
          const file = `recipes/${recipe.stub}.json`;
          const json = JSON.stringify(recipeJsonLd(recipe, picture ? `../${picture}` : null), null, 2);
          zip.addBuffer(Buffer.from(json), file);
          index.recipes.push({ file, stub: recipe.stub, name: recipe.name, image: picture });
        }
        afterId = batch[batch.length - 1]?.id ?? afterId;
        // Other requests get their turn between batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
      index.count = index.recipes.length;
      zip.addBuffer(Buffer.from(JSON.stringify(index, null, 2)), 'index.json');
      zip.end();
    } catch (error) {
      onError(error);
      output.destroy(error as Error);
    }
  })();
  return output;
}
