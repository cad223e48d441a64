// Imports a collection file: this site's export (a zip of JSON-LD recipes, an index and pictures), a zip of
// JSON-LD recipe files, one JSON-LD file, Paprika's export (a `.paprikarecipes` zip, or one `.paprikarecipe`),
// Tandoor's (a zip of a zip a recipe), or Mealie's (a zip of its recipe JSON files with their pictures).
// Everything is read and validated first — a broken or hostile file changes nothing — then the recipes are written
// in chunks, each one transaction, yielding to other requests between chunks. Recipes already on the site (same
// name, sections and items) are skipped and reported. Pictures are checked by their first bytes up front and
// decoded as their chunk is written (decoding thousands twice would double the time): one that passes the check but
// does not decode leaves its recipe without it, and says so.
import { open, readFile } from 'node:fs/promises';
import type { CollectionImportResult, SkippedRecipe, Tag } from '@simple-recipes/shared-api/types';
import type { BulkRecipeInput, RecipeImage, Store } from '../../db/store';
import { deriveImages, type EncodedImage } from '../../images/derive';
import { detectImageType } from '@simple-recipes/shared-api/image-type';
import type { ImageFiles } from '../../images/image-files';
import { withImageReferences } from '../../recipes/image-references';
import { isObject, recipesIn, type JsonObject } from '../structured-data/json-ld';
import { EXPORT_FORMAT } from '../../exports/export-zip';
import { collectionRecipe, type CollectionRecipe } from './collection-recipe';
import { paprikaPhoto, paprikaPhotoFile, paprikaRecipe } from './paprika-recipe';
import { isMealieRecipe, MEALIE_PICTURES, mealieRecipe } from './mealie-recipe';
import { isTandoorRecipe, tandoorImage, tandoorImageFile, tandoorNode, tandoorRecipe } from './tandoor-recipe';
import { chunks } from '../../db/chunks';
import { foldedName } from '../../db/text-fold';
import { recipeFingerprint } from './fingerprint';
import { badFile, kindOf, ZIP_LIMITS, ZipArchive } from './zip-archive';
import { Refusal } from '../../refusal';
import type { Log } from '../../log';

export const CHUNK_SIZE = 200;
/** Names per read of the recipes an import could repeat: memory bounded by their recipes. */
const NAMES_PER_READ = 200;

export interface CollectionDeps {
  store: Store;
  images: ImageFiles;
  log: Log;
}

interface SourceDocument {
  file: string;
  kind: 'json' | 'paprika' | 'tandoor';
  read: () => Promise<Buffer>;
  /** What to tell the editor when the document is no JSON, where "… is not valid JSON" would not say enough. */
  notJson?: string;
}

interface Source {
  documents: SourceDocument[];
  readPicture?: (entry: string) => Promise<Buffer>;
  hasPicture: (entry: string) => boolean;
  /** The picture beside a recipe file that has a folder of its own, for a recipe that names none in the file. */
  pictureBeside?: (file: string) => string | undefined;
  close: () => void;
}

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/**
 * Pictures beside recipe files, by the file: where a recipe file is the only one in its folder (Nextcloud Cookbook
 * keeps each recipe as `Name/recipe.json` with `full.jpg`, `thumb.jpg` beside it), the folder's `full.*` picture, or
 * its only picture.
 */
function picturesBeside(recipeFiles: string[], pictures: string[]): Map<string, string> {
  const add = (folders: Map<string, string[]>, folder: string, path: string) => {
    const paths = folders.get(folder);
    if (paths) paths.push(path);
    else folders.set(folder, [path]);
  };
  const recipesIn = new Map<string, string[]>();
  for (const file of recipeFiles) if (folderOf(file)) add(recipesIn, folderOf(file), file);
  const picturesIn = new Map<string, string[]>();
  for (const picture of pictures) {
    if (recipesIn.get(folderOf(picture))?.length === 1) add(picturesIn, folderOf(picture), picture);
  }
  const beside = new Map<string, string>();
  for (const [folder, inFolder] of picturesIn) {
    const full = inFolder.find((picture) => /^full\.[^/]+$/i.test(picture.slice(folder.length)));
    const picture = full ?? (inFolder.length === 1 ? inFolder[0] : undefined);
    const [file] = recipesIn.get(folder) ?? [];
    if (picture && file) beside.set(file, picture);
  }
  return beside;
}

type PhotoDocuments = (entry: string) => SourceDocument | undefined;

/**
 * Finds the recipe a picture reference names among the file's documents: a Paprika recipe's photo
 * (`Soup.paprikarecipe#photo`) or a Tandoor recipe's picture (`Soup.zip#image`).
 */
