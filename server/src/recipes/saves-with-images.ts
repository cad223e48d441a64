// Saves and removals with their image files, in the order that never loses or orphans anything:
// derive and write the new files first, then commit the database transaction, then delete the files the change
// left unreferenced. On any failure, delete only the files this request created that nothing references —
// so a refused update leaves the recipe and its old image exactly as they were.
import { UnknownTagsError, type RecipeImage, type RecipeInput, type Store, type UpdateResult } from '../db/store';
import { deriveImages, type EncodedImage } from '../images/derive';
import type { ImageFiles } from '../images/image-files';
import type { DiskSpaceWatch } from '../machine/disk-space';
import { Refusal } from '../refusal';
import { withImageReferences } from './image-references';
import { INVALID_FIELDS_MESSAGE, unknownTagsMessage } from './validate-save';

export interface WriteDeps {
  store: Store;
  images: ImageFiles;
  /** Refuses (507) a picture that cannot fit before any of its files is written. */
  diskSpace?: DiskSpaceWatch;
  log: { warn(details: object, message: string): void };
}

interface StagedImage {
  image: RecipeImage;
  files: EncodedImage[];
  /** Files this request wrote (not ones that were there already). */
  created: string[];
}

async function stageImage(deps: WriteDeps, bytes: Buffer | null): Promise<StagedImage | undefined> {
  if (!bytes) return undefined;
  const derived = await deriveImages(bytes);
  const files = [derived.original, derived.page, derived.thumbnail];
  await deps.diskSpace?.ensureRoomFor(files.reduce((total, file) => total + file.data.length, 0));
  const created = await deps.images.writeNew(files);
  return {
    image: {
      original: derived.original.name,
      page: derived.page.name,
      thumbnail: derived.thumbnail.name,
      placeholder: derived.placeholder,
    },
    files,
    created,
  };
}

/** Deletes those of these files no recipe references now (checked again: another save may have taken them). */
function removeIfUnreferenced(deps: WriteDeps, names: string[]): Promise<void> {
  return withImageReferences(deps.images.dir, async () => {
    const referenced = await deps.store.referencedImageKeysAmong(names);
    await deps.images.remove(names.filter((name) => !referenced.has(name)));
  });
}

/** Undo of a failed save: remove the files it created, unless a recipe references them by now. */
async function discardStaged(deps: WriteDeps, staged: StagedImage | undefined): Promise<void> {
  if (!staged || staged.created.length === 0) return;
  try {
    await removeIfUnreferenced(deps, staged.created);
  } catch (error) {
    // The start-up sweep removes whatever is left.
    deps.log.warn({ err: error }, 'could not remove the image files of a failed save');
  }
}

async function removeUnreferenced(deps: WriteDeps, names: string[]): Promise<void> {
  if (names.length === 0) return;
  try {
    await removeIfUnreferenced(deps, names);
  } catch (error) {
    deps.log.warn({ err: error, names }, 'could not remove image files no recipe uses any more');
  }
}

function unknownTags(error: UnknownTagsError): Refusal {
  return new Refusal('invalid', INVALID_FIELDS_MESSAGE, { 'recipe.tags': unknownTagsMessage(error.tagIds) });
}

async function commitWith<T>(deps: WriteDeps, staged: StagedImage | undefined, commit: () => Promise<T>): Promise<T> {
  try {
    // A save that brings a picture commits while no file removal is deciding (see image-references.ts).
    return staged ? await withImageReferences(deps.images.dir, commit) : await commit();
  } catch (error) {
    await discardStaged(deps, staged);
    if (error instanceof UnknownTagsError) throw unknownTags(error);
    throw error;
  }
}

/** After a save landed: files it found already there may have been removed before it committed; written again. */
async function restoreReused(deps: WriteDeps, staged: StagedImage | undefined): Promise<void> {
  const reused = staged?.files.filter((file) => !staged.created.includes(file.name)) ?? [];
  if (reused.length > 0) await deps.images.writeNew(reused);
}

/** Creates the recipe; returns its stub. */
export async function createRecipe(deps: WriteDeps, input: RecipeInput, imageBytes: Buffer | null): Promise<string> {
  const staged = await stageImage(deps, imageBytes);
  const result = await commitWith(deps, staged, () =>
    deps.store.createRecipe({ ...input, image: staged?.image ?? null }),
  );
  await restoreReused(deps, staged);
  return result.stub;
}

export const CONFLICT_MESSAGE =
  'This recipe was changed by someone else after you opened it. Reload it to see the changes, then make your edit again.';
export const RECIPE_NOT_FOUND = 'There is no recipe at this address.';

/** What an update does to the picture: the bytes of a new one, `'remove'` it, or `null` to keep it. */
export type PictureChange = Buffer | 'remove' | null;

/**
 * Updates the recipe (a new image replaces the old one, 'remove' removes it, none keeps it); returns its (possibly new)
 * stub. The files the old image leaves unused are deleted only after the commit, the same for a replacement or a removal.
 */
export async function updateRecipe(
  deps: WriteDeps,
  stub: string,
  input: RecipeInput,
  picture: PictureChange,
  expectedUpdatedAt: string | undefined,
): Promise<string> {
  const staged = await stageImage(deps, picture === 'remove' ? null : picture);
  const image = staged ? { image: staged.image } : picture === 'remove' ? { image: null } : {};
  const result: UpdateResult = await commitWith(deps, staged, () =>
    deps.store.updateRecipe(stub, { ...input, ...image }, expectedUpdatedAt === undefined ? {} : { expectedUpdatedAt }),
  );
  if (result.kind !== 'updated') {
    await discardStaged(deps, staged);
    if (result.kind === 'conflict') throw new Refusal('conflict', CONFLICT_MESSAGE);
    throw new Refusal('not-found', RECIPE_NOT_FOUND);
  }
  await restoreReused(deps, staged);
  await removeUnreferenced(deps, result.unreferencedImageKeys);
  return result.stub;
}

/** Removes the recipe and the image files only it used; returns the removed recipe's stub. */
export async function deleteRecipe(deps: WriteDeps, stub: string): Promise<string> {
  const result = await deps.store.deleteRecipe(stub);
  if (result.kind === 'not-found') throw new Refusal('not-found', RECIPE_NOT_FOUND);
  await removeUnreferenced(deps, result.unreferencedImageKeys);
  return result.stub;
}