function photoDocuments(documents: SourceDocument[]): PhotoDocuments {
  const byFile = new Map(
    documents.flatMap((document) =>
      document.kind === 'json' ? [] : [[`${document.kind}:${document.file}`, document]],
    ),
  );
  return (entry) => {
    const paprika = paprikaPhotoFile(entry);
    if (paprika !== undefined) return byFile.get(`paprika:${paprika}`);
    const tandoor = tandoorImageFile(entry);
    return tandoor === undefined ? undefined : byFile.get(`tandoor:${tandoor}`);
  };
}

/** A picture of the file: an entry of the zip, or the picture inside a Paprika or Tandoor recipe. */
function pictureReader(photoDocument: PhotoDocuments, readEntry?: (entry: string) => Promise<Buffer>) {
  return async (entry: string): Promise<Buffer> => {
    const document = photoDocument(entry);
    if (document?.kind === 'tandoor') return tandoorImage(await document.read(), document.file);
    if (document) return paprikaPhoto(await document.read(), document.file);
    if (!readEntry) throw badFile(`${entry} is not in the file.`);
    return readEntry(entry);
  };
}

async function firstBytes(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(4);
    const { bytesRead } = await handle.read(buffer, 0, 4, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The index of this site's export names the recipe files in the order they were exported; an export of a site
 * without recipes is refused as such.
 */
async function exportOrder(zip: ZipArchive): Promise<string[] | undefined> {
  if (!zip.entries.has('index.json')) return undefined;
  let index: unknown;
  try {
    index = JSON.parse((await zip.read('index.json')).toString('utf8'));
  } catch {
    throw badFile('index.json is not valid JSON.');
  }
  if (!isObject(index) || index.format !== EXPORT_FORMAT || !Array.isArray(index.recipes)) return undefined;
  if (index.recipes.length === 0) throw badFile('it is the export of a site without recipes.');
  return index.recipes.flatMap((entry) => (isObject(entry) && typeof entry.file === 'string' ? [entry.file] : []));
}

async function openSource(path: string, size: number): Promise<Source> {
  const head = await firstBytes(path);
  if (head[0] === 0x50 && head[1] === 0x4b) {
    const zip = await ZipArchive.open(path);
    try {
      const order = await exportOrder(zip);
      const names = [...zip.entries.keys()];
      const jsonFiles = names.filter((name) => kindOf(name) === 'json' && name !== 'index.json');
      const files = order
        ? [
            ...order.filter((file) => zip.entries.has(file)),
            ...jsonFiles.filter((file) => !order.includes(file)).sort(),
          ]
        : jsonFiles.sort();
      const paprikaFiles = names.filter((name) => kindOf(name) === 'paprika').sort();
      // Tandoor's export holds only its recipes' zips: a zip beside recipe files is something else, left alone.
      const tandoorFiles =
        files.length === 0 && paprikaFiles.length === 0
          ? names.filter((name) => kindOf(name) === 'tandoor').sort()
          : [];
      if (files.length === 0 && paprikaFiles.length === 0 && tandoorFiles.length === 0)
        throw badFile('the zip holds no JSON recipe files.');
      const documents: SourceDocument[] = [
        ...files.map((file) => ({ file, kind: 'json' as const, read: () => zip.read(file) })),
        ...paprikaFiles.map((file) => ({ file, kind: 'paprika' as const, read: () => zip.read(file) })),
        ...tandoorFiles.map((file) => ({ file, kind: 'tandoor' as const, read: () => zip.read(file) })),
      ];
      const beside = picturesBeside(
        files,
        names.filter((name) => kindOf(name) === 'picture'),
      );
      const photoDocument = photoDocuments(documents);
      return {
        documents,
        pictureBeside: (file) => beside.get(file),
        readPicture: pictureReader(photoDocument, (entry) => zip.read(entry)),
        hasPicture: (entry) => !!photoDocument(entry) || (zip.entries.has(entry) && kindOf(entry) === 'picture'),
        close: () => zip.close(),
      };
    } catch (error) {
      zip.close();
      throw error;
    }
  }
  if (head[0] === 0x1f && head[1] === 0x8b) {
    // gzip: one Paprika recipe (a `.paprikarecipe` file).
    if (size > ZIP_LIMITS.pictureBytes) throw badFile('a single Paprika recipe may be at most 10 MiB.');
    const documents: SourceDocument[] = [{ file: 'the uploaded file', kind: 'paprika', read: () => readFile(path) }];
    const photoDocument = photoDocuments(documents);
    return {
      documents,
      readPicture: pictureReader(photoDocument),
      hasPicture: (entry) => !!photoDocument(entry),
      close: () => undefined,
    };
  }
  if (size > ZIP_LIMITS.jsonBytes)
    throw badFile('a single JSON file may be at most 2 MiB; put larger collections in a zip.');
  return {
    documents: [
      {
        file: 'the uploaded file',
        kind: 'json',
        read: () => readFile(path),
        // A file that is not a zip is read as one JSON-LD recipe; one that is neither is told as such.
        notJson: 'the uploaded file is neither a zip nor a JSON file.',
      },
    ],
    hasPicture: () => false,
    close: () => undefined,
  };
}

/** Reads and validates every recipe of the file; throws (changing nothing) at the first problem. */
async function readAll(source: Source, tags: Tag[]): Promise<CollectionRecipe[]> {
  const recipes: CollectionRecipe[] = [];
  for (const document of source.documents) {
    if (document.kind === 'paprika') {
      const { node, notes } = await paprikaRecipe(await document.read(), document.file);
      recipes.push(await checkedRecipe(source, node, document.file, tags, notes));
      continue;
    }
    if (document.kind === 'tandoor') {
      recipes.push(
        await checkedRecipe(source, await tandoorRecipe(await document.read(), document.file), document.file, tags),
      );
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse((await document.read()).toString('utf8').replace(/^\uFEFF/, ''));
    } catch (error) {
      if (error instanceof Refusal) throw error;
      throw badFile(document.notJson ?? `${document.file} is not valid JSON.`);
    }
    const schemaNodes = recipesIn(parsed);
    // Mealie's recipe files, and a Tandoor recipe's recipe.json taken out of its zip, are no schema.org Recipe
    // but read as one.
    if (schemaNodes.length === 0 && isMealieRecipe(parsed)) {
      const picture = MEALIE_PICTURES.find((path) => source.hasPicture(folderOf(document.file) + path));
      const { node, notes } = mealieRecipe(parsed, picture);
      recipes.push(await checkedRecipe(source, node, document.file, tags, notes));
      continue;
    }
    const nodes =
      schemaNodes.length === 0 && isTandoorRecipe(parsed) ? [tandoorNode(parsed, document.file, false)] : schemaNodes;
    if (nodes.length === 0) throw badFile(`${document.file} holds no schema.org Recipe.`);
    for (const node of nodes) recipes.push(await checkedRecipe(source, node, document.file, tags));
  }
  return recipes;
}

/** One recipe of the file, validated; throws (changing nothing) where it is not a valid recipe. */
async function checkedRecipe(
  source: Source,
  node: JsonObject,
  file: string,
  tags: Tag[],
  notes?: string,
): Promise<CollectionRecipe> {
  const recipe = await collectionRecipe(node, file, tags, notes);
  if (typeof recipe === 'string') throw badFile(recipe);
  if (recipe.picture && !source.hasPicture(recipe.picture)) {
    // A picture named by URL or missing from the zip: the recipe comes without it, or with the one beside it.
    delete recipe.picture;
  }
  const beside = recipe.picture ? undefined : source.pictureBeside?.(file);
  if (beside) recipe.picture = beside;
  return recipe;
}

/** Every picture the import will use is an accepted image by its first bytes (decoding comes with the write). */
async function checkPictures(source: Source, recipes: CollectionRecipe[]): Promise<void> {
  const checked = new Set<string>();
  for (const recipe of recipes) {
    if (!recipe.picture || checked.has(recipe.picture) || !source.readPicture) continue;
    const bytes = await source.readPicture(recipe.picture);
    if (!detectImageType(bytes)) throw badFile(`${recipe.picture} is not a supported image.`);
    checked.add(recipe.picture);
  }
}

/**
 * The fingerprints of the recipes on the site that these could repeat: the same recipe has the same name, case and
 * accents aside, so only recipes of those names are read, however many the site holds.
 */
async function existingFingerprints(store: Store, recipes: CollectionRecipe[]): Promise<Set<string>> {
  const fingerprints = new Set<string>();
  const names = [...new Set(recipes.map((recipe) => foldedName(recipe.fields.name)))];
  for (const batch of chunks(names, NAMES_PER_READ)) {
    for (const recipe of await store.recipesWithFoldedNames(batch)) {
      fingerprints.add(
        recipeFingerprint({
          name: recipe.name,
          ingredients: recipe.ingredients_sections,
          steps: recipe.recipe_sections,
        }),
      );
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return fingerprints;
}

/** Tag ids for the named tags: existing ones by shorthand (or name), the others created. */
async function tagIdsFor(store: Store, recipes: CollectionRecipe[]): Promise<Map<string, number>> {
  let tags = await store.listTags();
  const key = (shorthand: string) => shorthand.toLowerCase();
  const missing = new Map<string, { tag: string; shorthand: string }>();
  const known = (named: { tag: string; shorthand: string }) =>
    tags.some(
      (tag) => key(tag.shorthand) === key(named.shorthand) || tag.tag.toLowerCase() === named.tag.toLowerCase(),
    );
  for (const recipe of recipes)
    for (const named of recipe.tags) if (!known(named)) missing.set(key(named.shorthand), named);
  if (missing.size > 0) tags = await store.ensureTags([...missing.values()]);
  const ids = new Map<string, number>();
  for (const recipe of recipes) {
    for (const named of recipe.tags) {
      const tag =
        tags.find((entry) => key(entry.shorthand) === key(named.shorthand)) ??
        tags.find((entry) => entry.tag.toLowerCase() === named.tag.toLowerCase());
      if (tag) ids.set(key(named.shorthand), tag.id);
    }
  }
  return ids;
}

/** Pictures that passed the first-bytes check but do not decode: their recipes come without them. */
type Undecodable = Set<string>;

async function writeChunk(
  deps: CollectionDeps,
  source: Source,
  chunk: CollectionRecipe[],
  tagIds: Map<string, number>,
  derived: Map<string, RecipeImage>,
  undecodable: Undecodable,
): Promise<string[]> {
  const files: EncodedImage[] = [];
  for (const recipe of chunk) {
    if (!recipe.picture || derived.has(recipe.picture) || undecodable.has(recipe.picture) || !source.readPicture)
      continue;
    let images: Awaited<ReturnType<typeof deriveImages>>;
    try {
      images = await deriveImages(await source.readPicture(recipe.picture), { fileName: recipe.picture });
    } catch (error) {
      deps.log.info({ err: error, picture: recipe.picture }, 'an imported picture does not decode');
      undecodable.add(recipe.picture);
      continue;
    }
    files.push(images.original, images.page, images.thumbnail);
    derived.set(recipe.picture, {
      original: images.original.name,
      page: images.page.name,
      thumbnail: images.thumbnail.name,
      placeholder: images.placeholder,
    });
  }
  const created = await deps.images.writeNew(files);
  const inputs: BulkRecipeInput[] = chunk.map((recipe) => ({
    ...recipe.fields,
    tagIds: recipe.tags.flatMap((named) => tagIds.get(named.shorthand.toLowerCase()) ?? []),
    image: recipe.picture ? (derived.get(recipe.picture) ?? null) : null,
    ...(recipe.createdAt ? { createdAt: recipe.createdAt } : {}),
    ...(recipe.preferredStub ? { preferredStub: recipe.preferredStub } : {}),
  }));
  try {
    return await withImageReferences(deps.images.dir, () => deps.store.insertRecipesBulk(inputs));
  } catch (error) {
    const referenced = await deps.store.referencedImageKeysAmong(created).catch(() => new Set<string>());
    await deps.images.remove(created.filter((name) => !referenced.has(name))).catch(() => undefined);
    throw error;
  }
}

export interface ImportProgress {
  (done: number, total: number): void;
}

export async function importCollection(
  deps: CollectionDeps,
  upload: { path: string; size: number },
  onProgress: ImportProgress = () => undefined,
): Promise<CollectionImportResult> {
  const source = await openSource(upload.path, upload.size);
  try {
    const recipes = await readAll(source, await deps.store.listTags());
    await checkPictures(source, recipes);

    const onSite = await existingFingerprints(deps.store, recipes);
    const inFile = new Set<string>();
    const skipped: SkippedRecipe[] = [];
    const fresh: CollectionRecipe[] = [];
    for (const recipe of recipes) {
      const fingerprint = recipeFingerprint(recipe.fields);
      if (onSite.has(fingerprint)) {
        skipped.push({ name: recipe.fields.name, reason: 'It is already on the site.' });
        continue;
      }
      if (inFile.has(fingerprint)) {
        skipped.push({ name: recipe.fields.name, reason: 'It is in the file more than once: the first is added.' });
        continue;
      }
      inFile.add(fingerprint);
      fresh.push(recipe);
    }

    const tagIds = await tagIdsFor(deps.store, fresh);
    const derived = new Map<string, RecipeImage>();
    const undecodable: Undecodable = new Set();
    const stubs: string[] = [];
    for (let start = 0; start < fresh.length; start += CHUNK_SIZE) {
      stubs.push(
        ...(await writeChunk(deps, source, fresh.slice(start, start + CHUNK_SIZE), tagIds, derived, undecodable)),
      );
      onProgress(stubs.length, fresh.length);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const withoutPicture = fresh
      .filter((recipe) => recipe.picture && undecodable.has(recipe.picture))
      .map((recipe) => recipe.fields.name);
    return { imported: stubs.length, skipped, stubs, withoutPicture };
  } finally {
    source.close();
  }
}
